import ContentGuard from '@/components/panel/blog/ContentGuard';
import { AboutItemForm } from '@/components/panel/about/AboutAdmin';

/** /panel/aboutUs/addNewInstruction: a new entry of راهنماها. */
export default function PanelAddNewInstructionPage() {
  return <ContentGuard flag="aboutUs" title="راهنماها">{() => <AboutItemForm section="instructions" itemId={null} />}</ContentGuard>;
}

import ContentGuard from '@/components/panel/blog/ContentGuard';
import { AboutItemForm } from '@/components/panel/about/AboutAdmin';

/** /panel/aboutUs/addNewLaw: a new entry of قوانین. */
export default function PanelAddNewLawPage() {
  return <ContentGuard flag="aboutUs" title="قوانین">{() => <AboutItemForm section="laws" itemId={null} />}</ContentGuard>;
}

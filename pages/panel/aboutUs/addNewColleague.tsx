import ContentGuard from '@/components/panel/blog/ContentGuard';
import { AboutItemForm } from '@/components/panel/about/AboutAdmin';

/** /panel/aboutUs/addNewColleague: a new entry of همکاران. */
export default function PanelAddNewColleaguePage() {
  return <ContentGuard flag="aboutUs" title="همکاران">{() => <AboutItemForm section="colleagues" itemId={null} />}</ContentGuard>;
}

import ContentGuard from '@/components/panel/blog/ContentGuard';
import { AboutItemForm } from '@/components/panel/about/AboutAdmin';

/** /panel/aboutUs/addNewIntroduction: a new entry of معرفی. */
export default function PanelAddNewIntroductionPage() {
  return <ContentGuard flag="aboutUs" title="معرفی">{() => <AboutItemForm section="introduction" itemId={null} />}</ContentGuard>;
}

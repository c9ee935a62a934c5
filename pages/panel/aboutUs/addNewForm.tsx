import ContentGuard from '@/components/panel/blog/ContentGuard';
import { AboutItemForm } from '@/components/panel/about/AboutAdmin';

/** /panel/aboutUs/addNewForm: a new entry of فرم‌ها. */
export default function PanelAddNewFormPage() {
  return <ContentGuard flag="aboutUs" title="فرم‌ها">{() => <AboutItemForm section="forms" itemId={null} />}</ContentGuard>;
}

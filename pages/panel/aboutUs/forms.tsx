import ContentGuard from '@/components/panel/blog/ContentGuard';
import { AboutSectionList } from '@/components/panel/about/AboutAdmin';

/** /panel/aboutUs/forms: فرم‌ها. */
export default function PanelAboutFormsPage() {
  return <ContentGuard flag="aboutUs" title="فرم‌ها">{() => <AboutSectionList section="forms" />}</ContentGuard>;
}

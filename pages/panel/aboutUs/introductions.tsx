import ContentGuard from '@/components/panel/blog/ContentGuard';
import { AboutSectionList } from '@/components/panel/about/AboutAdmin';

/** /panel/aboutUs/introductions: معرفی. */
export default function PanelAboutIntroductionsPage() {
  return <ContentGuard flag="aboutUs" title="معرفی">{() => <AboutSectionList section="introduction" />}</ContentGuard>;
}

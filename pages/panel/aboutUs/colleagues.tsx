import ContentGuard from '@/components/panel/blog/ContentGuard';
import { AboutSectionList } from '@/components/panel/about/AboutAdmin';

/** /panel/aboutUs/colleagues: همکاران. */
export default function PanelAboutColleaguesPage() {
  return <ContentGuard flag="aboutUs" title="همکاران">{() => <AboutSectionList section="colleagues" />}</ContentGuard>;
}

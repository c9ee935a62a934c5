import ContentGuard from '@/components/panel/blog/ContentGuard';
import { AboutSectionList } from '@/components/panel/about/AboutAdmin';

/** /panel/aboutUs/strategicPillars: ستون‌های راهبردی. */
export default function PanelAboutStrategicPillarsPage() {
  return <ContentGuard flag="aboutUs" title="ستون‌های راهبردی">{() => <AboutSectionList section="strategicPillars" />}</ContentGuard>;
}

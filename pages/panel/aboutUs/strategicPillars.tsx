import PanelGuard from '@/components/panel/PanelGuard';
import ContentNav from '@/components/panel/blog/ContentNav';
import { AboutSectionList } from '@/components/panel/about-us/AboutSectionList';

/** /panel/aboutUs/strategicPillars: ستون‌های راهبردی. */
export default function PanelAboutStrategicPillarsPage() {
  return (
    <PanelGuard nav={ContentNav} flag="aboutUs" title="ستون‌های راهبردی">
      {() => <AboutSectionList section="strategicPillars" />}
    </PanelGuard>
  );
}

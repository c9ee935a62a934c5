import PanelGuard from '@/components/panel/PanelGuard';
import ContentNav from '@/components/panel/blog/ContentNav';
import { AboutItemForm } from '@/components/panel/about-us/AboutItemForm';

/** /panel/aboutUs/addNewStrategicPillars: a new entry of ستون‌های راهبردی. */
export default function PanelAddNewStrategicPillarsPage() {
  return (
    <PanelGuard nav={ContentNav} flag="aboutUs" title="ستون‌های راهبردی">
      {() => <AboutItemForm section="strategicPillars" itemId={null} />}
    </PanelGuard>
  );
}

import ContentGuard from '@/components/panel/blog/ContentGuard';
import { AboutItemForm } from '@/components/panel/about/AboutAdmin';

/** /panel/aboutUs/addNewStrategicPillars: a new entry of ستون‌های راهبردی. */
export default function PanelAddNewStrategicPillarsPage() {
  return <ContentGuard flag="aboutUs" title="ستون‌های راهبردی">{() => <AboutItemForm section="strategicPillars" itemId={null} />}</ContentGuard>;
}

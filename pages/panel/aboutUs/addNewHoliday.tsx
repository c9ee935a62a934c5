import PanelGuard from '@/components/panel/PanelGuard';
import ContentNav from '@/components/panel/blog/ContentNav';
import { AboutItemForm } from '@/components/panel/about-us/AboutItemForm';

/** /panel/aboutUs/addNewHoliday: a new entry of ساعات کاری تعطیلات. */
export default function PanelAddNewHolidayPage() {
  return (
    <PanelGuard nav={ContentNav} flag="aboutUs" title="ساعات کاری تعطیلات">
      {() => <AboutItemForm section="holidays" itemId={null} />}
    </PanelGuard>
  );
}

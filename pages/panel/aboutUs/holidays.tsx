import PanelGuard from '@/components/panel/PanelGuard';
import ContentNav from '@/components/panel/blog/ContentNav';
import { AboutSectionList } from '@/components/panel/about-us/AboutSectionList';

/** /panel/aboutUs/holidays: ساعات کاری تعطیلات. */
export default function PanelAboutHolidaysPage() {
  return (
    <PanelGuard nav={ContentNav} flag="aboutUs" title="ساعات کاری تعطیلات">
      {() => <AboutSectionList section="holidays" />}
    </PanelGuard>
  );
}

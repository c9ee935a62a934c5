import PanelGuard from '@/components/panel/PanelGuard';
import ContentNav from '@/components/panel/blog/ContentNav';
import { AboutSectionList } from '@/components/panel/about-us/AboutSectionList';

/** /panel/aboutUs/quickAccess: دسترسی سریع. */
export default function PanelAboutQuickAccessPage() {
  return (
    <PanelGuard nav={ContentNav} flag="aboutUs" title="دسترسی سریع">
      {() => <AboutSectionList section="quickAccess" />}
    </PanelGuard>
  );
}

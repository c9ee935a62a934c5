import PanelGuard from '@/components/panel/PanelGuard';
import ContentNav from '@/components/panel/blog/ContentNav';
import { AboutItemForm } from '@/components/panel/about-us/AboutItemForm';

/** /panel/aboutUs/addNewQuickAccess: a new entry of دسترسی سریع. */
export default function PanelAddNewQuickAccessPage() {
  return (
    <PanelGuard nav={ContentNav} flag="aboutUs" title="دسترسی سریع">
      {() => <AboutItemForm section="quickAccess" itemId={null} />}
    </PanelGuard>
  );
}

import PanelGuard from '@/components/panel/PanelGuard';
import ContentNav from '@/components/panel/blog/ContentNav';
import { AboutItemForm } from '@/components/panel/about-us/AboutItemForm';

/** /panel/aboutUs/addNewLaw: a new entry of قوانین. */
export default function PanelAddNewLawPage() {
  return (
    <PanelGuard nav={ContentNav} flag="aboutUs" title="قوانین">
      {() => <AboutItemForm section="laws" itemId={null} />}
    </PanelGuard>
  );
}

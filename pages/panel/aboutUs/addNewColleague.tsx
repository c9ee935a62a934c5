import PanelGuard from '@/components/panel/PanelGuard';
import ContentNav from '@/components/panel/blog/ContentNav';
import { AboutItemForm } from '@/components/panel/about-us/AboutItemForm';

/** /panel/aboutUs/addNewColleague: a new entry of همکاران. */
export default function PanelAddNewColleaguePage() {
  return (
    <PanelGuard nav={ContentNav} flag="aboutUs" title="همکاران">
      {() => <AboutItemForm section="colleagues" itemId={null} />}
    </PanelGuard>
  );
}

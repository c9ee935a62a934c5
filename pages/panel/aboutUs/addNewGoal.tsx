import PanelGuard from '@/components/panel/PanelGuard';
import ContentNav from '@/components/panel/blog/ContentNav';
import { AboutItemForm } from '@/components/panel/about-us/AboutItemForm';

/** /panel/aboutUs/addNewGoal: a new entry of اهداف. */
export default function PanelAddNewGoalPage() {
  return (
    <PanelGuard nav={ContentNav} flag="aboutUs" title="اهداف">
      {() => <AboutItemForm section="goals" itemId={null} />}
    </PanelGuard>
  );
}

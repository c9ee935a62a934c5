import PanelGuard from '@/components/panel/PanelGuard';
import ContentNav from '@/components/panel/blog/ContentNav';
import { AboutSectionList } from '@/components/panel/about-us/AboutSectionList';

/** /panel/aboutUs/goals: اهداف. */
export default function PanelAboutGoalsPage() {
  return (
    <PanelGuard nav={ContentNav} flag="aboutUs" title="اهداف">
      {() => <AboutSectionList section="goals" />}
    </PanelGuard>
  );
}

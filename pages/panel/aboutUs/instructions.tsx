import PanelGuard from '@/components/panel/PanelGuard';
import ContentNav from '@/components/panel/blog/ContentNav';
import { AboutSectionList } from '@/components/panel/about-us/AboutSectionList';

/** /panel/aboutUs/instructions: راهنماها. */
export default function PanelAboutInstructionsPage() {
  return (
    <PanelGuard nav={ContentNav} flag="aboutUs" title="راهنماها">
      {() => <AboutSectionList section="instructions" />}
    </PanelGuard>
  );
}

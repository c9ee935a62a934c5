import PanelGuard from '@/components/panel/PanelGuard';
import ContentNav from '@/components/panel/blog/ContentNav';
import { AboutSectionList } from '@/components/panel/about-us/AboutSectionList';

/** /panel/aboutUs/colleagues: همکاران. */
export default function PanelAboutColleaguesPage() {
  return (
    <PanelGuard nav={ContentNav} flag="aboutUs" title="همکاران">
      {() => <AboutSectionList section="colleagues" />}
    </PanelGuard>
  );
}

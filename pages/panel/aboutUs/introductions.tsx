import PanelGuard from '@/components/panel/PanelGuard';
import ContentNav from '@/components/panel/blog/ContentNav';
import { AboutSectionList } from '@/components/panel/about-us/AboutSectionList';

/** /panel/aboutUs/introductions: معرفی. */
export default function PanelAboutIntroductionsPage() {
  return (
    <PanelGuard nav={ContentNav} flag="aboutUs" title="معرفی">
      {() => <AboutSectionList section="introduction" />}
    </PanelGuard>
  );
}

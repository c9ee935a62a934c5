import PanelGuard from '@/components/panel/PanelGuard';
import ContentNav from '@/components/panel/blog/ContentNav';
import { AboutSectionList } from '@/components/panel/about-us/AboutSectionList';

/** /panel/aboutUs/ourStory: داستان ما. */
export default function PanelAboutOurStoryPage() {
  return (
    <PanelGuard nav={ContentNav} flag="aboutUs" title="داستان ما">
      {() => <AboutSectionList section="ourStory" />}
    </PanelGuard>
  );
}

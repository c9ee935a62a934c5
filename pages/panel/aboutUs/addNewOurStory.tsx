import PanelGuard from '@/components/panel/PanelGuard';
import ContentNav from '@/components/panel/blog/ContentNav';
import { AboutItemForm } from '@/components/panel/about-us/AboutItemForm';

/** /panel/aboutUs/addNewOurStory: a new entry of داستان ما. */
export default function PanelAddNewOurStoryPage() {
  return (
    <PanelGuard nav={ContentNav} flag="aboutUs" title="داستان ما">
      {() => <AboutItemForm section="ourStory" itemId={null} />}
    </PanelGuard>
  );
}

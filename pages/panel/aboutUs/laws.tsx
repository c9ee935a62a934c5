import PanelGuard from '@/components/panel/PanelGuard';
import ContentNav from '@/components/panel/blog/ContentNav';
import { AboutSectionList } from '@/components/panel/about-us/AboutSectionList';

/** /panel/aboutUs/laws: قوانین. */
export default function PanelAboutLawsPage() {
  return (
    <PanelGuard nav={ContentNav} flag="aboutUs" title="قوانین">
      {() => <AboutSectionList section="laws" />}
    </PanelGuard>
  );
}

import PanelGuard from '@/components/panel/PanelGuard';
import ContentNav from '@/components/panel/blog/ContentNav';
import { AboutIndex } from '@/components/panel/about-us/AboutIndex';

/** /panel/aboutUs: the about-us sections. */
export default function PanelAboutUsPage() {
  return (
    <PanelGuard nav={ContentNav} flag="aboutUs" title="درباره ما">
      {() => <AboutIndex />}
    </PanelGuard>
  );
}

import PanelGuard from '@/components/panel/PanelGuard';
import ContentNav from '@/components/panel/blog/ContentNav';
import { AboutSectionList } from '@/components/panel/about-us/AboutSectionList';

/** /panel/aboutUs/gallery: گالری. */
export default function PanelAboutGalleryPage() {
  return (
    <PanelGuard nav={ContentNav} flag="aboutUs" title="گالری">
      {() => <AboutSectionList section="gallery" />}
    </PanelGuard>
  );
}

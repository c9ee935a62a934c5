import PanelGuard from '@/components/panel/PanelGuard';
import ContentNav from '@/components/panel/blog/ContentNav';
import { AboutItemForm } from '@/components/panel/about-us/AboutItemForm';

/** /panel/aboutUs/addNewGallery: a new entry of گالری. */
export default function PanelAddNewGalleryPage() {
  return (
    <PanelGuard nav={ContentNav} flag="aboutUs" title="گالری">
      {() => <AboutItemForm section="gallery" itemId={null} />}
    </PanelGuard>
  );
}

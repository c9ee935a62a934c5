import ContentGuard from '@/components/panel/blog/ContentGuard';
import { AboutItemForm } from '@/components/panel/about/AboutAdmin';

/** /panel/aboutUs/addNewGallery: a new entry of گالری. */
export default function PanelAddNewGalleryPage() {
  return <ContentGuard flag="aboutUs" title="گالری">{() => <AboutItemForm section="gallery" itemId={null} />}</ContentGuard>;
}

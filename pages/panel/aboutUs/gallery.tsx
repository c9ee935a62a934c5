import ContentGuard from '@/components/panel/blog/ContentGuard';
import { AboutSectionList } from '@/components/panel/about/AboutAdmin';

/** /panel/aboutUs/gallery: گالری. */
export default function PanelAboutGalleryPage() {
  return <ContentGuard flag="aboutUs" title="گالری">{() => <AboutSectionList section="gallery" />}</ContentGuard>;
}

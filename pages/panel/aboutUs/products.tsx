import ContentGuard from '@/components/panel/blog/ContentGuard';
import { AboutSectionList } from '@/components/panel/about/AboutAdmin';

/** /panel/aboutUs/products: محصولات. */
export default function PanelAboutProductsPage() {
  return <ContentGuard flag="aboutUs" title="محصولات">{() => <AboutSectionList section="products" />}</ContentGuard>;
}

import ContentGuard from '@/components/panel/blog/ContentGuard';
import { AboutItemForm } from '@/components/panel/about/AboutAdmin';

/** /panel/aboutUs/addNewProduct: a new entry of محصولات. */
export default function PanelAddNewProductPage() {
  return <ContentGuard flag="aboutUs" title="محصولات">{() => <AboutItemForm section="products" itemId={null} />}</ContentGuard>;
}

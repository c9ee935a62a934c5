import PanelGuard from '@/components/panel/PanelGuard';
import ContentNav from '@/components/panel/blog/ContentNav';
import { AboutItemForm } from '@/components/panel/about-us/AboutItemForm';

/** /panel/aboutUs/addNewProduct: a new entry of محصولات. */
export default function PanelAddNewProductPage() {
  return (
    <PanelGuard nav={ContentNav} flag="aboutUs" title="محصولات">
      {() => <AboutItemForm section="products" itemId={null} />}
    </PanelGuard>
  );
}

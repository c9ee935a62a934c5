import PanelGuard from '@/components/panel/PanelGuard';
import ContentNav from '@/components/panel/blog/ContentNav';
import { AboutSectionList } from '@/components/panel/about-us/AboutSectionList';

/** /panel/aboutUs/products: محصولات. */
export default function PanelAboutProductsPage() {
  return (
    <PanelGuard nav={ContentNav} flag="aboutUs" title="محصولات">
      {() => <AboutSectionList section="products" />}
    </PanelGuard>
  );
}

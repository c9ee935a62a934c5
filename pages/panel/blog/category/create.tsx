import PanelGuard from '@/components/panel/PanelGuard';
import ContentNav from '@/components/panel/blog/ContentNav';
import { CategoryCreate } from '@/components/panel/blog/CategoryAdmin';

/** /panel/blog/category/create: a new blog category. */
export default function PanelBlogCategoryCreatePage() {
  return (
    <PanelGuard nav={ContentNav} flag="blog" title="دسته‌بندی تازه">
      {() => <CategoryCreate />}
    </PanelGuard>
  );
}

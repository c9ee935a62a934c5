import ContentGuard from '@/components/panel/blog/ContentGuard';
import { CategoryCreate } from '@/components/panel/blog/CategoryAdmin';

/** /panel/blog/category/create: a new blog category. */
export default function PanelBlogCategoryCreatePage() {
  return <ContentGuard flag="blog" title="دسته‌بندی تازه">{() => <CategoryCreate />}</ContentGuard>;
}

import ContentGuard from '@/components/panel/blog/ContentGuard';
import { TopTagsAdmin } from '@/components/panel/tags/TagsAdmin';

/** /panel/topTags: the explore page's top tags. */
export default function PanelTopTagsPage() {
  return <ContentGuard flag="tags" title="برچسب‌های برتر">{() => <TopTagsAdmin />}</ContentGuard>;
}

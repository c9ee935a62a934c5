import ContentGuard from '@/components/panel/blog/ContentGuard';
import { TagsAdmin } from '@/components/panel/tags/TagsAdmin';

/** /panel/tags: tags of member profiles. */
export default function PanelTagsPage() {
  return <ContentGuard flag="tags" title="برچسب‌ها">{() => <TagsAdmin />}</ContentGuard>;
}

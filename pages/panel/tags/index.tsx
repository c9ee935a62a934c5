import PanelGuard from '@/components/panel/PanelGuard';
import ContentNav from '@/components/panel/blog/ContentNav';
import { TagsAdmin } from '@/components/panel/tag/TagsAdmin';

/** /panel/tags: tags of member profiles. */
export default function PanelTagsPage() {
  return (
    <PanelGuard nav={ContentNav} flag="tags" title="برچسب‌ها">
      {() => <TagsAdmin />}
    </PanelGuard>
  );
}

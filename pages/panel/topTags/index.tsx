import PanelGuard from '@/components/panel/PanelGuard';
import ContentNav from '@/components/panel/blog/ContentNav';
import { TopTagsAdmin } from '@/components/panel/tag/TagsAdmin';

/** /panel/topTags: the explore page's top tags. */
export default function PanelTopTagsPage() {
  return (
    <PanelGuard nav={ContentNav} flag="tags" title="برچسب‌های برتر">
      {() => <TopTagsAdmin />}
    </PanelGuard>
  );
}

import PanelGuard from '@/components/panel/PanelGuard';
import OfficeNav from '@/components/panel/OfficeNav';
import { ShortLinkList } from '@/components/panel/short-link/ShortLinks';

/** /panel/shortLink: the chain's short links. */
export default function ShortLinksPage() {
  return (
    <PanelGuard nav={OfficeNav} flag="shortLinks" title="لینک‌های کوتاه">
      {() => <ShortLinkList />}
    </PanelGuard>
  );
}

import { useRouter } from 'next/router';
import PanelGuard from '@/components/panel/PanelGuard';
import OfficeNav from '@/components/panel/OfficeNav';
import { ShortLinkForm } from '@/components/panel/short-link/ShortLinks';

/** /panel/shortLink/shortLinkItem: a new short link, or (?id=) an existing one to edit. */
export default function ShortLinkItemPage() {
  const { query, isReady } = useRouter();
  const id = typeof query.id === 'string' && query.id ? query.id : undefined;
  return (
    <PanelGuard nav={OfficeNav} flag="shortLinks" title="لینک کوتاه" waiting={!isReady}>
      {() => <ShortLinkForm id={id} />}
    </PanelGuard>
  );
}

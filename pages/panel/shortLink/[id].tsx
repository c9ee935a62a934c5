import { useRouter } from 'next/router';
import PanelGuard from '@/components/panel/PanelGuard';
import OfficeNav from '@/components/panel/OfficeNav';
import { ShortLinkDetail } from '@/components/panel/short-link/ShortLinks';

/** /panel/shortLink/{id}: one short link, its counts and the users who came through it. */
export default function ShortLinkPage() {
  const { query, isReady } = useRouter();
  const id = typeof query.id === 'string' ? query.id : '';
  return (
    <PanelGuard nav={OfficeNav} flag="shortLinks" title="لینک کوتاه" waiting={!isReady}>
      {() => <ShortLinkDetail id={id} />}
    </PanelGuard>
  );
}

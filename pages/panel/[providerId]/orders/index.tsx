import Link from 'next/link';
import { useRouter } from 'next/router';
import PanelGuard from '@/components/panel/PanelGuard';
import OrderBoard from '@/components/panel/order/OrderBoard';
import BaristaDisplay from '@/components/panel/order/BaristaDisplay';
import { useProviderQuery } from '@/store/api/menu';

/** /panel/{providerId}/orders: the branch's live order board for its baristas and admins; `?display=1` is the full-screen barista display. */
export default function PanelOrdersPage() {
  const router = useRouter();
  const providerId = typeof router.query.providerId === 'string' ? router.query.providerId : undefined;
  const { data } = useProviderQuery(providerId ?? '', { skip: !providerId });
  const name = data?.provider.name;
  const display = router.query.display === '1';

  return (
    <PanelGuard providerId={providerId} waiting={!providerId} title={name ? `سفارش‌ها · ${name}` : 'سفارش‌ها'} contained={!display}>
      {() =>
        display ? (
          <BaristaDisplay key={providerId} providerId={providerId!} providerName={name} />
        ) : (
          <>
            <Link href={`/panel/${encodeURIComponent(providerId!)}/orders?display=1`} className="btn btn-outline btn-sm" data-testid="open-display" style={{ margin: '12px 16px 0' }}>
              نمایشگر باریستا (تمام صفحه)
            </Link>
            <OrderBoard key={providerId} providerId={providerId!} providerName={name} />
          </>
        )
      }
    </PanelGuard>
  );
}

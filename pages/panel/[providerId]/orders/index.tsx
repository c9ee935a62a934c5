import Link from 'next/link';
import { useRouter } from 'next/router';
import PanelGuard from '@/components/panel/PanelGuard';
import BranchNav from '@/components/panel/BranchNav';
import OrderBoard from '@/components/panel/order/OrderBoard';
import BaristaDisplay from '@/components/panel/order/BaristaDisplay';
import { useProviderQuery } from '@/store/api/menu';
import styles from '@/components/panel/order/BoardPage.module.css';

/** /panel/{providerId}/orders: the branch's live order board for its baristas and admins; `?display=1` is the full-screen barista display. */
export default function PanelOrdersPage() {
  const router = useRouter();
  const providerId = typeof router.query.providerId === 'string' ? router.query.providerId : undefined;
  const { data } = useProviderQuery(providerId ?? '', { skip: !providerId });
  const name = data?.provider.name;
  const display = router.query.display === '1';

  return (
    <PanelGuard
      providerId={providerId}
      waiting={!providerId}
      title={name ? `سفارش‌ها · ${name}` : 'سفارش‌ها'}
      contained={!display}
    >
      {(user) =>
        display ? (
          <BaristaDisplay key={providerId} providerId={providerId!} providerName={name} />
        ) : (
          <>
            {/* The branch's tab bar: the board is where staff land, and the way to the rest of their panel (issue 21 D01). */}
            <div className={styles.nav}>
              <BranchNav user={user} />
            </div>
            <Link
              href={`/panel/${encodeURIComponent(providerId!)}/orders?display=1`}
              className={`btn btn-outline btn-sm ${styles.display}`}
              data-testid="open-display"
            >
              نمایشگر باریستا (تمام صفحه)
            </Link>
            <OrderBoard key={providerId} providerId={providerId!} providerName={name} />
          </>
        )
      }
    </PanelGuard>
  );
}

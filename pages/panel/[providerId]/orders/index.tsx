import Link from 'next/link';
import { useRouter } from 'next/router';
import BranchPanelPage from '@/components/panel/BranchPanelPage';
import BranchNav from '@/components/panel/BranchNav';
import OrderBoard from '@/components/panel/order/OrderBoard';
import BaristaDisplay from '@/components/panel/order/BaristaDisplay';
import TableTabs from '@/components/panel/order/TableTabs';
import styles from '@/components/panel/order/BoardPage.module.css';

/** /panel/{providerId}/orders: the branch's live order board for its baristas and admins; `?display=1` is the full-screen barista display. */
export default function PanelOrdersPage() {
  const display = useRouter().query.display === '1';

  return (
    <BranchPanelPage title="سفارش‌ها" frame="none" nav={false} contained={!display}>
      {({ providerId, user, name }) =>
        display ? (
          <BaristaDisplay key={providerId} providerId={providerId} providerName={name} />
        ) : (
          <>
            {/* The branch's tab bar: the board is where staff land, and the way to the rest of their panel (issue 21 D01). */}
            <div className={styles.nav}>
              <BranchNav user={user} />
            </div>
            <Link
              href={`/panel/${encodeURIComponent(providerId)}/orders?display=1`}
              className={`btn btn-outline btn-sm ${styles.display}`}
              data-testid="open-display"
            >
              نمایشگر باریستا (تمام صفحه)
            </Link>
            <TableTabs key={`tabs-${providerId}`} providerId={providerId} />
            <OrderBoard key={providerId} providerId={providerId} providerName={name} />
          </>
        )
      }
    </BranchPanelPage>
  );
}

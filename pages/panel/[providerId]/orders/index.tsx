import dynamic from 'next/dynamic';
import Link from 'next/link';
import { useRouter } from 'next/router';
import { useEffect } from 'react';
import BranchPanelPage from '@/components/panel/BranchPanelPage';
import BranchNav from '@/components/panel/BranchNav';
import Spinner from '@/components/ui/Spinner';
import styles from '@/components/panel/order/BoardPage.module.css';
import boardStyles from '@/components/panel/order/OrderBoard.module.css';

// Loaded when shown (issue 25: the board's first-load JS): the full-screen display only with ?display=1, the
// table tabs strip (nothing until a table opens a tab) after the board.
const BaristaDisplay = dynamic(() => import('@/components/panel/order/BaristaDisplay'));
const TableTabs = dynamic(() => import('@/components/panel/order/TableTabs'));
// The board itself is shown once the session check says who is signed in (PanelGuard), so it is fetched from
// the first effect on, beside that check, instead of with the page; the same spinner as its list's meanwhile.
const loadBoard = () => import('@/components/panel/order/OrderBoard');
const OrderBoard = dynamic(loadBoard, {
  loading: () => (
    <div className={boardStyles.center}>
      <Spinner label="در حال دریافت سفارش‌ها" />
    </div>
  ),
});

/** /panel/{providerId}/orders: the branch's live order board for its baristas and admins; `?display=1` is the full-screen barista display. */
export default function PanelOrdersPage() {
  const display = useRouter().query.display === '1';
  useEffect(() => {
    if (!display) loadBoard().catch(() => undefined);
  }, [display]);

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

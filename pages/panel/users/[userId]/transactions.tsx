import { useRouter } from 'next/router';
import { useState } from 'react';
import PanelGuard from '@/components/panel/PanelGuard';
import OfficeNav from '@/components/panel/OfficeNav';
import UserTabs from '@/components/panel/users/UserTabs';
import AdminTable, { type Column } from '@/components/ui/AdminTable';
import Notice from '@/components/ui/Notice';
import QueryState from '@/components/ui/QueryState';
import WalletAdjustForm from '@/components/panel/wallet/WalletAdjustForm';
import type { TransactionView } from '@/lib/contracts/wallet';
import { toPersianDigits } from '@/lib/digits';
import { jalaliDateTime } from '@/lib/jalali';
import { formatNumber } from '@/lib/money';
import { useAdminTransactionsQuery } from '@/store/api/wallet';
import styles from '@/components/panel/shared/PanelForm.module.css';

const PAGE_SIZE = 50;

const COLUMNS: Column<TransactionView>[] = [
  { header: 'زمان', cell: (t) => jalaliDateTime(t.createdAt) },
  { header: 'نوع', cell: (t) => t.reasonLabel },
  {
    header: 'مبلغ',
    cell: (t) => (
      <span
        className={t.amount > 0 ? styles.plus : styles.minus}
        dir="ltr"
      >{`${t.amount > 0 ? '+' : '−'}${formatNumber(Math.abs(t.amount))}`}</span>
    ),
  },
  { header: 'مانده', cell: (t) => formatNumber(t.balanceAfter) },
  { header: 'توضیح', cell: (t) => t.description || '—', wrap: true },
  { header: 'توسط', cell: (t) => t.actorName ?? '—' },
];

function Ledger({ userId }: { userId: string }) {
  const [page, setPage] = useState(1);
  const query = useAdminTransactionsQuery({ userId, page }, { refetchOnMountOrArgChange: true });
  return (
    <QueryState query={query}>
      {(data) => (
        <>
          <div className={styles.top}>
            <h1 className={styles.heading}>
              {`تراکنش‌های ${data.user?.name || 'کاربر'}`}{' '}
              {data.user && <span className={`${styles.sub} ${styles.mono}`}>{toPersianDigits(data.user.phone)}</span>}
            </h1>
            <span className={styles.balance} data-testid="admin-wallet">{`${formatNumber(data.wallet)} تومان`}</span>
          </div>
          <WalletAdjustForm userId={userId} userName={data.user?.name ?? ''} />
          <AdminTable
            query={query}
            rows={(d) => d.transactions}
            rowKey={(t) => t._id}
            columns={COLUMNS}
            empty={<Notice>هنوز تراکنشی ثبت نشده است.</Notice>}
            paging={{ page, pageSize: PAGE_SIZE, total: (d) => d.total, onPage: setPage }}
            caption="تراکنش‌های کیف پول"
            testId="admin-transactions"
          />
        </>
      )}
    </QueryState>
  );
}

/** /panel/users/{userId}/transactions: a user's wallet ledger, with charge and discharge (wallet permission). */
export default function UserTransactionsPage() {
  const router = useRouter();
  const userId = typeof router.query.userId === 'string' ? router.query.userId : undefined;
  return (
    <PanelGuard title="تراکنش‌های کاربر" flag="wallet" nav={OfficeNav} waiting={!userId}>
      {(user) => (
        <div className={styles.page}>
          <UserTabs userId={userId!} user={user} />
          <Ledger userId={userId!} />
        </div>
      )}
    </PanelGuard>
  );
}

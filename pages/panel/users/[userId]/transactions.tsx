import { useRouter } from 'next/router';
import { useState } from 'react';
import PanelGuard, { PanelNotice } from '@/components/panel/PanelGuard';
import WalletAdjustForm from '@/components/panel/wallet/WalletAdjustForm';
import Pagination from '@/components/ui/Pagination';
import Spinner from '@/components/ui/Spinner';
import { describeError } from '@/api-client';
import { toPersianDigits } from '@/lib/digits';
import { jalaliDateTime } from '@/lib/jalali';
import { ERRORS } from '@/lib/messages';
import { formatNumber } from '@/lib/money';
import { can } from '@/lib/permissions';
import { useAdminTransactionsQuery } from '@/store/api/money';
import styles from '@/components/panel/wallet/PanelMoney.module.css';

const PAGE_SIZE = 50;

function Ledger({ userId }: { userId: string }) {
  const [page, setPage] = useState(1);
  const { data, error, isFetching } = useAdminTransactionsQuery({ userId, page }, { refetchOnMountOrArgChange: true });
  const pages = Math.max(1, Math.ceil((data?.total ?? 0) / PAGE_SIZE));
  if (error) return <p className={styles.alert}>{describeError(error).message}</p>;
  if (!data) return <Spinner />;
  return (
    <>
      <div className={styles.top}>
        <h1 className={styles.heading}>
          {`تراکنش‌های ${data.user?.name || 'کاربر'}`} {data.user && <span className={`${styles.sub} ${styles.mono}`}>{toPersianDigits(data.user.phone)}</span>}
        </h1>
        <span className={styles.balance} data-testid="admin-wallet">{`${formatNumber(data.wallet)} تومان`}</span>
      </div>
      <WalletAdjustForm userId={userId} userName={data.user?.name ?? ''} />
      <div className={styles.tableWrap}>
        {data.transactions.length === 0 ? (
          <div className={styles.empty}>هنوز تراکنشی ثبت نشده است.</div>
        ) : (
          <table className={styles.table} data-testid="admin-transactions">
            <thead>
              <tr>
                <th scope="col">زمان</th>
                <th scope="col">نوع</th>
                <th scope="col">مبلغ</th>
                <th scope="col">مانده</th>
                <th scope="col">توضیح</th>
                <th scope="col">توسط</th>
              </tr>
            </thead>
            <tbody>
              {data.transactions.map((t) => (
                <tr key={t._id}>
                  <td>{jalaliDateTime(t.createdAt)}</td>
                  <td>{t.reasonLabel}</td>
                  <td className={t.amount > 0 ? styles.plus : styles.minus} dir="ltr">{`${t.amount > 0 ? '+' : '−'}${formatNumber(Math.abs(t.amount))}`}</td>
                  <td>{formatNumber(t.balanceAfter)}</td>
                  <td style={{ whiteSpace: 'normal' }}>{t.description || '—'}</td>
                  <td>{t.actorName ?? '—'}</td>
                </tr>
              ))}
            </tbody>
          </table>
        )}
      </div>
      {pages > 1 && <Pagination page={page} pages={pages} onChange={setPage} disabled={isFetching} />}
    </>
  );
}

/** /panel/users/{userId}/transactions: a user's wallet ledger, with charge and discharge (wallet permission). */
export default function UserTransactionsPage() {
  const router = useRouter();
  const userId = typeof router.query.userId === 'string' ? router.query.userId : undefined;
  return (
    <PanelGuard title="تراکنش‌های کاربر" waiting={!userId}>
      {(user) =>
        can(user, 'wallet') ? (
          <div className={`container ${styles.page}`}>
            <Ledger userId={userId!} />
          </div>
        ) : (
          <div className="container">
            <PanelNotice tone="error">{ERRORS.FORBIDDEN.fa}</PanelNotice>
          </div>
        )
      }
    </PanelGuard>
  );
}

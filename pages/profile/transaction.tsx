import { useState } from 'react';
import MoneyScreen from '@/components/wallet/MoneyScreen';
import TransactionList from '@/components/wallet/TransactionList';
import Pagination from '@/components/ui/Pagination';
import NoResult from '@/components/ui/NoResult';
import Spinner from '@/components/ui/Spinner';
import { describeError } from '@/api-client';
import { formatNumber } from '@/lib/money';
import { useAppSelector } from '@/store';
import { useMyTransactionsQuery } from '@/store/api/wallet';
import styles from '@/components/wallet/Money.module.css';

const PAGE_SIZE = 20;

/** /profile/transaction: my wallet ledger, 20 a page, newest first, with Jalali dates. */
export default function TransactionsPage() {
  const loggedIn = useAppSelector((s) => s.auth.state === 'user');
  const [page, setPage] = useState(1);
  const { data, error, isFetching } = useMyTransactionsQuery(page, {
    skip: !loggedIn,
    refetchOnMountOrArgChange: true,
  });
  const pages = Math.max(1, Math.ceil((data?.total ?? 0) / PAGE_SIZE));
  return (
    <MoneyScreen title="تراکنش‌ها" guestText="برای دیدن تراکنش‌های کیف پول وارد حساب خود شوید.">
      <h1 className={styles.heading}>تراکنش‌های کیف پول</h1>
      {data && <p className={styles.hint}>{`موجودی فعلی: ${formatNumber(data.wallet)} تومان`}</p>}
      {error && (
        <p className="field-error" role="alert">
          {describeError(error).message}
        </p>
      )}
      {!data && !error && (
        <div className={styles.center}>
          <Spinner />
        </div>
      )}
      {data && data.transactions.length === 0 && <NoResult title="هنوز تراکنشی ندارید." />}
      {data && data.transactions.length > 0 && <TransactionList transactions={data.transactions} />}
      {pages > 1 && <Pagination page={page} pages={pages} onChange={setPage} disabled={isFetching} />}
    </MoneyScreen>
  );
}

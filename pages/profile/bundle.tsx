import Link from 'next/link';
import { useState } from 'react';
import MoneyScreen from '@/components/wallet/MoneyScreen';
import Pagination from '@/components/ui/Pagination';
import NoResult from '@/components/ui/NoResult';
import Spinner from '@/components/ui/Spinner';
import type { UserBundleView } from '@/lib/contracts/bundle';
import { toPersianDigits } from '@/lib/digits';
import { jalaliDate } from '@/lib/jalali';
import { formatToman } from '@/lib/money';
import { useAppSelector } from '@/store';
import { useMyBundlesQuery } from '@/store/api/bundle';
import styles from '@/components/wallet/Money.module.css';
import ScanCode from '@/components/ui/ScanCode';

const STATUS: Record<UserBundleView['status'], string> = {
  active: 'فعال',
  expired: 'منقضی شده',
  usedUp: 'استفاده شده',
  awaitingPayment: 'در انتظار پرداخت',
  canceled: 'لغو شده',
};

/** /profile/bundle: the bundles I bought, what is left of each, and until when. */
export default function MyBundlesPage() {
  const loggedIn = useAppSelector((s) => s.auth.state === 'user');
  const [page, setPage] = useState(1);
  const { data, isFetching } = useMyBundlesQuery(page, { skip: !loggedIn, refetchOnMountOrArgChange: true });
  const pages = Math.max(1, Math.ceil((data?.total ?? 0) / 20));
  return (
    <MoneyScreen title="بسته‌های من" guestText="برای دیدن بسته‌های خریداری‌شده وارد حساب خود شوید.">
      <h1 className={styles.heading}>بسته‌های من</h1>
      {!data && (
        <div className={styles.center}>
          <Spinner />
        </div>
      )}
      {data && data.bundles.length === 0 && (
        <NoResult
          title="هنوز بسته‌ای نخریده‌اید."
          action={
            <Link href="/bundle" className="btn btn-primary">
              مشاهده بسته‌ها
            </Link>
          }
        />
      )}
      <ul className={styles.list}>
        {data?.bundles.map((b) => (
          <li
            key={b._id}
            className={`${styles.item} ${b.status === 'active' ? '' : styles.off}`}
            data-testid="my-bundle"
          >
            <div className={styles.itemHead}>
              <h2 className={styles.itemTitle}>{b.title}</h2>
              <span className="badge">{STATUS[b.status]}</span>
            </div>
            <span className={styles.meta}>
              {b.providerName}
              {b.expiresAt ? ` · اعتبار تا ${jalaliDate(b.expiresAt)}` : ''}
              {` · ${formatToman(b.price)}`}
            </span>
            <ul className={styles.parts}>
              {b.items.map((i) => (
                <li key={i.itemId} className={styles.part}>
                  <div className={styles.partRow}>
                    <span>{i.title}</span>
                    <span>{`${toPersianDigits(i.remaining)} از ${toPersianDigits(i.total)} باقی‌مانده`}</span>
                  </div>
                  <div className={styles.bar} role="presentation">
                    <span style={{ width: `${Math.round((i.remaining / i.total) * 100)}%` }} />
                  </div>
                </li>
              ))}
            </ul>
            {b.status === 'active' && <ScanCode kind="bundle" id={b._id} label="کد QR برای استفاده در شعبه" />}
          </li>
        ))}
      </ul>
      {pages > 1 && <Pagination page={page} pages={pages} onChange={setPage} disabled={isFetching} />}
    </MoneyScreen>
  );
}

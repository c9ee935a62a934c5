import Link from 'next/link';
import MoneyScreen from '@/components/wallet/MoneyScreen';
import ChargeForm from '@/components/wallet/ChargeForm';
import Spinner from '@/components/ui/Spinner';
import { useCurrentProviderId } from '@/components/layout/hooks';
import { toPersianDigits } from '@/lib/digits';
import { formatNumber } from '@/lib/money';
import { useAppSelector } from '@/store';
import { useMembershipStatusQuery } from '@/store/api/membership';
import { useWalletBalanceQuery } from '@/store/api/wallet';
import styles from '@/components/wallet/Money.module.css';

function Membership() {
  const { data } = useMembershipStatusQuery(undefined, { refetchOnMountOrArgChange: true });
  if (!data) return null;
  const progress = data.next
    ? Math.min(100, Math.round((data.ordersCount / Math.max(1, data.next.minOrders)) * 100))
    : 100;
  return (
    <section className={`card ${styles.block} ${styles.level}`} aria-labelledby="level-title">
      <h2 id="level-title" className={styles.blockTitle}>
        سطح عضویت
      </h2>
      <div>
        <span className={styles.levelName}>{data.userLevelName ?? '—'}</span>
        {data.discountPercent > 0 && (
          <span className="muted">{` · ${toPersianDigits(data.discountPercent)}٪ تخفیف روی آیتم‌های منتخب`}</span>
        )}
      </div>
      {data.next ? (
        <>
          <div
            className={styles.bar}
            role="progressbar"
            aria-valuemin={0}
            aria-valuemax={100}
            aria-valuenow={progress}
            aria-label="پیشرفت تا سطح بعد"
          >
            <span style={{ width: `${progress}%` }} />
          </div>
          <p
            className={styles.hint}
          >{`${toPersianDigits(data.ordersToNext)} سفارش دیگر تا سطح «${data.next.name}» با ${toPersianDigits(data.next.discountPercent)}٪ تخفیف.`}</p>
        </>
      ) : (
        <p className={styles.hint}>شما در بالاترین سطح باشگاه هستید.</p>
      )}
    </section>
  );
}

/** /profile/wallet: the balance, charging it through the bank, and the way to transactions, bundles and codes. */
export default function WalletPage() {
  const loggedIn = useAppSelector((s) => s.auth.state === 'user');
  const providerId = useCurrentProviderId();
  const { data, isLoading } = useWalletBalanceQuery(undefined, { skip: !loggedIn, refetchOnMountOrArgChange: true });
  return (
    <MoneyScreen title="کیف پول" guestText="برای دیدن و شارژ کیف پول وارد حساب خود شوید.">
      <h1 className={styles.heading}>کیف پول</h1>
      <section className={styles.balance} aria-label="موجودی کیف پول">
        <span className={styles.balanceLabel}>موجودی کیف پول</span>
        <strong className={styles.balanceValue} data-testid="wallet-balance">
          {isLoading || !data ? <Spinner /> : `${formatNumber(data.wallet)} تومان`}
        </strong>
      </section>
      <section className={`card ${styles.block}`} aria-labelledby="charge-title">
        <h2 id="charge-title" className={styles.blockTitle}>
          شارژ کیف پول
        </h2>
        <ChargeForm providerId={providerId} />
      </section>
      <ul className={styles.links}>
        <li>
          <Link href="/profile/transaction">تراکنش‌ها</Link>
        </li>
        <li>
          <Link href="/profile/bundle">بسته‌های من</Link>
        </li>
        <li>
          <Link href="/profile/voucher">کدهای تخفیف من</Link>
        </li>
        <li>
          <Link href="/bundle">خرید بسته</Link>
        </li>
      </ul>
      <Membership />
    </MoneyScreen>
  );
}

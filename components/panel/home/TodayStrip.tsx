import Link from 'next/link';
import { describeError } from '@/api-client';
import { RetryNotice } from '@/components/ui/Notice';
import Spinner from '@/components/ui/Spinner';
import { toPersianDigits } from '@/lib/digits';
import { formatNumber } from '@/lib/money';
import { can, type AccessFlag } from '@/lib/permissions';
import { usePanelTodayQuery } from '@/store/api/users';
import type { AuthUser } from '@/store/slices/authSlice';
import styles from './TodayStrip.module.css';

/** The chain-wide permissions that open the strip. */
const HEAD_OFFICE_FLAGS: AccessFlag[] = ['orders', 'stats', 'support', 'users', 'menu'];

export function isHeadOffice(user: AuthUser): boolean {
  return HEAD_OFFICE_FLAGS.some((f) => can(user, f));
}

const n = (v: number) => toPersianDigits(formatNumber(v));

function Strip() {
  const { data, error, isLoading, isFetching, refetch } = usePanelTodayQuery(undefined, {
    pollingInterval: 60_000,
    refetchOnMountOrArgChange: true,
  });
  if (isLoading) {
    return (
      <div className={styles.center}>
        <Spinner label="در حال دریافت آمار امروز" />
      </div>
    );
  }
  if (!data) {
    return (
      <RetryNotice onRetry={() => void refetch()} busy={isFetching} title="خطا در دریافت آمار امروز">
        {describeError(error).message}
      </RetryNotice>
    );
  }
  return (
    <>
      <ul className={styles.tiles}>
        {data.orders && (
          <>
            <li className={styles.tile} data-testid="today-orders">
              <span className={styles.label}>سفارش‌های فروخته‌شده امروز</span>
              <strong className={styles.value}>{n(data.orders.count)}</strong>
              <span className={styles.hint}>{`${n(data.orders.open)} سفارش در جریان`}</span>
            </li>
            <li className={styles.tile} data-testid="today-revenue">
              <span className={styles.label}>فروش امروز</span>
              <strong className={styles.value}>{`${n(data.orders.revenue)} تومان`}</strong>
              <span className={styles.hint}>همه شعبه‌ها، پول دریافت‌شده؛ بدون لغوشده‌ها و پرداخت‌نشده‌ها</span>
            </li>
          </>
        )}
        {data.tickets && (
          <li className={styles.tile} data-testid="today-tickets">
            <span className={styles.label}>درخواست‌های پشتیبانی باز</span>
            <strong className={styles.value}>{n(data.tickets.open)}</strong>
            <span className={styles.hint}>{`${n(data.tickets.urgent)} مورد فوری`}</span>
          </li>
        )}
        {data.users && (
          <li className={styles.tile} data-testid="today-users">
            <span className={styles.label}>ثبت‌نام امروز</span>
            <strong className={styles.value}>{n(data.users.registeredToday)}</strong>
            <span className={styles.hint}>{`از ${n(data.users.total)} کاربر`}</span>
          </li>
        )}
      </ul>
      {data.orders && data.orders.byBranch.length > 0 && (
        <div className={styles.tableWrap}>
          <table className={styles.table}>
            <caption className="sr-only">سفارش‌ها و فروش امروز هر شعبه</caption>
            <thead>
              <tr>
                <th scope="col">شعبه</th>
                <th scope="col">سفارش</th>
                <th scope="col">فروش (تومان)</th>
              </tr>
            </thead>
            <tbody>
              {data.orders.byBranch.map((b) => (
                <tr key={b.providerId}>
                  <th scope="row">
                    <Link href={`/panel/${encodeURIComponent(b.providerId)}/orders`}>{b.name}</Link>
                  </th>
                  <td>{n(b.count)}</td>
                  <td>{n(b.revenue)}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
      {data.alerts.length > 0 && (
        <ul className={styles.alerts} aria-label="هشدارها" data-testid="today-alerts">
          {data.alerts.map((a) => (
            <li key={a.text}>{a.href ? <Link href={a.href}>{a.text}</Link> : a.text}</li>
          ))}
        </ul>
      )}
    </>
  );
}

/** The head-office home's "today across branches" strip, for staff with a chain-wide permission. */
export default function TodayStrip({ user }: { user: AuthUser }) {
  if (!isHeadOffice(user)) return null;
  return (
    <section className={`container ${styles.wrap}`} aria-labelledby="today-title">
      <h2 id="today-title" className={styles.heading}>
        امروز در همه شعبه‌ها
      </h2>
      <Strip />
    </section>
  );
}

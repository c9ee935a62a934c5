import Link from 'next/link';
import QueryState from '@/components/ui/QueryState';
import { can } from '@/lib/permissions';
import { BRANCH_TOOLS } from '@/lib/panel-nav';
import { toPersianDigits } from '@/lib/digits';
import { takings } from '@/components/panel/shift/format';
import { tehranTime } from '@/lib/jalali';
import { ORDER_STATUS_LABELS } from '@/lib/messages/ui';
import type { AuthUser } from '@/store/slices/authSlice';
import { useProviderOrderCountsQuery } from '@/store/api/order';
import { useBranchTodayQuery, useCurrentShiftQuery } from '@/store/api/shift';
import LowStockNotice from '@/components/panel/menu/LowStockNotice';
import styles from './BranchHome.module.css';

const OPEN = ['new', 'accepted', 'preparing', 'ready'] as const;

/** A branch's home: today's orders and takings, orders waiting on the board, the open shift and the branch's tools. */
export default function BranchHome({ providerId, user }: { providerId: string; user: AuthUser }) {
  const today = useBranchTodayQuery(providerId, { pollingInterval: 60_000, refetchOnMountOrArgChange: true });
  const counts = useProviderOrderCountsQuery(providerId, { pollingInterval: 30_000, refetchOnMountOrArgChange: true });
  const mayShift = can(user, 'shifts', providerId);
  const shift = useCurrentShiftQuery(providerId, { skip: !mayShift, refetchOnMountOrArgChange: true });
  const base = `/panel/${encodeURIComponent(providerId)}`;
  const tools = BRANCH_TOOLS.filter((t) => t.path !== 'branchPanel' && can(user, t.flag, providerId));

  return (
    <div className={styles.grid}>
      {can(user, 'menu', providerId) && <LowStockNotice providerId={providerId} />}
      <section className={`card ${styles.card}`} aria-labelledby="today-title">
        <h2 id="today-title" className={styles.title}>
          امروز
        </h2>
        <QueryState query={today}>
          {({ today: t }) => (
            <>
              <dl className={styles.stats}>
                <div>
                  <dt>سفارش‌های پرداخت‌شده</dt>
                  <dd data-testid="today-orders">{toPersianDigits(t.orders)}</dd>
                </div>
                <div>
                  <dt>جمع دریافتی</dt>
                  <dd data-testid="today-revenue">{takings(t.total)}</dd>
                </div>
              </dl>
              {t.takings.length > 0 && (
                <ul className={styles.list} aria-label="دریافتی به تفکیک روش پرداخت">
                  {t.takings.map((x) => (
                    <li key={x.key}>
                      <span>{x.title}</span>
                      <span>{takings(x.amount)}</span>
                    </li>
                  ))}
                </ul>
              )}
            </>
          )}
        </QueryState>
      </section>

      <section className={`card ${styles.card}`} aria-labelledby="open-orders-title">
        <h2 id="open-orders-title" className={styles.title}>
          سفارش‌های در جریان
        </h2>
        <QueryState query={counts}>
          {(c) => (
            <ul className={styles.list}>
              {OPEN.map((s) => (
                <li key={s}>
                  <Link href={`${base}/orders?status=${s}`}>{ORDER_STATUS_LABELS[s]}</Link>
                  <span className={styles.count}>{toPersianDigits(c[s] ?? 0)}</span>
                </li>
              ))}
            </ul>
          )}
        </QueryState>
        <Link href={`${base}/orders`} className="btn btn-primary">
          تابلوی سفارش‌ها
        </Link>
      </section>

      {mayShift && (
        <section className={`card ${styles.card}`} aria-labelledby="shift-title">
          <h2 id="shift-title" className={styles.title}>
            شیفت
          </h2>
          <QueryState query={shift}>
            {(d) =>
              d.shift ? (
                <p className={styles.ok} data-testid="home-shift">
                  شیفت باز از ساعت {tehranTime(d.shift.startedAt)} توسط {d.shift.startedBy.name} —{' '}
                  {toPersianDigits(d.shift.report.orders)} سفارش، {takings(d.shift.report.total)}
                </p>
              ) : (
                <p className={styles.muted} data-testid="home-shift">
                  شیفتی باز نیست.
                </p>
              )
            }
          </QueryState>
          <Link href={`${base}/shift`} className="btn btn-outline">
            {shift.data?.shift ? 'گزارش و بستن شیفت' : 'شروع شیفت'}
          </Link>
        </section>
      )}

      <nav className={`card ${styles.card}`} aria-labelledby="tools-title">
        <h2 id="tools-title" className={styles.title}>
          ابزارهای شعبه
        </h2>
        <ul className={styles.tools}>
          {tools.map((t) => (
            <li key={t.path}>
              <Link href={`${base}/${t.path}`} className="btn btn-outline btn-block">
                {t.label}
              </Link>
            </li>
          ))}
        </ul>
      </nav>
    </div>
  );
}

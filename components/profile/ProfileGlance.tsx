import Link from 'next/link';
import { useMyOrdersQuery } from '@/store/api/order';
import { useMyBundlesQuery } from '@/store/api/bundle';
import { useMyVouchersQuery } from '@/store/api/voucher';
import { useMyTicketsQuery } from '@/store/api/ticket';
import { DEFAULT_MINE_FILTERS } from '@/store/slices/ticketsSlice';
import { jalaliDate } from '@/lib/jalali';
import { toPersianDigits } from '@/lib/digits';
import { formatToman } from '@/lib/money';
import StatusBadge from '@/components/order/StatusBadge';
import Spinner from '@/components/ui/Spinner';
import styles from './ProfileGlance.module.css';

/** A count that links to its own page; hidden when its list cannot be read (nothing made up). */
function Slot({
  href,
  label,
  total,
  loading,
  failed,
  testId,
}: {
  href: string;
  label: string;
  total: number | undefined;
  loading: boolean;
  failed: boolean;
  testId: string;
}) {
  if (failed) return null;
  return (
    <li>
      <Link href={href} className={styles.slot} data-testid={testId}>
        <span className={styles.slotLabel}>{label}</span>
        <strong className={styles.slotValue}>{loading || total === undefined ? '…' : toPersianDigits(total)}</strong>
      </Link>
    </li>
  );
}

/**
 * /profile at a glance: the latest orders, and how many bundles, discount codes and support tickets
 * the member has, each read from its own list (its `total`) and linking to its page.
 */
export default function ProfileGlance() {
  const orders = useMyOrdersQuery({ page: 1 }, { refetchOnMountOrArgChange: true });
  const bundles = useMyBundlesQuery(1);
  const vouchers = useMyVouchersQuery(1);
  const tickets = useMyTicketsQuery(DEFAULT_MINE_FILTERS);
  const recent = orders.data?.orders.slice(0, 3) ?? [];

  return (
    <>
      <ul className={styles.slots} aria-label="خلاصه حساب">
        <Slot
          href="/profile/bundle"
          label="بسته‌های من"
          total={bundles.data?.total}
          loading={bundles.isLoading}
          failed={bundles.isError}
          testId="glance-bundles"
        />
        <Slot
          href="/profile-voucher"
          label="کدهای تخفیف من"
          total={vouchers.data?.total}
          loading={vouchers.isLoading}
          failed={vouchers.isError}
          testId="glance-vouchers"
        />
        <Slot
          href="/userTicket"
          label="درخواست‌های پشتیبانی"
          total={tickets.data?.total}
          loading={tickets.isLoading}
          failed={tickets.isError}
          testId="glance-tickets"
        />
      </ul>

      <section aria-labelledby="glance-orders" className={styles.orders}>
        <div className={styles.head}>
          <h2 id="glance-orders" className={styles.title}>
            آخرین سفارش‌ها
          </h2>
          <Link href="/previousOrders" className="btn btn-ghost btn-sm">
            همه سفارش‌ها
          </Link>
        </div>
        {orders.isLoading ? (
          <Spinner />
        ) : orders.isError ? (
          <p className="muted">
            خطا در دریافت سفارش‌ها.{' '}
            <button type="button" className="btn btn-ghost btn-sm" onClick={() => orders.refetch()}>
              تلاش دوباره
            </button>
          </p>
        ) : recent.length === 0 ? (
          <p className="muted">هنوز سفارشی ثبت نکرده‌اید.</p>
        ) : (
          <ul className={styles.list} data-testid="glance-orders">
            {recent.map((o) => (
              <li key={o._id}>
                <Link href={`/orderTracking/${o._id}`} className={styles.order}>
                  <span className={styles.orderMain}>
                    <strong>{`${o.providerName} · سفارش ${toPersianDigits(o.number)}`}</strong>
                    <small className="muted">{`${jalaliDate(o.createdAt)} · ${formatToman(o.totalPrice)}`}</small>
                  </span>
                  <StatusBadge status={o.status} testId="glance-order-status" />
                </Link>
              </li>
            ))}
          </ul>
        )}
      </section>
    </>
  );
}

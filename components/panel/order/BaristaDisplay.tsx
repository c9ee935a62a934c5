import Link from 'next/link';
import { useEffect, useState } from 'react';
import Spinner from '@/components/ui/Spinner';
import { describeError } from '@/api-client';
import type { OrderStatus, OrderView } from '@/lib/contracts/order';
import { toPersianDigits } from '@/lib/digits';
import { ORDER_STATUS_LABELS } from '@/lib/messages/ui';
import { useEventSourceState } from '@/lib/client/eventSource';
import {
  branchOrdersUrl,
  useChangeOrderStatusMutation,
  useProviderOrdersQuery,
  type OrderListArgs,
} from '@/store/api/order';
import { ageMinutes, orderNumber, orderPlace, useNow } from './format';
import styles from './BaristaDisplay.module.css';

/** The statuses the bar is working on, in the order an order moves through them, and each one's next step. */
const OPEN: { status: OrderStatus; next: OrderStatus; action: string }[] = [
  { status: 'new', next: 'accepted', action: 'تایید سفارش' },
  { status: 'accepted', next: 'preparing', action: 'شروع آماده‌سازی' },
  { status: 'preparing', next: 'ready', action: 'آماده شد' },
  { status: 'ready', next: 'delivered', action: 'تحویل داده شد' },
];

/** Colour by how long the order has waited: fresh, getting long (5+ min), late (10+ min). */
function ageClass(minutes: number): string {
  if (minutes >= 10) return styles.late;
  if (minutes >= 5) return styles.waiting;
  return styles.fresh;
}

function ageText(minutes: number): string {
  return minutes < 1 ? 'همین حالا' : `${toPersianDigits(minutes)} دقیقه`;
}

function Card({
  order,
  now,
  step,
  listArgs,
}: {
  order: OrderView;
  now: number;
  step: (typeof OPEN)[number];
  listArgs: OrderListArgs;
}) {
  const [change, state] = useChangeOrderStatusMutation();
  const [error, setError] = useState('');
  const minutes = ageMinutes(order.createdAt, now);
  return (
    <article
      className={`${styles.card} ${ageClass(minutes)}`}
      data-testid="display-card"
      data-order={order._id}
      aria-label={`سفارش ${orderNumber(order.number)}`}
    >
      <header className={styles.cardHead}>
        <span className={styles.number}>{orderNumber(order.number)}</span>
        <span className={styles.place}>{orderPlace(order)}</span>
        <span className={styles.age} title="زمان از ثبت سفارش">
          {ageText(minutes)}
        </span>
      </header>
      <ul className={styles.items}>
        {order.items.map((l) => (
          <li key={l._id}>
            <span className={styles.count}>{toPersianDigits(l.count)}×</span> {l.title}
          </li>
        ))}
      </ul>
      {order.description && <p className={styles.note}>یادداشت: {order.description}</p>}
      <p className={styles.customer}>
        {order.customerName}
        {!order.paid && <span className={styles.unpaid}> · پرداخت در محل (پرداخت نشده)</span>}
      </p>
      {error && (
        <p className={styles.error} role="alert">
          {error}
        </p>
      )}
      <button
        type="button"
        className={styles.next}
        disabled={state.isLoading}
        onClick={async () => {
          setError('');
          try {
            await change({ orderId: order._id, status: step.next, listArgs }).unwrap();
          } catch (err) {
            setError(describeError(err).message || 'خطا در تغییر وضعیت سفارش');
          }
        }}
      >
        {step.action}
      </button>
    </article>
  );
}

function Column({ providerId, step, now }: { providerId: string; step: (typeof OPEN)[number]; now: number }) {
  const listArgs: OrderListArgs = { providerId, page: 1, status: step.status };
  const list = useProviderOrdersQuery(listArgs, { refetchOnMountOrArgChange: 30, pollingInterval: 60_000 });
  // Oldest first: the order that has waited longest is the next to make.
  const orders = [...(list.data?.orders ?? [])].sort((a, b) => a.createdAt.localeCompare(b.createdAt));
  return (
    <section
      className={styles.column}
      aria-labelledby={`col-${step.status}`}
      data-testid={`display-col-${step.status}`}
    >
      <h2 id={`col-${step.status}`} className={styles.colTitle}>
        {ORDER_STATUS_LABELS[step.status]}{' '}
        <span className={styles.colCount}>{toPersianDigits(list.data?.total ?? 0)}</span>
      </h2>
      {list.isLoading ? (
        <Spinner label="در حال دریافت سفارش‌ها" />
      ) : list.error && !list.data ? (
        <p className={styles.error} role="alert">
          {describeError(list.error).message}
          <button type="button" className={styles.retry} onClick={() => list.refetch()}>
            تلاش دوباره
          </button>
        </p>
      ) : orders.length === 0 ? (
        <p className={styles.empty}>سفارشی نیست.</p>
      ) : (
        orders.map((o) => <Card key={o._id} order={o} now={now} step={step} listArgs={listArgs} />)
      )}
    </section>
  );
}

/**
 * The full-screen barista display (/panel/{providerId}/orders?display=1): open orders in one column
 * per status, oldest first, each card with its wait (coloured by age), table or take-away, items and
 * notes, and one large button for its next step. Kept live by the board's feed (each column's cached
 * page places new and changed orders itself); laid out for a tablet in landscape.
 */
export default function BaristaDisplay({ providerId, providerName }: { providerId: string; providerName?: string }) {
  const now = useNow(15_000);
  // The columns' cached pages follow the branch's one shared stream; this only shows its state.
  const stream = useEventSourceState(branchOrdersUrl(providerId));
  const [full, setFull] = useState(false);
  useEffect(() => {
    const on = () => setFull(Boolean(document.fullscreenElement));
    document.addEventListener('fullscreenchange', on);
    return () => document.removeEventListener('fullscreenchange', on);
  }, []);
  return (
    <div className={styles.display} data-testid="barista-display">
      <div className={styles.bar}>
        <h1 className={styles.title}>
          سفارش‌های باز {providerName && <span className={styles.branch}>{providerName}</span>}
        </h1>
        <span className={styles.live} role="status" data-state={stream}>
          {stream === 'live' ? 'زنده' : 'در حال اتصال…'}
        </span>
        <div className={styles.tools}>
          <button
            type="button"
            className={styles.tool}
            onClick={() =>
              (full ? document.exitFullscreen() : document.documentElement.requestFullscreen?.())?.catch(
                () => undefined,
              )
            }
          >
            {full ? 'خروج از تمام صفحه' : 'تمام صفحه'}
          </button>
          <Link href={`/panel/${encodeURIComponent(providerId)}/orders`} className={styles.tool}>
            بازگشت به تابلو
          </Link>
        </div>
      </div>
      <div className={styles.columns}>
        {OPEN.map((step) => (
          <Column key={step.status} providerId={providerId} step={step} now={now} />
        ))}
      </div>
    </div>
  );
}

import Link from 'next/link';
import type { ReactNode } from 'react';
import type { OrderView } from '@/lib/contracts/order';
import { toPersianDigits } from '@/lib/digits';
import { jalaliDateTime } from '@/lib/jalali';
import LiveIndicator from './LiveIndicator';
import RefundNote from './RefundNote';
import { paymentState } from './priceRows';
import styles from './OrderTracking.module.css';

type Live = Parameters<typeof LiveIndicator>[0]['state'];

/**
 * The head of /orderTracking/{orderId}, for an order and a room or desk booking alike: the title with
 * the number, whether the live stream is connected, and the status row with the screen's own badge.
 */
export default function TrackingHead({
  id,
  noun,
  number,
  live,
  badge,
}: {
  /** The title's id (the section's aria-labelledby). */
  id: string;
  /** «سفارش» or «رزرو». */
  noun: string;
  number: number;
  live: Live;
  badge: ReactNode;
}) {
  return (
    <>
      <div className={styles.head}>
        <h1 id={id} className={styles.title}>
          {noun} شماره <span data-testid="order-number">{toPersianDigits(number)}</span>
        </h1>
        <LiveIndicator state={live} />
      </div>
      <div className={styles.statusRow}>
        <span className="muted">وضعیت:</span>
        <span aria-live="polite">{badge}</span>
      </div>
    </>
  );
}

/** The fact naming the branch, linking to its menu (or workspace). */
export function BranchFact({ order, href }: { order: OrderView; href: string }) {
  return (
    <div>
      <dt>شعبه</dt>
      <dd>
        <Link href={href} className={styles.link}>
          {order.providerName}
        </Link>
      </dd>
    </div>
  );
}

/** The fact of how it is paid and whether it is (`unpaidText` replaces the «not paid» badge, e.g. a booking paid on arrival). */
export function PaymentFact({ order, unpaidText }: { order: OrderView; unpaidText?: string }) {
  const pay = paymentState(order);
  return (
    <div>
      <dt>روش پرداخت</dt>
      <dd className={styles.pay}>
        {pay.method}
        <span
          className={`${styles.paid} ${pay.tone === 'unpaid' ? styles.unpaid : styles.isPaid}`}
          data-testid="order-paid"
          data-tone={pay.tone}
        >
          {pay.tone === 'unpaid' && unpaidText ? unpaidText : pay.badge}
        </span>
        <RefundNote order={order} />
      </dd>
    </div>
  );
}

/** The fact of when it was placed. */
export function CreatedFact({ order }: { order: OrderView }) {
  return (
    <div>
      <dt>زمان ثبت</dt>
      <dd>{jalaliDateTime(order.createdAt)}</dd>
    </div>
  );
}

/** The customer's note under the facts, when there is one. */
export function OrderNote({ order }: { order: OrderView }) {
  if (!order.description) return null;
  return (
    <div className={styles.description}>
      <div className="muted">توضیحات</div>
      <p>{order.description}</p>
    </div>
  );
}

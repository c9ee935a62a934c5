import Link from 'next/link';
import type { OrderView } from '@/lib/contracts/order';
import { toPersianDigits } from '@/lib/digits';
import { jalaliDateTime } from '@/lib/jalali';
import { formatToman } from '@/lib/money';
import { ORDER_TYPE_LABELS } from '@/lib/messages/ui';
import StatusBadge from './StatusBadge';
import { CancelReasonLine } from './CancelReasonFact';
import styles from './OrderCard.module.css';

/** «لاته × ۲، V60 × ۱»: each name isolated, so a Latin name keeps its count beside it (D20). */
function summary(order: OrderView) {
  return order.items.map((l, i) => (
    <span key={l._id ?? i}>
      {i > 0 && '، '}
      <bdi>{l.title}</bdi>
      {` × ${toPersianDigits(l.count)}`}
    </span>
  ));
}

/** One past order in the list: branch, date, status, total and what was in it; opens its tracking page. */
export default function OrderCard({ order }: { order: OrderView }) {
  return (
    <li>
      <Link href={`/orderTracking/${order._id}`} className={`card ${styles.card}`} data-testid="order-card">
        <div className={styles.top}>
          <div className={styles.branch}>{order.providerName}</div>
          <StatusBadge status={order.status} />
        </div>
        <div className={styles.meta}>
          <span>سفارش {toPersianDigits(order.number)}</span>
          <span aria-hidden="true">·</span>
          <span>{ORDER_TYPE_LABELS[order.orderType] ?? order.orderType}</span>
          <span aria-hidden="true">·</span>
          <time dateTime={order.createdAt}>{jalaliDateTime(order.createdAt)}</time>
          {order.gift && (
            <>
              <span aria-hidden="true">·</span>
              <span data-testid="order-card-gift">{order.gift.toMe ? 'هدیه دریافتی' : 'هدیه ارسالی'}</span>
            </>
          )}
        </div>
        <p className={styles.items}>{summary(order)}</p>
        <CancelReasonLine order={order} className={styles.items} />
        <div className={styles.bottom}>
          <strong>{formatToman(order.totalPrice)}</strong>
          <span className={styles.more}>
            جزئیات و پیگیری
            <svg viewBox="0 0 24 24" width="16" height="16" aria-hidden="true">
              <path
                d="M15 6l-6 6 6 6"
                fill="none"
                stroke="currentColor"
                strokeWidth="2"
                strokeLinecap="round"
                strokeLinejoin="round"
              />
            </svg>
          </span>
        </div>
      </Link>
    </li>
  );
}

/** The grey outline of a card while the list loads. */
export function OrderCardSkeleton() {
  return (
    <li aria-hidden="true">
      <div className={`card ${styles.card} ${styles.skeleton}`}>
        <div className={styles.top}>
          <span className={styles.bone} style={{ width: '45%' }} />
          <span className={styles.bone} style={{ width: 70 }} />
        </div>
        <span className={styles.bone} style={{ width: '60%' }} />
        <span className={styles.bone} style={{ width: '80%' }} />
        <span className={styles.bone} style={{ width: 90 }} />
      </div>
    </li>
  );
}

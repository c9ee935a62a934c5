import LineChoice from '@/components/order/LineChoice';
import { optionsText } from '@/lib/item-options';
import Link from 'next/link';
import type { OrderView } from '@/lib/contracts/order';
import type { OrderListArgs } from '@/store/api/order';
import { toPersianDigits } from '@/lib/digits';
import { formatToman } from '@/lib/money';
import { ageMinutes, orderNumber, orderPlace, orderStamp, relativeAge } from './format';
import PaidBadge from './PaidBadge';
import { paymentState } from '@/components/order/priceRows';
import GiftTag, { staffCustomerName } from './GiftTag';
import { DeliveryLine } from '@/components/order/DeliveryFact';
import { CancelReasonLine } from '@/components/order/CancelReasonFact';
import StatusActions, { useOrderStatusChange } from './StatusActions';
import StatusBadge from '@/components/order/StatusBadge';
import styles from './OrderCard.module.css';

/** Orders still waiting on the bar after this many minutes get a warning colour on their age. */
const LATE_MINUTES = 15;

export function orderHref(providerId: string, orderId: string) {
  return `/panel/${providerId}/orders/${orderId}`;
}

export function printHref(providerId: string, orderId: string) {
  return `/panel/${providerId}/printInvoice?orderId=${encodeURIComponent(orderId)}`;
}

interface Props {
  order: OrderView;
  /** The list page on screen, so a status change patches (and on failure restores) it. */
  listArgs: OrderListArgs;
  now: number;
  /** Just arrived through the live feed: briefly highlighted. */
  fresh?: boolean;
}

/** One order on the board, as the barista needs it at the counter. */
export default function OrderCard({ order, listArgs, now, fresh = false }: Props) {
  const change = useOrderStatusChange(order, listArgs);
  const status = change.displayStatus;
  const open = status === 'new' || status === 'accepted' || status === 'preparing';
  const late = open && ageMinutes(order.createdAt, now) >= LATE_MINUTES;
  const itemCount = order.items.reduce((n, l) => n + l.count, 0);
  const headingId = `order-${order._id}-title`;
  const stamp = orderStamp(order.createdAt, now, status === 'delivered' || status === 'canceled');

  return (
    <article
      className={`${styles.card} ${styles[`s_${status}`] ?? ''} ${fresh ? styles.fresh : ''}`}
      data-testid="panel-order"
      data-order-id={order._id}
      data-status={status}
      data-fresh={fresh || undefined}
      aria-labelledby={headingId}
    >
      <header className={styles.head}>
        <h2 className={styles.numberWrap} id={headingId}>
          <Link href={orderHref(listArgs.providerId, order._id)} className={styles.number} data-testid="order-number">
            <span className="sr-only">سفارش </span>
            {orderNumber(order.number)}
          </Link>
        </h2>
        <div className={styles.when}>
          <time
            dateTime={order.createdAt}
            className={styles.time}
            data-testid="order-stamp"
            data-dated={stamp.dated || undefined}
          >
            {stamp.text}
          </time>
          <span className={`${styles.age} ${late ? styles.late : ''}`}>{relativeAge(order.createdAt, now)}</span>
        </div>
        <StatusBadge status={status} className={styles.status} />
      </header>

      <div className={styles.meta}>
        <span className={styles.place}>{orderPlace(order)}</span>
        {staffCustomerName(order) && <span className={styles.customer}>{staffCustomerName(order)}</span>}
        <GiftTag order={order} />
      </div>

      <ul className={styles.lines} aria-label={`${toPersianDigits(itemCount)} قلم`}>
        {order.items.map((line) => (
          <li key={line._id} className={styles.line}>
            <span className={styles.count}>{toPersianDigits(line.count)}×</span>
            <span className={styles.title}>
              {line.title}
              <LineChoice options={optionsText(line.options)} note={line.note} />
            </span>
          </li>
        ))}
      </ul>

      <DeliveryLine order={order} className={styles.note} />
      <CancelReasonLine order={order} className={styles.note} />
      {order.description && (
        <p className={styles.note}>
          <span className={styles.noteLabel}>توضیحات: </span>
          {order.description}
        </p>
      )}

      <div className={styles.money}>
        <strong className={styles.total}>{formatToman(order.totalPrice)}</strong>
        <span className={styles.payment}>{paymentState(order).method}</span>
        <PaidBadge order={order} />
      </div>

      <StatusActions order={order} change={change} />

      <footer className={styles.foot}>
        <Link href={orderHref(listArgs.providerId, order._id)} className={styles.footLink}>
          جزئیات سفارش
        </Link>
        <a
          href={printHref(listArgs.providerId, order._id)}
          target="_blank"
          rel="noopener"
          className={styles.footLink}
          data-testid="print-invoice-link"
        >
          چاپ فاکتور
          <span className="sr-only"> (در برگه جدید)</span>
        </a>
      </footer>
    </article>
  );
}

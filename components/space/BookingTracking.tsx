import Link from 'next/link';
import type { OrderView } from '@/lib/contracts/order';
import type { ReservationView } from '@/lib/contracts/space/booking';
import { toPersianDigits } from '@/lib/digits';
import { jalaliDate, jalaliDateTime, tehranDayStart } from '@/lib/jalali';
import { formatToman } from '@/lib/money';
import { spaceItemLabel } from '@/lib/messages/space';
import ScanCode from '@/components/ui/ScanCode';
import LiveIndicator from '@/components/order/LiveIndicator';
import RefundNote from '@/components/order/RefundNote';
import CancelReasonFact from '@/components/order/CancelReasonFact';
import { paymentState } from '@/components/order/priceRows';
import styles from '@/components/order/OrderTracking.module.css';
import BookingStatusBadge from './BookingStatusBadge';
import { ReservationCancel } from './ReservationInfo';
import { hourRange } from './hours';

type Live = Parameters<typeof LiveIndicator>[0]['state'];

/** The day in words: «۵ آذر ۱۴۰۵». */
const dayText = (iso: string) => {
  const start = tehranDayStart(iso);
  return start ? jalaliDate(start) : iso;
};

/**
 * /orderTracking/{orderId} of a room or desk booking (issue 21 D18): the day, the hours as a range,
 * the room and the branch, how it is paid, the QR staff scan to check the customer in, and one
 * cancel button (the booking's, under the branch's cut-off) — no cafe steps, hall or «× ۲».
 */
export default function BookingTracking({
  order,
  reservation: r,
  live,
}: {
  order: OrderView;
  reservation: ReservationView;
  live: Live;
}) {
  const pay = paymentState(order);
  const hours = r.startingHour !== null && r.endingHour !== null ? r.endingHour - r.startingHour : null;
  const open = order.status !== 'delivered' && order.status !== 'canceled' && order.status !== 'awaitingPayment';
  return (
    <div className={styles.layout} data-testid="booking-tracking">
      <section className={`card ${styles.block}`} aria-labelledby="booking-title">
        <div className={styles.head}>
          <h1 id="booking-title" className={styles.title}>
            رزرو شماره <span data-testid="order-number">{toPersianDigits(order.number)}</span>
          </h1>
          <LiveIndicator state={live} />
        </div>
        <div className={styles.statusRow}>
          <span className="muted">وضعیت:</span>
          <span aria-live="polite">
            <BookingStatusBadge status={order.status} testId="order-status" />
          </span>
        </div>
        <dl className={styles.facts}>
          <div>
            <dt>فضا</dt>
            <dd data-testid="booking-item">{spaceItemLabel({ title: r.itemTitle, spaceType: r.spaceType })}</dd>
          </div>
          <div>
            <dt>روز</dt>
            <dd data-testid="booking-day">{dayText(r.date)}</dd>
          </div>
          <div>
            <dt>ساعت</dt>
            <dd data-testid="booking-hours">
              {hours !== null
                ? `${hourRange(r.startingHour!, r.endingHour!)} (${toPersianDigits(hours)} ساعت)`
                : 'تمام روز'}
            </dd>
          </div>
          <div>
            <dt>شعبه</dt>
            <dd>
              <Link href={`/menu/workspace/${encodeURIComponent(order.providerId)}`} className={styles.link}>
                {order.providerName}
              </Link>
            </dd>
          </div>
          <div>
            <dt>مبلغ</dt>
            <dd>{formatToman(order.totalPrice)}</dd>
          </div>
          <div>
            <dt>روش پرداخت</dt>
            <dd className={styles.pay}>
              {pay.method}
              <span
                className={`${styles.paid} ${pay.tone === 'unpaid' ? styles.unpaid : styles.isPaid}`}
                data-testid="order-paid"
                data-tone={pay.tone}
              >
                {pay.tone === 'unpaid' && order.paymentBy === 'pos' ? 'هنگام ورود' : pay.badge}
              </span>
              <RefundNote order={order} />
            </dd>
          </div>
          <div>
            <dt>زمان ثبت</dt>
            <dd>{jalaliDateTime(order.createdAt)}</dd>
          </div>
          <CancelReasonFact order={order} />
        </dl>
        {order.description && (
          <div className={styles.description}>
            <div className="muted">توضیحات</div>
            <p>{order.description}</p>
          </div>
        )}
        <ReservationCancel reservation={r} />
      </section>
      {open && (
        <section className={`card ${styles.block}`} aria-label="کد ورود">
          <p className="muted" style={{ margin: 0 }}>
            هنگام ورود، این کد را به کارکنان شعبه نشان دهید.
          </p>
          <ScanCode kind="order" id={order._id} label="کد QR ورود" />
        </section>
      )}
      <div className={styles.actions}>
        <Link href={`/menu/workspace/${encodeURIComponent(order.providerId)}`} className="btn btn-primary">
          بازگشت به فضای کار
        </Link>
        <Link href="/previousOrders" className="btn btn-outline">
          ماجراهای پیشین
        </Link>
      </div>
    </div>
  );
}

import Link from 'next/link';
import type { OrderView } from '@/lib/contracts/order';
import type { ReservationView } from '@/lib/contracts/space/booking';
import { toPersianDigits } from '@/lib/digits';
import { jalaliDate, tehranDayStart } from '@/lib/jalali';
import { formatToman } from '@/lib/money';
import { spaceItemLabel } from '@/lib/messages/space';
import CheckinCode from './CheckinCode';
import type LiveIndicator from '@/components/order/LiveIndicator';
import TrackingHead, { BranchFact, CreatedFact, OrderNote, PaymentFact } from '@/components/order/TrackingHead';
import CancelReasonFact from '@/components/order/CancelReasonFact';
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
  const hours = r.startingHour !== null && r.endingHour !== null ? r.endingHour - r.startingHour : null;
  const open = order.status !== 'delivered' && order.status !== 'canceled' && order.status !== 'awaitingPayment';
  return (
    <div className={styles.layout} data-testid="booking-tracking">
      <section className={`card ${styles.block}`} aria-labelledby="booking-title">
        <TrackingHead
          id="booking-title"
          noun="رزرو"
          number={order.number}
          live={live}
          badge={<BookingStatusBadge status={order.status} testId="order-status" />}
        />
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
          <BranchFact order={order} href={`/menu/workspace/${encodeURIComponent(order.providerId)}`} />
          <div>
            <dt>مبلغ</dt>
            <dd>{formatToman(order.totalPrice)}</dd>
          </div>
          <PaymentFact order={order} unpaidText={order.paymentBy === 'pos' ? 'هنگام ورود' : undefined} />
          <CreatedFact order={order} />
          <CancelReasonFact order={order} />
        </dl>
        <OrderNote order={order} />
        <ReservationCancel reservation={r} />
      </section>
      {open && (
        <section className={`card ${styles.block}`} aria-label="کد ورود">
          <CheckinCode orderId={order._id} />
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

import { useState } from 'react';
import { describeError } from '@/api-client';
import type { OrderView } from '@/lib/contracts/order';
import type { ReservationView } from '@/lib/contracts/space/booking';
import { formatToman } from '@/lib/money';
import { usePaymentMethodsQuery } from '@/store/api/order';
import { useCheckInReservationMutation } from '@/store/api/space';
import Spinner from '@/components/ui/Spinner';
import alert from '@/components/ui/Alert.module.css';
import styles from '@/components/panel/order/StatusActions.module.css';

type Booking = Pick<ReservationView, 'orderId' | 'providerId' | 'paid' | 'paymentBy' | 'totalPrice'>;

/**
 * Checks a customer in for a booking (the scanner and the reservations list). A pay-on-site booking
 * not yet paid asks how it was paid: staff pick the method, then confirm; the payment is recorded
 * with the check-in (issue 21 D05).
 */
export default function CheckInAction({ booking, onDone }: { booking: Booking; onDone?: (order: OrderView) => void }) {
  const needsPayment = !booking.paid && booking.paymentBy === 'pos';
  const methods = usePaymentMethodsQuery(booking.providerId, { skip: !needsPayment });
  const active = (methods.data?.paymentMethods ?? []).filter((m) => m.active !== false);
  const [picked, setPicked] = useState<string | null>(null);
  const [open, setOpen] = useState(false);
  const [checkIn, state] = useCheckInReservationMutation();
  const send = () =>
    checkIn({ orderId: booking.orderId, paymentMethodId: needsPayment ? picked : null })
      .unwrap()
      .then((r) => onDone?.(r.order))
      .catch(() => undefined);

  if (!open)
    return (
      <button
        type="button"
        className="btn btn-primary btn-sm"
        onClick={() => (needsPayment ? setOpen(true) : void send())}
        disabled={state.isLoading}
        data-testid="checkin-start"
      >
        ثبت ورود
      </button>
    );
  return (
    <fieldset className={styles.picker} data-testid="checkin-picker">
      <legend className={styles.legend}>{`مشتری ${formatToman(booking.totalPrice)} را چطور پرداخت کرد؟`}</legend>
      {methods.isLoading && <Spinner label="در حال دریافت روش‌های پرداخت" />}
      {methods.isError && (
        <p className={alert.alert} role="alert">
          روش‌های پرداخت دریافت نشد؛ دوباره تلاش کنید.
        </p>
      )}
      {methods.data && active.length === 0 && (
        <p className={styles.hint}>
          برای این شعبه روش پرداختی تعریف نشده است؛ ابتدا در تنظیمات شعبه روش پرداخت تعریف کنید.
        </p>
      )}
      <div className={styles.methods} role="radiogroup" aria-label="روش پرداخت">
        {active.map((m) => (
          <label key={m._id} className={`${styles.method} ${picked === m._id ? styles.methodOn : ''}`}>
            <input
              type="radio"
              name={`checkin-${booking.orderId}`}
              checked={picked === m._id}
              onChange={() => setPicked(m._id)}
              data-testid="checkin-method"
            />
            {m.title}
          </label>
        ))}
      </div>
      {state.error && (
        <p className={alert.alert} role="alert">
          {describeError(state.error).message}
        </p>
      )}
      <div className={styles.pickerActions}>
        <button
          type="button"
          className="btn btn-primary btn-sm"
          disabled={!picked || state.isLoading}
          onClick={() => void send()}
          data-testid="checkin-confirm"
        >
          ثبت ورود و پرداخت
        </button>
        <button type="button" className="btn btn-ghost btn-sm" onClick={() => setOpen(false)}>
          انصراف
        </button>
      </div>
    </fieldset>
  );
}

import { useState } from 'react';
import type { ReservationView } from '@/lib/contracts/space/booking';
import { describeError } from '@/api-client';
import { isoDayToJalali } from '@/lib/jalali';
import { toPersianDigits } from '@/lib/digits';
import { formatToman } from '@/lib/money';
import { useAppDispatch } from '@/store';
import { askConfirm } from '@/store/slices/confirmBus';
import { openModal } from '@/store/slices/modalsSlice';
import { useCancelReservationMutation } from '@/store/api/space';
import BookingStatusBadge from './BookingStatusBadge';
import { hourRange } from './hours';
import styles from './Space.module.css';

export const reservationWhen = (r: Pick<ReservationView, 'date' | 'startingHour' | 'endingHour'>) =>
  r.startingHour !== null && r.endingHour !== null
    ? `${isoDayToJalali(r.date)}، ساعت ${hourRange(r.startingHour, r.endingHour)}`
    : `${isoDayToJalali(r.date)} (تمام روز)`;

/** The customer's one cancel button of a booking (while the branch's cut-off allows it), and what it did. */
export function ReservationCancel({ reservation: r }: { reservation: ReservationView }) {
  const dispatch = useAppDispatch();
  const [cancel, { isLoading }] = useCancelReservationMutation();
  const [done, setDone] = useState<string | null>(null);
  const onCancel = async () => {
    const yes = await askConfirm(dispatch, {
      title: 'لغو رزرو',
      message: r.paid ? 'رزرو لغو شود؟ مبلغ پرداخت شده به کیف پول شما برمی‌گردد.' : 'رزرو لغو شود؟',
      confirmText: 'لغو رزرو',
      cancelText: 'انصراف',
      danger: true,
    });
    if (!yes) return;
    try {
      const out = await cancel(r.orderId).unwrap();
      setDone(out.refunded > 0 ? `رزرو لغو شد و ${formatToman(out.refunded)} به کیف پول شما برگشت.` : 'رزرو لغو شد.');
    } catch (err) {
      dispatch(openModal({ type: 'error', props: { message: describeError(err).message } }));
    }
  };
  return (
    <>
      {done && <p role="status">{done}</p>}
      {r.cancelable && !done && (
        <div>
          <button
            type="button"
            className="btn btn-outline btn-sm"
            onClick={onCancel}
            disabled={isLoading}
            data-testid="reservation-cancel"
          >
            لغو رزرو
          </button>
        </div>
      )}
    </>
  );
}

/** A reservation's day and hours, and its customer's cancel button while the branch's cut-off allows it. */
export default function ReservationInfo({
  reservation: r,
  showTitle = true,
}: {
  reservation: ReservationView;
  showTitle?: boolean;
}) {
  return (
    <div className={styles.reservation} data-testid="reservation">
      <div className={styles.row}>
        {showTitle && <strong>{r.itemTitle}</strong>}
        <BookingStatusBadge status={r.status} />
      </div>
      <p data-testid="reservation-when">{reservationWhen(r)}</p>
      <p
        className={styles.muted}
      >{`${r.providerName} · رزرو شماره ${toPersianDigits(r.orderNumber)} · ${formatToman(r.totalPrice)}`}</p>
      <ReservationCancel reservation={r} />
    </div>
  );
}

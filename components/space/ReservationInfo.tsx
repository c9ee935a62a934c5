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
import type { CancelQuoteView } from '@/lib/contracts/space/booking';
import { useCancelSeriesMutation, useLazyCancelQuoteQuery } from '@/store/api/cowork';
import BookingStatusBadge from './BookingStatusBadge';
import { hourRange } from './hours';
import styles from './Space.module.css';

export const reservationWhen = (r: Pick<ReservationView, 'date' | 'startingHour' | 'endingHour'>) =>
  r.startingHour !== null && r.endingHour !== null
    ? `${isoDayToJalali(r.date)}، ساعت ${hourRange(r.startingHour, r.endingHour)}`
    : `${isoDayToJalali(r.date)} (تمام روز)`;

/** The confirm text of a cancel: the fee the branch keeps (late-cancel tiers) and what comes back, before confirming. */
function cancelMessage(q: CancelQuoteView | undefined, paid: boolean): string {
  if (!q) return paid ? 'رزرو لغو شود؟ مبلغ پرداخت شده به کیف پول شما برمی‌گردد.' : 'رزرو لغو شود؟';
  const parts = ['رزرو لغو شود؟'];
  if (q.fee > 0) parts.push(`کسر هزینه لغو: ${formatToman(q.fee)}`);
  if (q.refund > 0) parts.push(`بازگشت به کیف پول: ${formatToman(q.refund)}`);
  return parts.join('\n');
}

/**
 * The customer's cancel button of a booking (while the branch's rules allow it), with the fee and refund shown
 * before confirming; a series occurrence offers «لغو این جلسه» and «لغو باقی جلسات».
 */
export function ReservationCancel({ reservation: r }: { reservation: ReservationView }) {
  const dispatch = useAppDispatch();
  const [cancel, { isLoading }] = useCancelReservationMutation();
  const [cancelRest, rest] = useCancelSeriesMutation();
  const [getQuote, quoting] = useLazyCancelQuoteQuery();
  const [done, setDone] = useState<string | null>(null);
  const onCancel = async () => {
    const q = await getQuote(r.orderId)
      .unwrap()
      .catch(() => undefined);
    const yes = await askConfirm(dispatch, {
      title: r.seriesId ? 'لغو این جلسه' : 'لغو رزرو',
      message: cancelMessage(q, r.paid),
      confirmText: r.seriesId ? 'لغو این جلسه' : 'لغو رزرو',
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
  const onCancelRest = async () => {
    const yes = await askConfirm(dispatch, {
      title: 'لغو باقی جلسات',
      message: 'این جلسه و همه جلسات بعدی این سری لغو شوند؟ هر جلسه طبق قوانین لغو شعبه لغو می‌شود.',
      confirmText: 'لغو باقی جلسات',
      cancelText: 'انصراف',
      danger: true,
    });
    if (!yes || !r.seriesId) return;
    try {
      const out = await cancelRest({ seriesId: r.seriesId, fromDate: r.date }).unwrap();
      const fee = out.fee > 0 ? ` کسر هزینه لغو: ${formatToman(out.fee)}.` : '';
      const back = out.refunded > 0 ? ` ${formatToman(out.refunded)} به کیف پول شما برگشت.` : '';
      setDone(`${toPersianDigits(out.canceled.length)} جلسه لغو شد.${fee}${back}`);
    } catch (err) {
      dispatch(openModal({ type: 'error', props: { message: describeError(err).message } }));
    }
  };
  const busy = isLoading || rest.isLoading || quoting.isFetching;
  return (
    <>
      {done && <p role="status">{done}</p>}
      {r.cancelable && !done && (
        <div className={styles.row}>
          <button
            type="button"
            className="btn btn-outline btn-sm"
            onClick={onCancel}
            disabled={busy}
            data-testid="reservation-cancel"
          >
            {r.seriesId ? 'لغو این جلسه' : 'لغو رزرو'}
          </button>
          {r.seriesId && (
            <button
              type="button"
              className="btn btn-ghost btn-sm"
              onClick={onCancelRest}
              disabled={busy}
              data-testid="series-cancel"
            >
              لغو باقی جلسات
            </button>
          )}
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

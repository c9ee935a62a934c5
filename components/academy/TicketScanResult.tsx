import { describeError } from '@/api-client';
import type { CheckinConflictDetails, EventTicketScanView } from '@/lib/contracts/academy';
import { jalaliDateTime } from '@/lib/jalali';
import { formatToman } from '@/lib/money';
import { useCheckInTicketMutation } from '@/store/api/academy';
import alert from '@/components/ui/Alert.module.css';
import styles from '@/components/panel/scan/Scanner.module.css';
import { eventWhen } from './format';

const STATUS: Record<EventTicketScanView['ticket']['status'], string> = {
  awaitingPayment: 'در انتظار پرداخت',
  active: 'معتبر، هنوز وارد نشده',
  checkedIn: 'ورود ثبت شده',
  canceled: 'لغو شده',
  released: 'پرداخت نشده',
};

/** The 409 of a second check-in names when and by whom the first was made. */
function conflictOf(err: unknown): CheckinConflictDetails | null {
  const data = (err as { data?: { error?: { details?: CheckinConflictDetails } } } | undefined)?.data;
  return data?.error?.details ?? null;
}

/** The scanner's view of an event ticket's QR: the event, the holder, and «ثبت ورود» once. */
export default function TicketScanResult({
  r,
  onChanged,
}: {
  r: EventTicketScanView;
  onChanged: (r: EventTicketScanView) => void;
}) {
  const [checkIn, state] = useCheckInTicketMutation();
  const t = r.ticket;
  const conflict = state.error ? conflictOf(state.error) : null;
  return (
    <>
      <span className={styles.kind}>بلیت رویداد</span>
      <h2 className={styles.title}>{`${r.event.title} · ${t.holderName || 'مهمان بدون نام'}`}</h2>
      <dl className={styles.facts}>
        <dt>زمان</dt>
        <dd>{eventWhen(r.event.startAt, r.event.endAt)}</dd>
        <dt>مکان</dt>
        <dd>{`${r.event.providerName}${r.event.room ? ` · ${r.event.room}` : ''}`}</dd>
        <dt>کد بلیت</dt>
        <dd dir="ltr">{t.code}</dd>
        <dt>وضعیت</dt>
        <dd data-testid="scan-ticket-status">{STATUS[t.status]}</dd>
        <dt>مبلغ</dt>
        <dd>{formatToman(t.pricePaid)}</dd>
      </dl>
      {r.event.status === 'canceled' && <p className={alert.error}>این رویداد لغو شده است.</p>}
      {r.canCheckIn ? (
        <button
          type="button"
          className={`btn btn-primary ${styles.big}`}
          disabled={state.isLoading}
          onClick={() =>
            checkIn(t.code)
              .unwrap()
              .then((x) => onChanged({ ...r, ticket: x.ticket, canCheckIn: false }))
              .catch(() => undefined)
          }
          data-testid="scan-ticket-checkin"
        >
          ثبت ورود
        </button>
      ) : t.status === 'checkedIn' && t.checkedInAt ? (
        <p className={styles.done} role="status" data-testid="scan-ticket-done">
          {`ورود این بلیت ${jalaliDateTime(t.checkedInAt)}${t.checkedInByName ? ` توسط ${t.checkedInByName}` : ''} ثبت شده است.`}
        </p>
      ) : (
        <p className={alert.error}>ورود این بلیت قابل ثبت نیست.</p>
      )}
      {state.error && (
        <p className={alert.error} role="alert">
          {conflict
            ? `این بلیت قبلا ${jalaliDateTime(conflict.checkedInAt)} توسط ${conflict.checkedInBy.name} وارد شده است.`
            : describeError(state.error).message}
        </p>
      )}
    </>
  );
}

import { jalaliDateTime } from '@/lib/jalali';
import { toPersianDigits } from '@/lib/digits';
import { TICKET_STATE_LABELS } from '@/lib/ticket-rules';
import type { TicketEventView } from '@/lib/contracts/ticket/views';
import styles from './Detail.module.css';

function sentence(e: TicketEventView): string {
  switch (e.kind) {
    case 'created':
      return 'درخواست ثبت شد';
    case 'answer':
      return 'پاسخ ثبت شد';
    case 'refer':
      return `ارجاع به ${e.responderName ?? 'کارشناس'}`;
    case 'order':
      return e.note ? `به سفارش #${toPersianDigits(e.note)} پیوند داده شد` : 'پیوند با سفارش برداشته شد';
    case 'rating':
      return `مشتری امتیاز ${toPersianDigits(e.note ?? '')} از ۵ داد`;
    default:
      return `وضعیت از «${e.fromState ? TICKET_STATE_LABELS[e.fromState] : '—'}» به «${e.toState ? TICKET_STATE_LABELS[e.toState] : '—'}» تغییر کرد`;
  }
}

/** What happened to a ticket, oldest first: states, answers, referrals with their notes, the rating. */
export default function History({ events }: { events: TicketEventView[] }) {
  return (
    <ol className={styles.history}>
      {events.map((e) => (
        <li key={e._id}>
          <span className={styles.historyText}>{sentence(e)}</span>
          {e.kind === 'refer' && e.note && (
            <span className={styles.historyNote} dir="auto">
              «{e.note}»
            </span>
          )}
          <span className={styles.historyMeta}>
            {e.actorName && `${e.actorName}، `}
            <time dateTime={e.createdAt}>{jalaliDateTime(e.createdAt)}</time>
          </span>
        </li>
      ))}
    </ol>
  );
}

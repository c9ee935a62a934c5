import Link from 'next/link';
import { toPersianDigits } from '@/lib/digits';
import { TICKET_STATES, TICKET_STATE_LABELS, type TicketState } from '@/lib/ticket-rules';
import type { TicketReportView } from '@/lib/contracts/ticket/views';
import styles from './ReportCards.module.css';

/** Counts by state as a row of tiles; each opens the list filtered to that state when `onState` is given. */
export function StateCounts({ report, onState }: { report: TicketReportView; onState?: (s: TicketState) => void }) {
  return (
    <ul className={styles.tiles} aria-label="تعداد درخواست‌ها بر اساس وضعیت">
      <li className={`${styles.tile} ${styles.total}`}>
        <span className={styles.value}>{toPersianDigits(report.total)}</span>
        <span className={styles.label}>همه درخواست‌ها</span>
      </li>
      {TICKET_STATES.map((s) => (
        <li key={s} className={`${styles.tile} ${styles[`tile_${s}`]}`} data-testid={`count-${s}`}>
          {onState ? (
            <button type="button" className={styles.tileButton} onClick={() => onState(s)}>
              <span className={styles.value}>{toPersianDigits(report.byState[s])}</span>
              <span className={styles.label}>{TICKET_STATE_LABELS[s]}</span>
            </button>
          ) : (
            <>
              <span className={styles.value}>{toPersianDigits(report.byState[s])}</span>
              <span className={styles.label}>{TICKET_STATE_LABELS[s]}</span>
            </>
          )}
        </li>
      ))}
    </ul>
  );
}

/** Distribution of ratings as horizontal bars. */
export function RatingBars({ report }: { report: TicketReportView }) {
  const max = Math.max(1, ...Object.values(report.rating.distribution));
  return (
    <ul className={styles.bars} aria-label="پراکندگی امتیازها">
      {(['5', '4', '3', '2', '1'] as const).map((k) => (
        <li key={k} className={styles.bar}>
          <span className={styles.barLabel}>{toPersianDigits(k)} ★</span>
          <span className={styles.barTrack} aria-hidden="true">
            <span style={{ width: `${(report.rating.distribution[k] / max) * 100}%` }} />
          </span>
          <span className={styles.barValue}>{toPersianDigits(report.rating.distribution[k])}</span>
        </li>
      ))}
    </ul>
  );
}

export function TicketLink({
  id,
  number,
  subject,
  href,
}: {
  id: string;
  number: number;
  subject: string;
  href: string;
}) {
  return (
    <Link href={href} className={styles.link} data-ticket-id={id}>
      <span className={styles.linkNumber}>#{toPersianDigits(number)}</span>
      <span dir="auto">{subject}</span>
    </Link>
  );
}

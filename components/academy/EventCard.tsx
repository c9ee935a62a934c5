import Link from 'next/link';
import type { EventView } from '@/lib/contracts/academy';
import { toPersianDigits } from '@/lib/digits';
import { formatToman } from '@/lib/money';
import { jalaliDate } from '@/lib/jalali';
import { eventWhen } from './format';
import { academyImage } from './images';
import styles from './Academy.module.css';

/** Seats left as a customer reads them: «۱۲ جای خالی», or full. */
export function SeatsLeft({ event }: { event: Pick<EventView, 'seatsLeft'> }) {
  return event.seatsLeft > 0 ? (
    <span className={styles.seats} data-testid="event-seats">{`${toPersianDigits(event.seatsLeft)} جای خالی`}</span>
  ) : (
    <span className={styles.full} data-testid="event-seats">
      ظرفیت تکمیل شد
    </span>
  );
}

/** One event in the list: cover, title, teacher, branch and room, when, price and seats; the whole card opens it. */
export default function EventCard({ event }: { event: EventView }) {
  const cover = academyImage(event.cover);
  return (
    <Link href={`/events/${event._id}`} className={`card ${styles.card}`} data-testid="event-card">
      {cover ? (
        // eslint-disable-next-line @next/next/no-img-element -- an uploaded cover served by the API
        <img className={styles.cover} src={cover} alt="" loading="lazy" width={640} height={360} />
      ) : (
        <span className={styles.band} aria-hidden="true">
          {jalaliDate(event.startAt)}
        </span>
      )}
      <span className={styles.cardBody}>
        <h2 className={styles.title}>{event.title}</h2>
        <span className={styles.meta}>{eventWhen(event.startAt, event.endAt)}</span>
        <span className={styles.meta}>
          {event.providerName}
          {event.room ? ` · ${event.room}` : ''}
          {event.teacher ? ` · ${event.teacher.name}` : ''}
        </span>
        <span className={styles.foot}>
          <span className={styles.price}>{formatToman(event.price)}</span>
          <SeatsLeft event={event} />
        </span>
      </span>
    </Link>
  );
}

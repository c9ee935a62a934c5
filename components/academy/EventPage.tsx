import Head from 'next/head';
import QueryState from '@/components/ui/QueryState';
import { notFoundCard } from './NotFoundCard';
import type { EventView } from '@/lib/contracts/academy';
import { toPersianDigits } from '@/lib/digits';
import { SITE_TITLE } from '@/lib/client/site';
import { usePageTitle } from '@/lib/client/usePageTitle';
import { useEventQuery } from '@/store/api/academy';
import EventBuy from './EventBuy';
import TeacherChip from './TeacherChip';
import { eventWhen } from './format';
import { academyImage } from './images';
import styles from './Academy.module.css';

const STATUS_NOTE: Partial<Record<EventView['status'], string>> = {
  draft: 'پیش‌نویس (فقط کارکنان می‌بینند)',
  canceled: 'لغو شده',
};

function EventBody({ event }: { event: EventView }) {
  const cover = academyImage(event.cover);
  return (
    <article className={styles.page}>
      <Head>
        <title>{`${event.title} | ${SITE_TITLE}`}</title>
        <meta name="description" content={event.description.slice(0, 160)} />
      </Head>
      {cover && (
        // eslint-disable-next-line @next/next/no-img-element -- an uploaded cover served by the API
        <img className={styles.coverLarge} src={cover} alt={`تصویر ${event.title}`} width={1120} height={630} />
      )}
      <div className={styles.layout}>
        <div className={styles.page}>
          <h1 className={styles.heading} data-testid="event-title">
            {event.title}
            {STATUS_NOTE[event.status] && <span className="badge">{` ${STATUS_NOTE[event.status]}`}</span>}
          </h1>
          <dl className={`card ${styles.facts}`}>
            <dt>زمان</dt>
            <dd data-testid="event-when">{eventWhen(event.startAt, event.endAt)}</dd>
            <dt>مکان</dt>
            <dd>
              {event.providerName}
              {event.room ? ` · ${event.room}` : ''}
            </dd>
            <dt>ظرفیت</dt>
            <dd>{`${toPersianDigits(event.capacity)} نفر`}</dd>
          </dl>
          {event.teacher && <TeacherChip teacher={event.teacher} />}
          {event.description && <p className={styles.desc}>{event.description}</p>}
        </div>
        <EventBuy event={event} />
      </div>
    </article>
  );
}

/** /events/{id}: one event with everything a customer needs to decide, and buying tickets. */
export default function EventPage({ id }: { id: string | undefined }) {
  const query = useEventQuery(id ?? '', { skip: !id });
  usePageTitle(query.data?.event.title ?? 'رویداد');
  return (
    <div className="container" style={{ maxWidth: 1120, paddingBottom: 40 }}>
      <QueryState query={id ? query : {}} renderError={notFoundCard('این رویداد پیدا نشد.')}>
        {(d) => <EventBody event={d.event} />}
      </QueryState>
    </div>
  );
}

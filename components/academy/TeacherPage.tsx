import Head from 'next/head';
import QueryState from '@/components/ui/QueryState';
import NoResult from '@/components/ui/NoResult';
import { notFoundCard } from './NotFoundCard';
import type { TeacherPageView } from '@/lib/contracts/academy';
import { SITE_TITLE } from '@/lib/client/site';
import { usePageTitle } from '@/lib/client/usePageTitle';
import { useTeacherQuery } from '@/store/api/academy';
import EventCard from './EventCard';
import { academyImage } from './images';
import styles from './Academy.module.css';

function TeacherBody({ data: { teacher, events } }: { data: TeacherPageView }) {
  const photo = academyImage(teacher.photo);
  return (
    <div className={styles.page}>
      <Head>
        <title>{`${teacher.name} | ${SITE_TITLE}`}</title>
        <meta name="description" content={teacher.bio.slice(0, 160)} />
      </Head>
      <section className={`card ${styles.teacher}`} style={{ padding: 16, alignItems: 'flex-start' }}>
        {photo ? (
          // eslint-disable-next-line @next/next/no-img-element -- an uploaded photo served by the API
          <img className={styles.avatarLarge} src={photo} alt={`عکس ${teacher.name}`} width={112} height={112} />
        ) : (
          <span className={styles.avatarLarge} aria-hidden="true">
            {[...(teacher.name.trim() || '؟')][0]}
          </span>
        )}
        <div style={{ display: 'grid', gap: 8 }}>
          <h1 className={styles.heading} data-testid="teacher-name">
            {teacher.name}
          </h1>
          {teacher.bio && <p className={styles.desc}>{teacher.bio}</p>}
        </div>
      </section>
      <h2 className={styles.title}>رویدادهای این مدرس</h2>
      {events.length === 0 ? (
        <div className="card">
          <NoResult title="این مدرس فعلا رویدادی ندارد." />
        </div>
      ) : (
        <ul className={styles.grid}>
          {events.map((e) => (
            <li key={e._id}>
              <EventCard event={e} />
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}

/** /teachers/{id}: a teacher's photo, bio and events. */
export default function TeacherPage({ id }: { id: string | undefined }) {
  const query = useTeacherQuery(id ?? '', { skip: !id });
  usePageTitle(query.data?.teacher.name ?? 'مدرس');
  return (
    <div className="container" style={{ maxWidth: 1120, paddingBottom: 40 }}>
      <QueryState query={id ? query : {}} renderError={notFoundCard('این مدرس پیدا نشد.')}>
        {(d) => <TeacherBody data={d} />}
      </QueryState>
    </div>
  );
}

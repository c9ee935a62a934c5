import MoneyScreen from '@/components/wallet/MoneyScreen';
import MyTickets from '@/components/academy/MyTickets';
import TeacherReport from '@/components/academy/TeacherReport';
import { useAppSelector } from '@/store';
import { useMyTeacherReportQuery } from '@/store/api/academy';
import styles from '@/components/academy/Academy.module.css';

/** A teacher's own events with sold tickets and what they are owed (only for a user linked to a teacher). */
function MyTeaching() {
  const loggedIn = useAppSelector((s) => s.auth.state === 'user');
  const query = useMyTeacherReportQuery(undefined, { skip: !loggedIn, refetchOnMountOrArgChange: true });
  if (!query.data) return null;
  return (
    <section className={styles.page} aria-labelledby="my-teaching">
      <h2 id="my-teaching" className={styles.heading}>
        کلاس‌های من به عنوان مدرس
      </h2>
      <TeacherReport query={query} eventHref={(r) => `/events/${r.eventId}`} />
    </section>
  );
}

/** /profile/events: my event tickets with a QR each, cancelling before the cut-off, and my certificates. */
export default function MyEventsPage() {
  return (
    <MoneyScreen title="بلیت‌ها و گواهی‌های من" guestText="برای دیدن بلیت‌های رویدادها وارد حساب خود شوید.">
      <h1 className={styles.heading}>بلیت‌ها و گواهی‌های من</h1>
      <p className={styles.hint}>کد QR هر بلیت را دم در به همکاران ما نشان دهید؛ پس از رویداد گواهی‌تان اینجاست.</p>
      <MyTickets />
      <MyTeaching />
    </MoneyScreen>
  );
}

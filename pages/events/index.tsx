import Head from 'next/head';
import EventList from '@/components/academy/EventList';
import { SITE_TITLE } from '@/lib/client/site';
import { usePageTitle } from '@/lib/client/usePageTitle';
import styles from '@/components/academy/Academy.module.css';

/** /events: upcoming workshops, talks and courses at the chain's branches. */
export default function EventsPage() {
  usePageTitle('رویدادها و کارگاه‌ها');
  return (
    <div className={`container ${styles.page}`} style={{ maxWidth: 1120 }}>
      <Head>
        <title>{`رویدادها و کارگاه‌ها | ${SITE_TITLE}`}</title>
        <meta
          name="description"
          content="کارگاه‌ها، دوره‌ها و گفتگوهای پیش رو در شعبه‌های مجموعه؛ بلیت بخرید و گواهی بگیرید."
        />
      </Head>
      <h1 className={styles.heading}>رویدادها و کارگاه‌ها</h1>
      <p className={styles.hint}>
        کارگاه‌ها، دوره‌ها و گفتگوهایی که در شعبه‌ها برگزار می‌شوند. بلیت بخرید، با کد QR وارد شوید و پس از حضور گواهی
        بگیرید.
      </p>
      <EventList />
    </div>
  );
}

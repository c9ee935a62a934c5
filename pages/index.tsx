import Head from 'next/head';
import dynamic from 'next/dynamic';
import Link from 'next/link';
import { PRODUCT_NAME, SITE_TITLE } from '@/lib/client/site';
import { BranchesSkeleton } from '@/components/home/BranchesSkeleton';
import styles from '@/components/layout/Home.module.css';

// The branch list and the life feed are fetched in the browser: their code (with the data layer, RTK Query)
// loads after the page has hydrated, while the server's HTML already shows the skeleton the list starts
// with, so nothing moves (issue 25: first-load JS).
const HomeBranches = dynamic(() => import('@/components/home/HomeBranches'), {
  ssr: false,
  loading: BranchesSkeleton,
});
const LifeFeed = dynamic(() => import('@/components/home/LifeFeed'), { ssr: false });

const FEATURES = [
  { title: 'سفارش سر میز', text: 'منوی شعبه را ببینید، سفارش دهید و آنلاین، با کیف پول یا در محل پرداخت کنید.' },
  { title: 'فضای کار اشتراکی', text: 'میز کار روزانه یا اتاق جلسه ساعتی را پیش از آمدن رزرو کنید.' },
  { title: 'باشگاه همکار', text: 'با هر سفارش سطح عضویتتان بالاتر می‌رود و تخفیف بیشتری می‌گیرید.' },
];

/** The home page: what the chain is, the way to today's menu, and every branch. */
export default function HomePage() {
  return (
    <>
      <Head>
        <title>{SITE_TITLE}</title>
      </Head>
      <section className={styles.hero} aria-labelledby="home-title">
        <div className={`container ${styles.heroInner}`}>
          <p className={styles.kicker}>کافه و فضای کار اشتراکی در تهران</p>
          <h1 id="home-title" className={styles.title}>
            {PRODUCT_NAME}
          </h1>
          <p className={styles.intro}>
            جایی برای یک فنجان قهوه‌ی خوب، چند ساعت کار بی‌دغدغه و آشنایی با آدم‌های تازه. سفارشتان را از منوی شعبه ثبت
            کنید، میز کار یا اتاق جلسه رزرو کنید و ماجراجویی امروزتان را شروع کنید.
          </p>
          <div className={styles.ctas}>
            <Link href="/menu" className="btn btn-primary" data-testid="home-menu-cta">
              مشاهده منو و سفارش
            </Link>
            <Link href="/events" className={`btn ${styles.ghostLight}`} data-testid="home-events-cta">
              رویدادها و کارگاه‌ها
            </Link>
            <a href="#branches" className={`btn ${styles.ghostLight}`}>
              شعبه‌ها
            </a>
          </div>
        </div>
      </section>

      <div className="container">
        <ul className={styles.features}>
          {FEATURES.map((f) => (
            <li key={f.title} className={`card ${styles.feature}`}>
              <h2 className={styles.featureTitle}>{f.title}</h2>
              <p className={styles.featureText}>{f.text}</p>
            </li>
          ))}
        </ul>

        <section id="branches" className={styles.branches} aria-labelledby="branches-title">
          <h2 id="branches-title" className={styles.sectionTitle}>
            شعبه‌های {PRODUCT_NAME}
          </h2>
          <HomeBranches />
        </section>

        <LifeFeed />
      </div>
    </>
  );
}

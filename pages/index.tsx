import Head from 'next/head';
import Link from 'next/link';
import { useProviderListQuery } from '@/store/api/menu';
import type { ProviderView } from '@/lib/contracts/menu/customer';
import { toPersianDigits } from '@/lib/digits';
import { PRODUCT_NAME, SITE_TITLE } from '@/lib/client/site';
import { isOpenAt } from '@/lib/opening-hours';
import LifeFeed from '@/components/home/LifeFeed';
import styles from '@/components/layout/Home.module.css';

const FEATURES = [
  { title: 'سفارش سر میز', text: 'منوی شعبه را ببینید، سفارش دهید و آنلاین، با کیف پول یا در محل پرداخت کنید.' },
  { title: 'فضای کار اشتراکی', text: 'میز کار روزانه یا اتاق جلسه ساعتی را پیش از آمدن رزرو کنید.' },
  { title: 'باشگاه همکار', text: 'با هر سفارش سطح عضویتتان بالاتر می‌رود و تخفیف بیشتری می‌گیرید.' },
];

function BranchCard({ p }: { p: ProviderView }) {
  const workspace = p.displayType.includes('sharedWorkspace');
  const cafe = p.displayType.includes('cafe');
  const open = isOpenAt(p.openingTime, p.closingTime);
  return (
    <li className={styles.branch} data-testid="home-branch">
      <div className={styles.branchHead}>
        <h3 className={styles.branchName}>{p.name}</h3>
        {open !== null && (
          <span className={`${styles.status} ${open ? styles.open : styles.closed}`}>
            {open ? 'باز است' : 'بسته است'}
          </span>
        )}
      </div>
      <p className={styles.kinds}>{[workspace && 'فضای کار اشتراکی', cafe && 'کافه'].filter(Boolean).join(' · ')}</p>
      <p className={styles.line}>{p.address}</p>
      <p className={styles.line}>
        <span className="muted">ساعت کاری: </span>
        {`${toPersianDigits(p.openingTime)} تا ${toPersianDigits(p.closingTime)}`}
      </p>
      {p.staticPhone && (
        <p className={styles.line}>
          <span className="muted">تلفن: </span>
          <a href={`tel:${p.staticPhone}`} dir="ltr" className={styles.tel}>
            {toPersianDigits(p.staticPhone)}
          </a>
        </p>
      )}
      <div className={styles.branchActions}>
        <Link href={`/menu/${encodeURIComponent(p._id)}`} className="btn btn-primary btn-sm">
          {cafe ? 'منوی کافه' : 'منوی شعبه'}
        </Link>
        {workspace && (
          <Link href={`/menu/cafespace/${encodeURIComponent(p._id)}`} className="btn btn-outline btn-sm">
            رزرو فضای کار
          </Link>
        )}
      </div>
    </li>
  );
}

/** The home page: what the chain is, the way to today's menu, and every branch. */
export default function HomePage() {
  const { data, isLoading, isError, refetch } = useProviderListQuery();
  const providers = (data?.providers ?? []).filter((p) => p.active !== false);

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
          {isLoading && (
            <ul className={styles.branchList} aria-busy="true" aria-label="در حال بارگذاری شعبه‌ها">
              {[0, 1, 2].map((i) => (
                <li key={i} className={`${styles.branch} ${styles.skeleton}`} />
              ))}
            </ul>
          )}
          {isError && (
            <div className={`card ${styles.error}`} role="alert">
              <p>فهرست شعبه‌ها دریافت نشد.</p>
              <button type="button" className="btn btn-outline btn-sm" onClick={() => refetch()}>
                تلاش دوباره
              </button>
            </div>
          )}
          {providers.length > 0 && (
            <ul className={styles.branchList}>
              {providers.map((p) => (
                <BranchCard key={p._id} p={p} />
              ))}
            </ul>
          )}
        </section>

        <LifeFeed />
      </div>
    </>
  );
}

import Link from 'next/link';
import { useAppDispatch, useAppSelector } from '@/store';
import { selectAuth } from '@/store/slices/authSlice';
import { openModal } from '@/store/slices/modalsSlice';
import { useMembershipStatusQuery } from '@/store/api/membership';
import { toPersianDigits } from '@/lib/digits';
import { PRODUCT_NAME } from '@/lib/client/site';
import PageMeta from '@/components/ui/PageMeta';
import NoResult from '@/components/ui/NoResult';
import styles from './MembershipPage.module.css';

export interface ClubLevel {
  level: number;
  name: string;
  discountPercent: number;
  minOrders: number;
}

export interface MembershipPageProps {
  origin: string;
  levels: ClubLevel[];
}

/** What a level gives, from its own figures. */
function benefits(l: ClubLevel): string[] {
  const out: string[] = [];
  out.push(l.minOrders > 0 ? `پس از ${toPersianDigits(l.minOrders)} سفارش تحویل‌شده` : 'با اولین ورود به همکار');
  out.push(
    l.discountPercent > 0 ? `${toPersianDigits(l.discountPercent)}٪ تخفیف روی آیتم‌های منتخب منو` : 'بدون تخفیف عضویت',
  );
  out.push('شرکت در رویدادها و شبکه‌سازی با اعضا');
  return out;
}

function MyLevel() {
  const dispatch = useAppDispatch();
  const auth = useAppSelector(selectAuth);
  const { data, isLoading, isError } = useMembershipStatusQuery(undefined, { skip: auth.state !== 'user' });
  if (auth.state === 'unknown') return null;
  if (auth.state !== 'user') {
    return (
      <section className={`card ${styles.mine}`}>
        <p>برای دیدن سطح عضویت خود وارد شوید.</p>
        <button type="button" className="btn btn-primary" onClick={() => dispatch(openModal({ type: 'login' }))}>
          ورود
        </button>
      </section>
    );
  }
  if (isLoading) return <section className={`card ${styles.mine}`} aria-busy="true" />;
  if (isError || !data) return null;
  const progress = data.next
    ? Math.min(100, Math.round((data.ordersCount / Math.max(1, data.next.minOrders)) * 100))
    : 100;
  return (
    <section className={`card ${styles.mine}`} aria-labelledby="club-mine" data-testid="club-mine">
      <h2 id="club-mine">{`سطح شما: ${data.userLevelName ?? '—'}`}</h2>
      <p>{`${toPersianDigits(data.ordersCount)} سفارش تحویل‌شده`}</p>
      {data.next ? (
        <>
          <div
            className={styles.bar}
            role="progressbar"
            aria-valuenow={progress}
            aria-valuemin={0}
            aria-valuemax={100}
            aria-label={`پیشرفت تا سطح ${data.next.name}`}
          >
            <span style={{ width: `${progress}%` }} />
          </div>
          <p className="muted">{`${toPersianDigits(data.ordersToNext)} سفارش دیگر تا سطح «${data.next.name}» با ${toPersianDigits(data.next.discountPercent)}٪ تخفیف`}</p>
        </>
      ) : (
        <p className="muted">شما در بالاترین سطح باشگاه هستید.</p>
      )}
    </section>
  );
}

/** /club: the membership ladder and its benefits; a signed-in member sees where they stand. */
export default function MembershipPage({ origin, levels }: MembershipPageProps) {
  return (
    <div className={`container ${styles.page}`}>
      <PageMeta
        title="باشگاه همکار"
        description={`سطح‌های عضویت باشگاه ${PRODUCT_NAME} و تخفیف هر سطح؛ با هر سفارش یک قدم به سطح بعد نزدیک‌تر شوید.`}
        origin={origin}
        path="/club"
      />
      <header>
        <h1 className={styles.title}>باشگاه همکار</h1>
        <p className="muted">هر سفارش تحویل‌شده شما را به سطح بعدی نزدیک‌تر می‌کند؛ سطح‌ها هرگز پایین نمی‌آیند.</p>
      </header>
      <MyLevel />
      {levels.length === 0 ? (
        <div className="card">
          <NoResult />
        </div>
      ) : (
        <ol className={styles.levels}>
          {levels.map((l) => (
            <li key={l.level} className={`card ${styles.level}`} data-testid="club-level">
              <span className={styles.rank} aria-hidden="true">
                {toPersianDigits(l.level + 1)}
              </span>
              <h2>{l.name}</h2>
              <ul>
                {benefits(l).map((b) => (
                  <li key={b}>{b}</li>
                ))}
              </ul>
            </li>
          ))}
        </ol>
      )}
      <p className={styles.more}>
        <Link href="/FAQ" className="btn btn-ghost">
          سوالات متداول باشگاه
        </Link>
      </p>
    </div>
  );
}

import { jalaliDate } from '@/lib/jalali';
import { PRODUCT_NAME, lifeImageUrl } from '@/lib/client/site';
import { useLifeFeedQuery } from '@/store/api/life';
import styles from './LifeFeed.module.css';

const SHOWN = 6;

/**
 * The home page's "life of the chain": the latest published events with their photos, managed at
 * /panel/{product}Life. An optional section: hidden while loading, when empty or when it fails.
 */
export default function LifeFeed() {
  const { data } = useLifeFeedQuery({ page: 1 });
  const posts = (data?.posts ?? []).slice(0, SHOWN);
  if (!posts.length) return null;
  return (
    <section className={styles.section} aria-labelledby="life-title" data-testid="home-life">
      <h2 id="life-title" className={styles.heading}>
        {`زندگی در ${PRODUCT_NAME}`}
      </h2>
      <ul className={styles.list}>
        {posts.map((p) => (
          <li key={p._id} className={styles.post} data-testid="home-life-post">
            {p.image && (
              // eslint-disable-next-line @next/next/no-img-element -- stored photo served with long cache headers
              <img className={styles.photo} src={lifeImageUrl(p.image)} alt="" loading="lazy" decoding="async" />
            )}
            <div className={styles.text}>
              <time className={styles.date} dateTime={p.happenedOn}>
                {jalaliDate(p.happenedOn)}
              </time>
              <h3 className={styles.title}>{p.title}</h3>
              {p.body && <p className={styles.body}>{p.body}</p>}
            </div>
          </li>
        ))}
      </ul>
    </section>
  );
}

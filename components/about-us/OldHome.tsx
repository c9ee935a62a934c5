import Link from 'next/link';
import type { BlogListItem } from '@/lib/content-rules';
import type { ProviderView } from '@/lib/contracts/menu/customer';
import type { AboutUsView } from '@/lib/contracts/about-us';
import { PRODUCT_NAME } from '@/lib/client/site';
import PageMeta from '@/components/ui/PageMeta';
import BlogCard from '@/components/blog/BlogCard';
import { hours, kinds } from './Branches';
import styles from './About.module.css';

export interface OldHomeProps {
  origin: string;
  intro: AboutUsView['introduction'];
  providers: ProviderView[];
  blogs: BlogListItem[];
}

/** /oldHome: the previous home page: who we are, the branches and the latest posts. */
export default function OldHome({ origin, intro, providers, blogs }: OldHomeProps) {
  return (
    <div className={`container ${styles.page}`}>
      <PageMeta
        title={`${PRODUCT_NAME}، کافه و فضای کار اشتراکی`}
        headerTitle={PRODUCT_NAME}
        description="کافه و فضای کار اشتراکی همکار در تهران: منوی شعبه‌ها، فضای کار، باشگاه مشتریان و بلاگ."
        origin={origin}
        path="/oldHome"
      />
      <section className={`card ${styles.intro}`}>
        <h1 className={styles.title}>{`به ${PRODUCT_NAME} خوش آمدید`}</h1>
        {intro.slice(0, 1).map((i) => (
          <p key={i._id}>{i.text}</p>
        ))}
        <div className={styles.links} style={{ marginTop: 12 }}>
          <Link href="/menu" className="btn btn-primary">
            مشاهده منو
          </Link>
          <Link href="/about-us/carousel" className="btn btn-outline">
            درباره ما
          </Link>
        </div>
      </section>
      {providers.length > 0 && (
        <section className={styles.section} aria-labelledby="old-branches">
          <h2 id="old-branches" className={styles.sectionTitle}>
            شعبه‌ها
          </h2>
          <div className={`${styles.grid} ${styles.grid3}`}>
            {providers.map((p) => (
              <article key={p._id} className={`card ${styles.tile}`}>
                <h3>{p.name}</h3>
                <p>{kinds(p)}</p>
                <p className="muted">{`${p.address} · ${hours(p)}`}</p>
                <Link href={`/menu/${p._id}`} className="btn btn-ghost btn-sm" style={{ alignSelf: 'flex-start' }}>
                  {`منوی ${p.name}`}
                </Link>
              </article>
            ))}
          </div>
        </section>
      )}
      {blogs.length > 0 && (
        <section className={styles.section} aria-labelledby="old-blog">
          <h2 id="old-blog" className={styles.sectionTitle}>
            تازه‌های بلاگ
          </h2>
          <div className={`${styles.grid} ${styles.grid3}`}>
            {blogs.map((b) => (
              <BlogCard key={b._id} blog={b} />
            ))}
          </div>
        </section>
      )}
    </div>
  );
}

import { toPersianDigits } from '@/lib/digits';
import Link from 'next/link';
import { useRef } from 'react';
import type { AboutUsView } from '@/lib/contracts/about-us';
import PageMeta from '@/components/ui/PageMeta';
import NoResult from '@/components/ui/NoResult';
import AboutNav from './AboutNav';
import styles from './About.module.css';

export interface AboutMainProps {
  origin: string;
  about: AboutUsView;
}

// Outside addresses and API files (form PDFs) are plain links, not client-side page navigations.
const isExternal = (link: string) => /^https?:\/\//.test(link) || link.startsWith('/api/');

function SmartLink({ href, children, className }: { href: string; children: React.ReactNode; className?: string }) {
  return isExternal(href) ? (
    <a href={href} className={className} target="_blank" rel="noopener noreferrer">
      {children}
    </a>
  ) : (
    <Link href={href} className={className}>
      {children}
    </Link>
  );
}

/** The gallery as a swipeable row with previous/next buttons (no autoplay, so nothing moves on its own). */
function Gallery({ items }: { items: AboutUsView['gallery'] }) {
  const track = useRef<HTMLUListElement>(null);
  const step = (dir: 1 | -1) => {
    const el = track.current;
    if (!el) return;
    // The row runs right to left: "next" scrolls toward negative offsets.
    el.scrollBy({ left: -dir * el.clientWidth * 0.8, behavior: 'smooth' });
  };
  return (
    <section className={styles.carousel} aria-roledescription="carousel" aria-label="گالری همکار">
      <ul ref={track} className={styles.track} tabIndex={0} aria-label="تصاویر گالری">
        {items.map((g, i) => (
          <li
            key={g._id}
            className={styles.slide}
            aria-roledescription="slide"
            aria-label={`${toPersianDigits(i + 1)} از ${toPersianDigits(items.length)}`}
          >
            <figure style={{ margin: 0 }}>
              {/* A caption names the image already: its alt is empty so readers do not hear it twice. */}
              {/* eslint-disable-next-line @next/next/no-img-element -- API-served gallery image */}
              <img
                src={g.url ?? ''}
                alt={g.caption ? '' : 'تصویری از همکار'}
                width={380}
                height={280}
                loading={i < 2 ? 'eager' : 'lazy'}
              />
              {g.caption && <figcaption>{g.caption}</figcaption>}
            </figure>
          </li>
        ))}
      </ul>
      {items.length > 1 && (
        <div className={styles.carouselButtons}>
          <button type="button" className="btn btn-outline btn-sm" onClick={() => step(-1)} aria-label="تصویر قبلی">
            قبلی
          </button>
          <button type="button" className="btn btn-outline btn-sm" onClick={() => step(1)} aria-label="تصویر بعدی">
            بعدی
          </button>
        </div>
      )}
    </section>
  );
}

/** /about-us/carousel: who we are, the gallery, pillars, goals, story, products, house instructions, forms. */
export default function AboutMain({ origin, about }: AboutMainProps) {
  const empty = Object.values(about).every((list) => list.length === 0);
  return (
    <div className={`container ${styles.page}`}>
      <PageMeta
        title="درباره همکار"
        description="همکار، کافه و فضای کار اشتراکی در تهران: داستان ما، ارزش‌ها، اهداف و شعبه‌ها."
        origin={origin}
        path="/about-us/carousel"
        image={about.gallery[0]?.url}
      />
      <AboutNav />
      <header>
        <h1 className={styles.title}>درباره همکار</h1>
        <p className={styles.lead}>کافه و فضای کار اشتراکی؛ جایی برای قهوه، کار و ماجراجویی‌های تازه.</p>
      </header>
      {empty && (
        <div className="card">
          <NoResult />
        </div>
      )}
      {about.gallery.length > 0 && <Gallery items={about.gallery} />}
      {about.introduction.map((i) => (
        <section key={i._id} className={`card ${styles.intro}`}>
          <h2>{i.title}</h2>
          <p>{i.text}</p>
        </section>
      ))}
      {about.strategicPillars.length > 0 && (
        <section className={styles.section} aria-labelledby="about-pillars">
          <h2 id="about-pillars" className={styles.sectionTitle}>
            ستون‌های راهبردی
          </h2>
          <div className={`${styles.grid} ${styles.grid3}`}>
            {about.strategicPillars.map((p) => (
              <article key={p._id} className={`card ${styles.tile}`}>
                <h3>{p.title}</h3>
                {p.description && <p>{p.description}</p>}
              </article>
            ))}
          </div>
        </section>
      )}
      {about.goals.length > 0 && (
        <section className={styles.section} aria-labelledby="about-goals">
          <h2 id="about-goals" className={styles.sectionTitle}>
            اهداف ما
          </h2>
          <div className={`${styles.grid} ${styles.grid3}`}>
            {about.goals.map((g) => (
              <article key={g._id} className={`card ${styles.tile}`}>
                <h3>{g.title}</h3>
                {g.description && <p>{g.description}</p>}
              </article>
            ))}
          </div>
        </section>
      )}
      {about.ourStory.length > 0 && (
        <section className={styles.section} aria-labelledby="about-story">
          <h2 id="about-story" className={styles.sectionTitle}>
            داستان ما
          </h2>
          <ol className={styles.timeline}>
            {about.ourStory.map((s) => (
              <li key={s._id}>
                <span className={styles.year}>{s.year}</span>
                {' — '}
                <strong>{s.title}</strong>
                {s.description && <p style={{ margin: '4px 0 0', lineHeight: 1.9 }}>{s.description}</p>}
              </li>
            ))}
          </ol>
        </section>
      )}
      {about.products.length > 0 && (
        <section className={styles.section} aria-labelledby="about-products">
          <h2 id="about-products" className={styles.sectionTitle}>
            محصولات همکار
          </h2>
          <div className={`${styles.grid} ${styles.grid3}`}>
            {about.products.map((p) => (
              <article key={p._id} className={`card ${styles.tile}`}>
                <h3>{p.title}</h3>
                {p.description && <p>{p.description}</p>}
                {p.link && (
                  <SmartLink href={p.link} className="btn btn-ghost btn-sm">
                    {`بیشتر درباره ${p.title}`}
                  </SmartLink>
                )}
              </article>
            ))}
          </div>
        </section>
      )}
      {about.instructions.length > 0 && (
        <section className={styles.section} aria-labelledby="about-instructions">
          <h2 id="about-instructions" className={styles.sectionTitle}>
            راهنمای استفاده از فضا
          </h2>
          <div className={styles.grid}>
            {about.instructions.map((i) => (
              <article key={i._id} className={`card ${styles.tile}`}>
                <h3>{i.title}</h3>
                {i.description && <p>{i.description}</p>}
              </article>
            ))}
          </div>
        </section>
      )}
      {about.forms.length > 0 && (
        <section className={styles.section} aria-labelledby="about-forms">
          <h2 id="about-forms" className={styles.sectionTitle}>
            فرم‌ها
          </h2>
          <div className={styles.grid}>
            {about.forms.map((f) => (
              <article key={f._id} className={`card ${styles.tile}`}>
                <h3>{f.title}</h3>
                {f.description && <p>{f.description}</p>}
                {f.url && (
                  <SmartLink href={f.url} className="btn btn-outline btn-sm">
                    {f.file ? 'دریافت فرم' : 'باز کردن فرم'}
                  </SmartLink>
                )}
              </article>
            ))}
          </div>
        </section>
      )}
      {about.quickAccess.length > 0 && (
        <section className={styles.section} aria-labelledby="about-quick">
          <h2 id="about-quick" className={styles.sectionTitle}>
            دسترسی سریع
          </h2>
          <div className={styles.links}>
            {about.quickAccess.map((q) => (
              <SmartLink key={q._id} href={q.link} className="btn btn-outline">
                {q.title}
              </SmartLink>
            ))}
          </div>
        </section>
      )}
    </div>
  );
}

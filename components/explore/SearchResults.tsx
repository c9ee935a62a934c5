import Link from 'next/link';
import type { SearchResult } from '@/lib/content-rules';
import { toPersianDigits } from '@/lib/digits';
import { effectiveUnitPrice, formatToman } from '@/lib/money';
import PageMeta from '@/components/ui/PageMeta';
import BlogCard from '@/components/blog/BlogCard';
import NoResult from '@/components/ui/NoResult';
import styles from './Search.module.css';

export interface SearchResultsProps {
  origin: string;
  q: string;
  result: SearchResult | null;
}

/** /search-result?q=: menu items of every branch, blog posts and FAQ for one query. */
export default function SearchResults({ origin, q, result }: SearchResultsProps) {
  const count = result ? result.items.length + result.blogs.length + result.faqs.length : 0;
  const byProvider = result
    ? result.items.reduce<{ providerId: string; providerName: string; items: SearchResult['items'] }[]>((acc, it) => {
        const g = acc.find((x) => x.providerId === it.providerId);
        if (g) g.items.push(it);
        else acc.push({ providerId: it.providerId, providerName: it.providerName, items: [it] });
        return acc;
      }, [])
    : [];
  return (
    <div className={`container ${styles.page}`}>
      <PageMeta
        title={q ? `جستجوی «${q}»` : 'جستجو'}
        headerTitle="جستجو"
        description="جستجو در منوی شعبه‌ها، بلاگ و سوالات متداول همکار."
        origin={origin}
        path="/search-result"
        noindex
      />
      <form action="/search-result" method="get" role="search" className={styles.form}>
        <label htmlFor="site-search" className="sr-only">
          جستجو در همکار
        </label>
        <input
          id="site-search"
          name="q"
          type="search"
          className="input"
          defaultValue={q}
          placeholder="جستجوی نوشیدنی، نوشته یا سوال…"
          data-testid="site-search"
        />
        <button type="submit" className="btn btn-primary">
          جستجو
        </button>
      </form>
      {!q ? (
        <p className="muted">عبارتی برای جستجو بنویسید.</p>
      ) : count === 0 ? (
        <div className="card">
          <NoResult>{`برای «${q}» چیزی پیدا نشد.`}</NoResult>
        </div>
      ) : (
        <>
          <p className="muted" role="status">{`${toPersianDigits(count)} نتیجه برای «${q}»`}</p>
          {byProvider.length > 0 && (
            <section className={styles.section} aria-labelledby="search-items">
              <h2 id="search-items" className={styles.heading}>
                منو
              </h2>
              {byProvider.map((g) => (
                <div key={g.providerId} className={`card ${styles.group}`}>
                  <h3 className={styles.provider}>{g.providerName}</h3>
                  <ul className={styles.items}>
                    {g.items.map((it) => (
                      <li key={it._id}>
                        <Link
                          href={it.kind === 'space' ? `/menu/cafespace/${it.providerId}` : `/menu/${it.providerId}`}
                          className={styles.item}
                        >
                          <span>
                            <strong>{it.title}</strong>
                            {it.description && <small>{it.description}</small>}
                          </span>
                          <span className={styles.price}>
                            {it.available ? formatToman(effectiveUnitPrice(it.price, it.reductionPrice)) : 'تمام شد'}
                          </span>
                        </Link>
                      </li>
                    ))}
                  </ul>
                </div>
              ))}
            </section>
          )}
          {result!.blogs.length > 0 && (
            <section className={styles.section} aria-labelledby="search-blogs">
              <h2 id="search-blogs" className={styles.heading}>
                بلاگ
              </h2>
              <div className={styles.blogs}>
                {result!.blogs.map((b) => (
                  <BlogCard key={b._id} blog={b} />
                ))}
              </div>
            </section>
          )}
          {result!.faqs.length > 0 && (
            <section className={styles.section} aria-labelledby="search-faqs">
              <h2 id="search-faqs" className={styles.heading}>
                سوالات متداول
              </h2>
              <ul className={`card ${styles.items}`}>
                {result!.faqs.map((f) => (
                  <li key={f._id}>
                    <Link href={`/FAQ#faq-${f._id}`} className={styles.item}>
                      <span>
                        <strong>{f.question}</strong>
                        <small>{f.answer}</small>
                      </span>
                    </Link>
                  </li>
                ))}
              </ul>
            </section>
          )}
        </>
      )}
    </div>
  );
}

import Head from 'next/head';
import Link from 'next/link';
import type { BlogCategoryView, BlogListItem } from '@/lib/content-rules';
import { toPersianDigits } from '@/lib/digits';
import NoResult from '@/components/ui/NoResult';
import PageMeta from '@/components/ui/PageMeta';
import Pagination from '@/components/ui/Pagination';
import BlogCard from './BlogCard';
import styles from './BlogIndex.module.css';

export interface BlogIndexProps {
  origin: string;
  blogs: BlogListItem[];
  total: number;
  page: number;
  categories: BlogCategoryView[];
  categoryId: string | null;
  communityCategoryId: string;
  /** The page's heading and meta title. */
  title: string;
  description: string;
  /** Base path of this list: /blog or /blog/Community. */
  basePath: string;
  /** Bookmarked posts of the signed-in reader. */
  saved?: boolean;
  signedIn?: boolean;
}

const PAGE_SIZE = 10;

function href(basePath: string, params: { page?: number; category?: string | null; saved?: boolean }) {
  const q = new URLSearchParams();
  if (params.category) q.set('category', params.category);
  if (params.saved) q.set('saved', '1');
  if (params.page && params.page > 1) q.set('page', String(params.page));
  const s = q.toString();
  return s ? `${basePath}?${s}` : basePath;
}

/** /blog and /blog/Community: category links, ten posts a page, page links that work without script. */
export default function BlogIndex(p: BlogIndexProps) {
  const pages = Math.max(1, Math.ceil(p.total / PAGE_SIZE));
  const community = p.basePath === '/blog/Community';
  const path = href(p.basePath, { page: p.page, category: community ? null : p.categoryId, saved: p.saved });
  return (
    <div className={`container ${styles.page}`}>
      <Head>
        <link rel="alternate" type="application/rss+xml" title="بلاگ همکار" href="/rss.xml" />
      </Head>
      <PageMeta
        title={p.page > 1 ? `${p.title} - صفحه ${toPersianDigits(p.page)}` : p.title}
        headerTitle={p.title}
        description={p.description}
        origin={p.origin}
        path={path}
        noindex={p.saved}
      />
      <header className={styles.head}>
        <div>
          <h1 className={styles.title}>{p.title}</h1>
          <p className={styles.lead}>{p.description}</p>
        </div>
        <div className={styles.actions}>
          {community ? (
            <Link href="/blog/create" className="btn btn-primary" data-testid="write-community">
              نوشتن در جامعه
            </Link>
          ) : (
            <Link href="/blog/Community" className="btn btn-outline">
              نوشته‌های جامعه
            </Link>
          )}
          {p.signedIn && !community && (
            <Link
              href={href('/blog', { saved: !p.saved })}
              className="btn btn-ghost"
              aria-current={p.saved ? 'page' : undefined}
            >
              {p.saved ? 'همه نوشته‌ها' : 'ذخیره‌شده‌های من'}
            </Link>
          )}
        </div>
      </header>

      <form action="/search-result" method="get" role="search" className={styles.search}>
        <label htmlFor="blog-search" className="sr-only">
          جستجو در بلاگ، منو و سوالات
        </label>
        <input id="blog-search" name="q" type="search" className="input" placeholder="جستجو در بلاگ، منو و سوالات…" />
        <button type="submit" className="btn btn-outline">
          جستجو
        </button>
      </form>

      {!community && !p.saved && (
        <nav aria-label="دسته‌بندی‌های بلاگ">
          <ul className={styles.chips}>
            <li>
              <Link
                href="/blog"
                className={`${styles.chip} ${!p.categoryId ? styles.chipOn : ''}`}
                aria-current={!p.categoryId ? 'page' : undefined}
              >
                همه
              </Link>
            </li>
            {p.categories.map((c) => (
              <li key={c._id}>
                <Link
                  href={c._id === p.communityCategoryId ? '/blog/Community' : href('/blog', { category: c._id })}
                  className={`${styles.chip} ${p.categoryId === c._id ? styles.chipOn : ''}`}
                  aria-current={p.categoryId === c._id ? 'page' : undefined}
                >
                  {c.name}
                </Link>
              </li>
            ))}
          </ul>
        </nav>
      )}

      {p.blogs.length === 0 ? (
        <div className="card">
          <NoResult>
            {p.saved
              ? 'هنوز نوشته‌ای را ذخیره نکرده‌اید.'
              : community
                ? 'هنوز نوشته‌ای در جامعه منتشر نشده است. اولین نفر باشید!'
                : 'در این دسته هنوز نوشته‌ای منتشر نشده است.'}
          </NoResult>
        </div>
      ) : (
        <div className={styles.grid}>
          {p.blogs.map((b, i) => (
            <BlogCard key={b._id} blog={b} eager={i < 2} />
          ))}
        </div>
      )}

      {pages > 1 && (
        <Pagination
          page={p.page}
          pages={pages}
          href={(page) => href(p.basePath, { page, category: community ? null : p.categoryId, saved: p.saved })}
          label="صفحه‌های بلاگ"
        />
      )}
    </div>
  );
}

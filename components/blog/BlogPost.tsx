import Link from 'next/link';
import type { BlogPostView } from '@/lib/content-rules';
import { jalaliDate } from '@/lib/jalali';
import { toPersianDigits } from '@/lib/digits';
import { useAppSelector } from '@/store';
import { selectAuth } from '@/store/slices/authSlice';
import { useBlogQuery } from '@/store/api/blog';
import PageMeta from '@/components/ui/PageMeta';
import BodyView from './BodyView';
import BlogActions from './BlogActions';
import styles from './BlogPost.module.css';

export interface BlogPostProps {
  origin: string;
  blog: BlogPostView;
  communityCategoryId: string;
}

/** /blog/{id}: the post rendered on the server; the reader's like and bookmark refresh once signed in. */
export default function BlogPost({ origin, blog: initial, communityCategoryId }: BlogPostProps) {
  const auth = useAppSelector(selectAuth);
  // Signed-in readers read through the store, so like/bookmark updates (and their rollback) show here.
  const { data } = useBlogQuery(initial._id, { skip: auth.state !== 'user' });
  const blog = data?.blog ?? initial;
  const date = blog.publishedAt ?? blog.createdAt;
  const categoryHref =
    blog.categoryId === communityCategoryId
      ? '/blog/Community'
      : `/blog?category=${encodeURIComponent(blog.categoryId)}`;
  const jsonLd = {
    '@context': 'https://schema.org',
    '@type': 'BlogPosting',
    headline: blog.title,
    description: blog.description,
    datePublished: date,
    dateModified: blog.updatedAt,
    inLanguage: 'fa-IR',
    image: blog.url ? `${origin}${blog.url}` : undefined,
    author: blog.author ? { '@type': 'Person', name: blog.author.name } : undefined,
    mainEntityOfPage: `${origin}/blog/${blog._id}`,
  };

  return (
    <div className={`container ${styles.page}`}>
      <PageMeta
        title={blog.title}
        headerTitle="بلاگ"
        description={blog.description || blog.title}
        origin={origin}
        path={`/blog/${blog._id}`}
        image={blog.url}
        type="article"
        noindex={!blog.active}
        publishedTime={blog.publishedAt}
        modifiedTime={blog.updatedAt}
      />
      {/* JSON-LD: JSON.stringify escapes quotes; '<' is escaped so no text can close the script element. */}
      <script
        type="application/ld+json"
        dangerouslySetInnerHTML={{ __html: JSON.stringify(jsonLd).replace(/</g, '\\u003c') }}
      />
      <nav aria-label="مسیر" className={styles.crumbs}>
        <Link href="/blog">بلاگ</Link>
        <span aria-hidden="true">‹</span>
        <Link href={categoryHref}>{blog.categoryName}</Link>
      </nav>
      <article className={`card ${styles.article}`}>
        {!blog.active && (
          <p className={styles.pending} role="status" data-testid="blog-pending">
            {blog.pending
              ? 'نوشته شما ثبت شده و پس از تایید کارشناسان همکار منتشر می‌شود.'
              : 'این نوشته منتشر نشده است و فقط کارشناسان آن را می‌بینند.'}
          </p>
        )}
        <header className={styles.header}>
          <h1 className={styles.title}>{blog.title}</h1>
          {blog.description && <p className={styles.lead}>{blog.description}</p>}
          <p className={styles.meta}>
            {blog.author && (
              <Link href={`/profile/${blog.author._id}`} className={styles.author}>
                {blog.author.avatar ? (
                  // eslint-disable-next-line @next/next/no-img-element -- small API-served photo
                  <img src={blog.author.avatar} alt="" width={28} height={28} className={styles.avatar} />
                ) : (
                  <span className={styles.avatar} aria-hidden="true">
                    {[...(blog.author.name || '؟')][0]}
                  </span>
                )}
                <span>{blog.author.name || 'کاربر همکار'}</span>
              </Link>
            )}
            <time dateTime={date}>{jalaliDate(date)}</time>
            <span aria-hidden="true">·</span>
            <span>{`${toPersianDigits(blog.readMinutes)} دقیقه مطالعه`}</span>
          </p>
        </header>
        {blog.url && (
          // eslint-disable-next-line @next/next/no-img-element -- the post's cover, the page's largest image: loaded first
          <img
            src={blog.url}
            alt=""
            width={760}
            height={560}
            className={styles.cover}
            fetchPriority="high"
            decoding="async"
          />
        )}
        <BodyView body={blog.body} />
        <BlogActions blog={blog} ready={auth.state === 'guest' || (auth.state === 'user' && Boolean(data))} />
      </article>
      <p className={styles.back}>
        <Link href={categoryHref} className="btn btn-ghost">
          {`نوشته‌های بیشتر در ${blog.categoryName}`}
        </Link>
      </p>
    </div>
  );
}

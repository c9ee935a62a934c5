import Link from 'next/link';
import type { BlogListItem } from '@/lib/content-rules';
import { jalaliDate } from '@/lib/jalali';
import { toPersianDigits } from '@/lib/digits';
import styles from './BlogCard.module.css';

/** One post in a list: cover, category, title, summary, date, reading time and likes. */
export default function BlogCard({ blog, eager = false }: { blog: BlogListItem; eager?: boolean }) {
  return (
    <article className={`card ${styles.card}`} data-testid="blog-card">
      <Link href={`/blog/${blog._id}`} className={styles.link}>
        <span className={styles.coverBox}>
          {blog.url ? (
            // eslint-disable-next-line @next/next/no-img-element -- API-served images with fixed size; next/image adds nothing here
            <img
              src={blog.url}
              alt=""
              width={380}
              height={280}
              className={styles.cover}
              loading={eager ? 'eager' : 'lazy'}
              decoding="async"
            />
          ) : (
            <span className={styles.placeholder} aria-hidden="true" />
          )}
        </span>
        <span className={styles.body}>
          <span className={`badge ${styles.category}`}>{blog.categoryName}</span>
          <h2 className={styles.title}>{blog.title}</h2>
          {blog.description && <p className={styles.description}>{blog.description}</p>}
          <span className={styles.meta}>
            <time dateTime={blog.publishedAt ?? blog.createdAt}>{jalaliDate(blog.publishedAt ?? blog.createdAt)}</time>
            <span aria-hidden="true">·</span>
            <span>{`${toPersianDigits(blog.readMinutes)} دقیقه مطالعه`}</span>
            <span aria-hidden="true">·</span>
            <span>{`${toPersianDigits(blog.likeNum)} پسند`}</span>
            {!blog.active && <span className="badge">در انتظار تایید</span>}
          </span>
        </span>
      </Link>
    </article>
  );
}

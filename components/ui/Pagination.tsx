import Link from 'next/link';
import type { ReactNode } from 'react';
import { toPersianDigits } from '@/lib/digits';
import styles from './Pagination.module.css';

/** Page numbers around the current one, with the first and last always reachable. */
function visiblePages(page: number, pages: number): (number | 'gap')[] {
  const out: (number | 'gap')[] = [];
  for (let p = 1; p <= pages; p += 1) {
    if (p === 1 || p === pages || Math.abs(p - page) <= 1) out.push(p);
    else if (out[out.length - 1] !== 'gap') out.push('gap');
  }
  return out;
}

interface Props {
  page: number;
  pages: number;
  /** Button mode: called with the page asked for. */
  onChange?: (page: number) => void;
  /**
   * Link mode: each page is a link to this address, so paging works without script and crawlers
   * follow it (the blog); `shallow` keeps Next from fetching the page's data again.
   */
  href?: (page: number) => string;
  shallow?: boolean;
  disabled?: boolean;
  /** The navigation's name for screen readers. */
  label?: string;
}

/** The one pager: previous / page numbers / next, in Persian digits, as buttons or as links. */
export default function Pagination({ page, pages, onChange, href, shallow, disabled, label = 'صفحه‌ها' }: Props) {
  const go = (
    p: number,
    children: ReactNode,
    attrs: { className: string; rel?: string; 'aria-label'?: string; 'aria-current'?: 'page' },
    off: boolean,
  ) =>
    href && !off ? (
      <Link href={href(p)} shallow={shallow} {...attrs}>
        {children}
      </Link>
    ) : href ? (
      <span {...attrs} aria-disabled="true">
        {children}
      </span>
    ) : (
      <button
        type="button"
        onClick={() => onChange?.(p)}
        disabled={off}
        className={attrs.className}
        aria-label={attrs['aria-label']}
        aria-current={attrs['aria-current']}
      >
        {children}
      </button>
    );

  return (
    <nav className={styles.nav} aria-label={label}>
      {go(page - 1, 'قبلی', { className: 'btn btn-outline btn-sm', rel: 'prev' }, Boolean(disabled) || page <= 1)}
      <ol className={styles.pages}>
        {visiblePages(page, pages).map((p, i) =>
          p === 'gap' ? (
            <li key={`gap-${i}`} className={styles.gap} aria-hidden="true">
              …
            </li>
          ) : (
            <li key={p}>
              {go(
                p,
                toPersianDigits(p),
                {
                  className: `${styles.page} ${p === page ? styles.current : ''}`,
                  'aria-label': `صفحه ${toPersianDigits(p)}`,
                  'aria-current': p === page ? 'page' : undefined,
                },
                Boolean(disabled) && p !== page,
              )}
            </li>
          ),
        )}
      </ol>
      {go(page + 1, 'بعدی', { className: 'btn btn-outline btn-sm', rel: 'next' }, Boolean(disabled) || page >= pages)}
    </nav>
  );
}

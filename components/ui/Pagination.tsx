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

/** Previous / page numbers / next, in Persian digits. */
export default function Pagination({ page, pages, onChange, disabled }: { page: number; pages: number; onChange: (p: number) => void; disabled?: boolean }) {
  return (
    <nav className={styles.nav} aria-label="صفحه‌ها">
      <button type="button" className="btn btn-outline btn-sm" onClick={() => onChange(page - 1)} disabled={disabled || page <= 1}>
        قبلی
      </button>
      <ol className={styles.pages}>
        {visiblePages(page, pages).map((p, i) =>
          p === 'gap' ? (
            <li key={`gap-${i}`} className={styles.gap} aria-hidden="true">
              …
            </li>
          ) : (
            <li key={p}>
              <button
                type="button"
                className={`${styles.page} ${p === page ? styles.current : ''}`}
                onClick={() => onChange(p)}
                aria-current={p === page ? 'page' : undefined}
                aria-label={`صفحه ${toPersianDigits(p)}`}
                disabled={disabled && p !== page}
              >
                {toPersianDigits(p)}
              </button>
            </li>
          ),
        )}
      </ol>
      <button type="button" className="btn btn-outline btn-sm" onClick={() => onChange(page + 1)} disabled={disabled || page >= pages}>
        بعدی
      </button>
    </nav>
  );
}

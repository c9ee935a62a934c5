import type { ReactNode } from 'react';
import styles from './Notice.module.css';

/** A centred message card (guest, forbidden, a failed fetch) with an optional action under it. */
export default function Notice({
  children,
  action,
  tone = 'info',
  testId,
}: {
  children: ReactNode;
  action?: ReactNode;
  tone?: 'info' | 'error';
  testId?: string;
}) {
  return (
    <div className={styles.notice} role={tone === 'error' ? 'alert' : undefined} data-testid={testId}>
      <p className={styles.text}>{children}</p>
      {action}
    </div>
  );
}

/**
 * A fetch that failed: an optional title, what went wrong, and a retry button that is disabled
 * (and says so) while the retry runs.
 */
export function RetryNotice({
  onRetry,
  busy,
  title,
  children,
  testId,
}: {
  onRetry: () => void;
  busy?: boolean;
  title?: string;
  children?: ReactNode;
  testId?: string;
}) {
  return (
    <Notice
      tone="error"
      testId={testId}
      action={
        <button type="button" className="btn btn-primary" onClick={onRetry} disabled={busy}>
          {busy ? 'در حال تلاش…' : 'تلاش دوباره'}
        </button>
      }
    >
      {title && <span className={styles.title}>{title}</span>}
      {children && (title ? <span className={styles.detail}>{children}</span> : children)}
    </Notice>
  );
}

import type { ReactNode } from 'react';
import styles from './NoResult.module.css';

interface Props {
  /** Replaces the default 'نتیجه‌ای یافت نشد!'. */
  title?: string;
  /** Extra text or an action (a button or link) under the title. */
  children?: ReactNode;
  action?: ReactNode;
}

/** The spec's empty view: an illustration and 'نتیجه‌ای یافت نشد!'. */
export default function NoResult({ title = 'نتیجه‌ای یافت نشد!', children, action }: Props) {
  return (
    <div className={styles.wrap} data-testid="no-result">
      <svg className={styles.art} viewBox="0 0 160 120" aria-hidden="true" focusable="false">
        <ellipse cx="80" cy="108" rx="56" ry="6" fill="var(--c-border)" />
        <path
          d="M40 46h70v34a22 22 0 0 1-22 22H62a22 22 0 0 1-22-22z"
          fill="var(--c-primary-50)"
          stroke="var(--c-primary)"
          strokeWidth="3"
        />
        <path d="M110 54h8a12 12 0 0 1 0 24h-9" fill="none" stroke="var(--c-primary)" strokeWidth="3" />
        <path
          d="M58 22c-4 6 4 10 0 16M75 18c-4 6 4 10 0 16M92 22c-4 6 4 10 0 16"
          fill="none"
          stroke="var(--c-muted)"
          strokeWidth="2.5"
          strokeLinecap="round"
        />
        <circle cx="66" cy="70" r="3" fill="var(--c-primary)" />
        <circle cx="86" cy="70" r="3" fill="var(--c-primary)" />
        <path d="M68 86q8-6 16 0" fill="none" stroke="var(--c-primary)" strokeWidth="2.5" strokeLinecap="round" />
      </svg>
      <p className={styles.title}>{title}</p>
      {children && <div className={styles.text}>{children}</div>}
      {action && <div className={styles.action}>{action}</div>}
    </div>
  );
}

import Link from 'next/link';
import type { ReactNode } from 'react';
import styles from './EmptyState.module.css';

interface Props {
  title: string;
  text?: ReactNode;
  action?: { href: string; label: string } | { onClick: () => void; label: string };
  icon?: 'cup' | 'bag' | 'receipt' | 'alert' | 'lock';
  testId?: string;
}

const ICONS: Record<NonNullable<Props['icon']>, ReactNode> = {
  cup: (
    <path d="M6 9h12v5a6 6 0 0 1-6 6h0a6 6 0 0 1-6-6zM18 11h1.5a2.5 2.5 0 0 1 0 5H18M9 3c0 1.5 1 1.5 1 3M13 3c0 1.5 1 1.5 1 3" />
  ),
  bag: <path d="M5 8h14l-1.2 12H6.2zM9 8V6a3 3 0 0 1 6 0v2" />,
  receipt: <path d="M6 3h12v18l-3-2-3 2-3-2-3 2zM9 8h6M9 12h6M9 16h3" />,
  alert: <path d="M12 3 2 20h20zM12 10v4M12 17v.5" />,
  lock: <path d="M6 11h12v9H6zM8.5 11V8a3.5 3.5 0 0 1 7 0v3" />,
};

/** A calm "nothing here" or "cannot show this" card with one way forward. */
export default function EmptyState({ title, text, action, icon = 'cup', testId }: Props) {
  return (
    <div className={`card ${styles.box}`} data-testid={testId}>
      <svg className={styles.icon} viewBox="0 0 24 24" width="56" height="56" aria-hidden="true">
        <g fill="none" stroke="currentColor" strokeWidth="1.5" strokeLinecap="round" strokeLinejoin="round">
          {ICONS[icon]}
        </g>
      </svg>
      <h2 className={styles.title}>{title}</h2>
      {text && <p className={styles.text}>{text}</p>}
      {action &&
        ('href' in action ? (
          <Link href={action.href} className="btn btn-primary">
            {action.label}
          </Link>
        ) : (
          <button type="button" className="btn btn-primary" onClick={action.onClick}>
            {action.label}
          </button>
        ))}
    </div>
  );
}

import Link from 'next/link';
import styles from './Page.module.css';

/** 'Back to …' with an arrow that points to the start of a right-to-left page. */
export default function BackLink({ href, children }: { href: string; children: string }) {
  return (
    <Link href={href} className={styles.back}>
      <svg
        viewBox="0 0 24 24"
        width="18"
        height="18"
        aria-hidden="true"
        fill="none"
        stroke="currentColor"
        strokeWidth="2"
        strokeLinecap="round"
        strokeLinejoin="round"
      >
        <path d="M5 12h14M13 6l6 6-6 6" />
      </svg>
      {children}
    </Link>
  );
}

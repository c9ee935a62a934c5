import Link from 'next/link';
import styles from './blog/Panel.module.css';

export interface PanelNavLink {
  href: string;
  label: string;
  /** This page (marked aria-current). */
  on: boolean;
}

/** The row of links on top of a panel page, after «پنل مدیریت»; each area's nav fills it from its list. */
export default function PanelNav({ label, links }: { label: string; links: PanelNavLink[] }) {
  return (
    <nav aria-label={label} className={styles.nav}>
      <ul>
        <li>
          <Link href="/panel">پنل مدیریت</Link>
        </li>
        {links.map((l) => (
          <li key={l.href}>
            <Link href={l.href} aria-current={l.on ? 'page' : undefined} className={l.on ? styles.navOn : undefined}>
              {l.label}
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}

import Link from 'next/link';
import ScrollRow from '@/components/ui/ScrollRow';
import styles from './PanelNav.module.css';

export interface PanelNavLink {
  href: string;
  label: string;
  /** This page (marked aria-current). */
  on: boolean;
}

/**
 * The links on top of a panel page, after «پنل مدیریت»; each area's nav fills it from its list. On
 * wide screens they wrap onto more lines; on a phone they scroll in one row with a fade on the side
 * that hides more, the current page brought into view (issue 21 D17).
 */
export default function PanelNav({ label, links }: { label: string; links: PanelNavLink[] }) {
  const current = links.find((l) => l.on)?.href ?? '';
  return (
    <ScrollRow label={label} current={current}>
      <ul className={styles.list}>
        <li>
          <Link href="/panel" className={styles.hub} data-testid="panel-nav-hub">
            پنل مدیریت
          </Link>
        </li>
        {links.map((l) => (
          <li key={l.href}>
            <Link href={l.href} aria-current={l.on ? 'page' : undefined} className={l.on ? styles.on : undefined}>
              {l.label}
            </Link>
          </li>
        ))}
      </ul>
    </ScrollRow>
  );
}

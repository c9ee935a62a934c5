import Link from 'next/link';
import { useRouter } from 'next/router';
import { CHAIN_TOOLS, canUseChainTool } from '@/lib/panel-nav';
import type { AuthUser } from '@/store/slices/authSlice';
import styles from './blog/Panel.module.css';

/**
 * Links between the head office's pages the user may open (PanelGuard's `nav` on global panel pages);
 * the list is lib/panel-nav.ts CHAIN_TOOLS.
 */
export default function OfficeNav({ user }: { user: AuthUser }) {
  const { asPath } = useRouter();
  const here = asPath.split(/[?#]/)[0];
  return (
    <nav aria-label="پنل مرکزی" className={styles.nav}>
      <ul>
        <li>
          <Link href="/panel">پنل مدیریت</Link>
        </li>
        {CHAIN_TOOLS.filter((t) => canUseChainTool(user, t)).map((t) => {
          const on = here === t.href || here.startsWith(`${t.href}/`);
          return (
            <li key={t.href}>
              <Link href={t.href} aria-current={on ? 'page' : undefined} className={on ? styles.navOn : undefined}>
                {t.label}
              </Link>
            </li>
          );
        })}
      </ul>
    </nav>
  );
}

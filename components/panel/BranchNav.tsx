import Link from 'next/link';
import { useRouter } from 'next/router';
import { can } from '@/lib/permissions';
import { BRANCH_TOOLS } from '@/lib/panel-nav';
import type { AuthUser } from '@/store/slices/authSlice';
import styles from './blog/Panel.module.css';

/**
 * Links between one branch's panel pages the user may open there (PanelGuard's `nav` on every
 * /panel/{providerId}/... page); the list is lib/panel-nav.ts BRANCH_TOOLS.
 */
export default function BranchNav({ user }: { user: AuthUser }) {
  const { pathname, query } = useRouter();
  const providerId = typeof query.providerId === 'string' ? query.providerId : '';
  if (!providerId) return null;
  const current = pathname.split('/')[3] ?? '';
  return (
    <nav aria-label="پنل شعبه" className={styles.nav}>
      <ul>
        <li>
          <Link href="/panel">پنل مدیریت</Link>
        </li>
        {BRANCH_TOOLS.filter((t) => can(user, t.flag, providerId)).map((t) => {
          const on = current === t.path.split('/')[0];
          return (
            <li key={t.path}>
              <Link href={`/panel/${providerId}/${t.path}`} aria-current={on ? 'page' : undefined} className={on ? styles.navOn : undefined}>
                {t.label}
              </Link>
            </li>
          );
        })}
      </ul>
    </nav>
  );
}

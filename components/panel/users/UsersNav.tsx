import Link from 'next/link';
import { useRouter } from 'next/router';
import { can, type AccessFlag } from '@/lib/permissions';
import type { AuthUser } from '@/store/slices/authSlice';
import styles from '@/components/panel/blog/Panel.module.css';

const NAV: { href: string; label: string; flag: AccessFlag; match: RegExp }[] = [
  { href: '/panel/users', label: 'کاربران', flag: 'users', match: /^\/panel\/users(\/|$)/ },
  { href: '/panel/users-excel', label: 'اکسل کاربران', flag: 'users', match: /^\/panel\/users-excel/ },
];

/** Links between the head-office user pages (PanelGuard's `nav` on /panel/users…). */
export default function UsersNav({ user }: { user: AuthUser }) {
  const { pathname } = useRouter();
  return (
    <nav aria-label="مدیریت کاربران" className={styles.nav}>
      <ul>
        <li>
          <Link href="/panel">پنل مدیریت</Link>
        </li>
        {NAV.filter((n) => can(user, n.flag)).map((n) => {
          const on = n.match.test(pathname);
          return (
            <li key={n.href}>
              <Link href={n.href} aria-current={on ? 'page' : undefined} className={on ? styles.navOn : undefined}>
                {n.label}
              </Link>
            </li>
          );
        })}
      </ul>
    </nav>
  );
}

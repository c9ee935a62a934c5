import Link from 'next/link';
import { useRouter } from 'next/router';
import { can } from '@/lib/permissions';
import type { AuthUser } from '@/store/slices/authSlice';
import styles from '@/components/panel/blog/Panel.module.css';

/** Links between the chain's staff pages: general admins (global 'admins' flag) and baristas of the branches one manages. */
export default function StaffNav({ user }: { user: AuthUser }) {
  const { pathname } = useRouter();
  const links = [
    { href: '/panel/admins', label: 'مدیران', show: can(user, 'admins') },
    { href: '/panel/barista', label: 'باریستاها', show: true },
  ].filter((l) => l.show);
  return (
    <nav aria-label="کارکنان" className={styles.nav}>
      <ul>
        <li>
          <Link href="/panel">پنل مدیریت</Link>
        </li>
        {links.map((l) => (
          <li key={l.href}>
            <Link href={l.href} aria-current={pathname === l.href ? 'page' : undefined} className={pathname === l.href ? styles.navOn : undefined}>
              {l.label}
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}

import Link from 'next/link';
import { useRouter } from 'next/router';
import { can, type AccessFlag } from '@/lib/permissions';
import type { AuthUser } from '@/store/slices/authSlice';
import styles from './Users.module.css';

const TABS: { path: string; label: string; flag: AccessFlag }[] = [
  { path: '', label: 'پروفایل', flag: 'users' },
  { path: '/orders', label: 'سفارش‌ها', flag: 'users' },
  { path: '/transactions', label: 'تراکنش‌ها', flag: 'wallet' },
  { path: '/invites', label: 'دعوت‌شدگان', flag: 'users' },
];

/** The sections of one user's pages, each shown to those with its permission. */
export default function UserTabs({ userId, user }: { userId: string; user: AuthUser }) {
  const { asPath } = useRouter();
  const base = `/panel/users/${encodeURIComponent(userId)}`;
  const here = asPath.split(/[?#]/)[0];
  return (
    <nav aria-label="بخش‌های کاربر" className={styles.tabs}>
      {TABS.filter((t) => can(user, t.flag)).map((t) => {
        const href = `${base}${t.path}`;
        const on = here === href;
        return (
          <Link
            key={t.path}
            href={href}
            className={`${styles.tab} ${on ? styles.tabOn : ''}`}
            aria-current={on ? 'page' : undefined}
          >
            {t.label}
          </Link>
        );
      })}
    </nav>
  );
}

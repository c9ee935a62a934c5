import Link from 'next/link';
import { useRouter } from 'next/router';
import type { AuthUser } from '@/store/slices/authSlice';
import styles from '@/components/panel/blog/Panel.module.css';

const NAV = [
  { href: '/panel/providers', label: 'شعبه‌ها' },
  { href: '/panel/addProvider', label: 'افزودن شعبه' },
];

/** Links between the chain's branch pages (PanelGuard's `nav` on /panel/providers and /panel/addProvider). */
export default function ProvidersNav(_: { user: AuthUser }) {
  const { pathname } = useRouter();
  return (
    <nav aria-label="شعبه‌های مجموعه" className={styles.nav}>
      <ul>
        <li>
          <Link href="/panel">پنل مدیریت</Link>
        </li>
        {NAV.map((n) => (
          <li key={n.href}>
            <Link href={n.href} aria-current={pathname === n.href ? 'page' : undefined} className={pathname === n.href ? styles.navOn : undefined}>
              {n.label}
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}

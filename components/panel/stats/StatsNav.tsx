import Link from 'next/link';
import { useRouter } from 'next/router';
import type { AuthUser } from '@/store/slices/authSlice';
import navStyles from '../blog/Panel.module.css';

export const STATS_PAGES = [
  { href: '/panel/stat', label: 'آمار' },
  { href: '/panel/aggregationStat', label: 'آمار تجمیعی شعبه‌ها' },
  { href: '/panel/userStat', label: 'آمار کاربران' },
  { href: '/panel/financialReport', label: 'گزارش مالی' },
];

/** Links between the chain's stats pages (PanelGuard's `nav`; every one needs the global stats flag). */
export default function StatsNav(_props: { user: AuthUser }) {
  const { pathname } = useRouter();
  return (
    <nav aria-label="آمار و گزارش‌ها" className={navStyles.nav}>
      <ul>
        <li>
          <Link href="/panel">پنل مدیریت</Link>
        </li>
        {STATS_PAGES.map((p) => {
          const on = pathname === p.href;
          return (
            <li key={p.href}>
              <Link href={p.href} aria-current={on ? 'page' : undefined} className={on ? navStyles.navOn : undefined}>
                {p.label}
              </Link>
            </li>
          );
        })}
      </ul>
    </nav>
  );
}

import Link from 'next/link';
import { useRouter } from 'next/router';
import type { ReactNode } from 'react';
import { useAppSelector } from '@/store';
import { selectCartCount } from '@/store/slices/cartSlice';
import { toPersianDigits } from '@/lib/digits';
import { isMenuPath, menuHref, useCurrentProviderId } from './hooks';
import styles from './TabBar.module.css';

const icon = (d: ReactNode) => (
  <svg
    width="24"
    height="24"
    viewBox="0 0 24 24"
    fill="none"
    stroke="currentColor"
    strokeWidth="1.8"
    strokeLinecap="round"
    strokeLinejoin="round"
    aria-hidden="true"
  >
    {d}
  </svg>
);

const ICONS = {
  menu: icon(
    <>
      <path d="M5 8h11v6a5 5 0 0 1-5 5h-1a5 5 0 0 1-5-5z" />
      <path d="M16 10h1.5a2.5 2.5 0 0 1 0 5H16M8 3.5c-.6 1 .6 1.6 0 2.6M11 3.5c-.6 1 .6 1.6 0 2.6" />
    </>,
  ),
  cart: icon(
    <>
      <path d="M3 4h2l2.2 10.2a1.5 1.5 0 0 0 1.5 1.2h8.6a1.5 1.5 0 0 0 1.5-1.1L20.5 8H6" />
      <circle cx="9.5" cy="19.5" r="1.3" />
      <circle cx="17" cy="19.5" r="1.3" />
    </>,
  ),
  history: icon(
    <>
      <path d="M3.5 12a8.5 8.5 0 1 0 2.6-6.1" />
      <path d="M3 4v4h4M12 8v4.5l3 2" />
    </>,
  ),
  profile: icon(
    <>
      <circle cx="12" cy="8" r="4" />
      <path d="M4.5 20c.8-3.6 3.8-5.5 7.5-5.5s6.7 1.9 7.5 5.5" />
    </>,
  ),
};

/** The phone's bottom tabs: branch menu, cart with its item count, previous orders, my profile. */
export default function TabBar() {
  const router = useRouter();
  const providerId = useCurrentProviderId();
  const count = useAppSelector((s) => selectCartCount(s, providerId));
  const path = router.pathname;

  const tabs = [
    { key: 'menu', label: 'منو', href: menuHref(providerId), active: isMenuPath(path) },
    {
      key: 'cart',
      label: 'سبد خرید',
      href: providerId ? `/orders/${encodeURIComponent(providerId)}` : '/menu',
      active: path.startsWith('/orders'),
    },
    { key: 'history', label: 'ماجراهای پیشین', href: '/previousOrders', active: path.startsWith('/previousOrders') },
    {
      key: 'profile',
      label: 'پروفایل من',
      href: '/profile',
      active: path === '/profile' || path.startsWith('/profile/'),
    },
  ] as const;

  return (
    <nav className={styles.bar} aria-label="زبانه‌های اصلی">
      {tabs.map((t) => (
        <Link
          key={t.key}
          href={t.href}
          className={`${styles.tab} ${t.active ? styles.active : ''}`}
          aria-current={t.active ? 'page' : undefined}
          data-testid={`tab-${t.key}`}
        >
          <span className={styles.icon}>
            {ICONS[t.key]}
            {t.key === 'cart' && count > 0 && (
              <span className={styles.badge} data-testid="cart-badge" aria-hidden="true">
                {toPersianDigits(count)}
              </span>
            )}
          </span>
          <span className={styles.label}>{t.label}</span>
          {t.key === 'cart' && count > 0 && <span className="sr-only">{`، ${toPersianDigits(count)} قلم`}</span>}
        </Link>
      ))}
    </nav>
  );
}

import Link from 'next/link';
import { useRouter } from 'next/router';
import { useEffect, useRef } from 'react';
import styles from './About.module.css';

const LINKS = [
  { href: '/about-us/carousel', label: 'درباره ما' },
  { href: '/about-us/mirdamad', label: 'شعبه میرداماد' },
  { href: '/about-us/table', label: 'شعبه‌ها' },
  { href: '/about-us/holyDayTable', label: 'ساعات کاری تعطیلات' },
  { href: '/team', label: 'تیم ما' },
  { href: '/chart', label: 'چارت سازمانی' },
  { href: '/terms', label: 'قوانین' },
];

/** The about pages' own navigation, scrollable on phones. */
export default function AboutNav() {
  const { pathname } = useRouter();
  const ref = useRef<HTMLElement>(null);
  // Bring the current page's link into view on phones, where the row scrolls.
  useEffect(() => {
    ref.current?.querySelector('[aria-current="page"]')?.scrollIntoView({ block: 'nearest', inline: 'center' });
  }, [pathname]);
  return (
    <nav ref={ref} aria-label="بخش‌های درباره ما" className={styles.nav}>
      <ul>
        {LINKS.map((l) => (
          <li key={l.href}>
            <Link
              href={l.href}
              aria-current={pathname === l.href ? 'page' : undefined}
              className={pathname === l.href ? styles.navOn : undefined}
            >
              {l.label}
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}

import Link from 'next/link';
import type { ReactNode } from 'react';
import { PRODUCT_NAME } from '@/lib/client/site';
import styles from './Footer.module.css';

const svg = (children: ReactNode, fill = true) => (
  <svg
    width="20"
    height="20"
    viewBox="0 0 24 24"
    aria-hidden="true"
    fill={fill ? 'currentColor' : 'none'}
    stroke={fill ? 'none' : 'currentColor'}
    strokeWidth="2"
    strokeLinecap="round"
    strokeLinejoin="round"
  >
    {children}
  </svg>
);

const instagram = svg(
  <>
    <rect x="3" y="3" width="18" height="18" rx="5" />
    <circle cx="12" cy="12" r="4" />
    <circle cx="17.5" cy="6.5" r="0.6" fill="currentColor" />
  </>,
  false,
);

const SOCIAL: { href: string; label: string; icon: ReactNode }[] = [
  {
    href: 'https://x.com/hamkar_cafe',
    label: `${PRODUCT_NAME} در ایکس`,
    icon: svg(
      <path d="M17.8 3h3.1l-6.8 7.8L22 21h-6.2l-4.9-6.4L5.3 21H2.2l7.3-8.3L2 3h6.4l4.4 5.8Zm-1.1 16.2h1.7L7.4 4.7H5.5Z" />,
    ),
  },
  {
    href: 'https://t.me/hamkar_cafe',
    label: `کانال تلگرام ${PRODUCT_NAME}`,
    icon: svg(
      <path d="M21.6 4.2 18.4 19.6c-.2 1-.9 1.3-1.8.8l-4.9-3.6-2.4 2.3c-.3.3-.5.5-1 .5l.3-5 9.2-8.3c.4-.4-.1-.6-.6-.2L5.9 13.2 1 11.7c-1-.3-1.1-1 .2-1.5L20.3 2.8c.9-.3 1.6.2 1.3 1.4Z" />,
    ),
  },
  {
    href: 'https://www.linkedin.com/company/hamkar',
    label: `${PRODUCT_NAME} در لینکدین`,
    icon: svg(
      <path d="M4.98 3.5a2.5 2.5 0 1 1 0 5 2.5 2.5 0 0 1 0-5ZM3 9.5h4V21H3Zm7 0h3.8v1.6h.1c.5-1 1.8-2 3.8-2 4 0 4.8 2.6 4.8 6.1V21h-4v-5.1c0-1.2 0-2.8-1.7-2.8s-2 1.3-2 2.7V21h-4Z" />,
    ),
  },
  { href: 'https://www.instagram.com/hamkar.cafe', label: `اینستاگرام کافه ${PRODUCT_NAME}`, icon: instagram },
  { href: 'https://www.instagram.com/hamkar.space', label: `اینستاگرام فضای کار ${PRODUCT_NAME}`, icon: instagram },
];

const LINKS = [
  { href: '/terms', label: 'قوانین' },
  { href: '/FAQ', label: 'سوالات متداول' },
  { href: '/userTicket', label: 'پشتیبانی' },
  { href: '/about-us/carousel', label: 'درباره ما' },
  { href: '/team', label: 'تیم ما' },
];

/** The e-commerce trust badge, drawn inline so the page makes no third-party request. */
function TrustBadge() {
  return (
    <svg className={styles.badge} viewBox="0 0 96 112" role="img" aria-label="نماد اعتماد الکترونیکی">
      <rect
        x="1"
        y="1"
        width="94"
        height="110"
        rx="12"
        fill="var(--c-surface)"
        stroke="var(--c-border)"
        strokeWidth="2"
      />
      <path
        d="M48 14 70 22v18c0 14-9.5 24-22 28-12.5-4-22-14-22-28V22Z"
        fill="var(--c-primary-50)"
        stroke="var(--c-primary)"
        strokeWidth="2.5"
      />
      <path
        d="m38 41 7 7 13-14"
        fill="none"
        stroke="var(--c-success)"
        strokeWidth="4"
        strokeLinecap="round"
        strokeLinejoin="round"
      />
      <text x="48" y="88" textAnchor="middle" fontSize="13" fontWeight="700" fill="var(--c-primary)">
        نماد اعتماد
      </text>
      <text x="48" y="103" textAnchor="middle" fontSize="9" fill="var(--c-muted)">
        الکترونیکی
      </text>
    </svg>
  );
}

/** Logo, slogan, social accounts, the information pages and the registration badge. */
export default function Footer() {
  return (
    <footer className={styles.footer}>
      <div className={styles.inner}>
        <div className={styles.about}>
          <Link href="/" className={styles.logo} aria-label={`${PRODUCT_NAME}، صفحه اصلی`}>
            <svg width="30" height="30" viewBox="0 0 32 32" aria-hidden="true">
              <rect width="32" height="32" rx="9" fill="var(--c-primary)" />
              <path
                d="M9 13h12v5a5 5 0 0 1-5 5h-2a5 5 0 0 1-5-5Zm12 1.5h1.5a2.5 2.5 0 0 1 0 5H21"
                fill="none"
                stroke="#fff"
                strokeWidth="2"
              />
              <path
                d="M13 7.5c-.7 1.2.7 1.8 0 3M17 7.5c-.7 1.2.7 1.8 0 3"
                stroke="var(--c-accent)"
                strokeWidth="1.6"
                strokeLinecap="round"
              />
            </svg>
            <span>{PRODUCT_NAME}</span>
          </Link>
          <p className={styles.slogan}>کافه و فضای کار اشتراکی؛ جایی برای قهوه، کار و ماجراجویی‌های تازه.</p>
          <ul className={styles.social} aria-label="شبکه‌های اجتماعی">
            {SOCIAL.map((s) => (
              <li key={s.href}>
                <a
                  href={s.href}
                  target="_blank"
                  rel="noopener noreferrer"
                  aria-label={s.label}
                  title={s.label}
                  className={styles.socialLink}
                >
                  {s.icon}
                </a>
              </li>
            ))}
          </ul>
        </div>
        <nav className={styles.linksNav} aria-label="پیوندهای پاورقی">
          <ul className={styles.links}>
            {LINKS.map((l) => (
              <li key={l.href}>
                <Link href={l.href} className={styles.link}>
                  {l.label}
                </Link>
              </li>
            ))}
          </ul>
        </nav>
        <TrustBadge />
      </div>
      <p className={styles.copy}>{`تمامی حقوق برای ${PRODUCT_NAME} محفوظ است.`}</p>
    </footer>
  );
}

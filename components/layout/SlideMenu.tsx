import Link from 'next/link';
import { useEffect, useRef } from 'react';
import { PRODUCT_NAME } from '@/lib/client/site';
import { useAppSelector } from '@/store';
import { selectAuth } from '@/store/slices/authSlice';
import { staffLinks } from '@/lib/staff-links';
import styles from './SlideMenu.module.css';

const LINKS: { href: string; label: string }[] = [
  { href: '/explore', label: 'شبکه‌سازی' },
  { href: '/blog', label: 'بلاگ' },
  { href: '/club', label: 'باشگاه' },
  { href: '/events', label: 'رویدادها و کارگاه‌ها' },
  { href: '/terms', label: 'قوانین' },
  { href: '/FAQ', label: 'سوالات متداول' },
  { href: '/userTicket', label: 'پشتیبانی' },
  { href: '/about-us/carousel', label: 'درباره ما' },
  { href: '/team', label: 'تیم ما' },
];

interface Props {
  id: string;
  open: boolean;
  onClose: () => void;
  onContact: () => void;
}

/** The home page's slide-out menu on phones; Tab stays inside, Escape and the backdrop close it. */
export default function SlideMenu({ id, open, onClose, onContact }: Props) {
  const panelRef = useRef<HTMLDivElement>(null);
  // A signed-in staff member's ways into the panel (lib/staff-links.ts), listed first.
  const auth = useAppSelector(selectAuth);
  const staff = auth.state === 'user' ? staffLinks(auth.user) : [];

  useEffect(() => {
    if (!open) return;
    const node = panelRef.current;
    node?.querySelector<HTMLElement>('a[href], button')?.focus();
    const onKey = (e: KeyboardEvent) => {
      if (e.key === 'Escape') {
        e.preventDefault();
        onClose();
        return;
      }
      if (e.key !== 'Tab' || !node) return;
      const items = [...node.querySelectorAll<HTMLElement>('a[href], button:not([disabled])')];
      if (!items.length) return;
      const first = items[0];
      const last = items[items.length - 1];
      if (e.shiftKey && document.activeElement === first) {
        e.preventDefault();
        last.focus();
      } else if (!e.shiftKey && document.activeElement === last) {
        e.preventDefault();
        first.focus();
      } else if (!node.contains(document.activeElement)) {
        e.preventDefault();
        first.focus();
      }
    };
    document.addEventListener('keydown', onKey);
    const overflow = document.body.style.overflow;
    document.body.style.overflow = 'hidden';
    return () => {
      document.removeEventListener('keydown', onKey);
      document.body.style.overflow = overflow;
    };
  }, [open, onClose]);

  if (!open) return null;

  return (
    <div className={styles.backdrop} onMouseDown={(e) => e.target === e.currentTarget && onClose()}>
      <div ref={panelRef} id={id} className={styles.panel} role="dialog" aria-modal="true" aria-label="منوی اصلی">
        <div className={styles.head}>
          <span className={styles.brand}>{PRODUCT_NAME}</span>
          <button type="button" className={styles.close} onClick={onClose} aria-label="بستن منو">
            ×
          </button>
        </div>
        <nav aria-label="منوی اصلی">
          <ul className={styles.list}>
            {staff.map((l) => (
              <li key={l.href}>
                <Link
                  href={l.href}
                  className={`${styles.item} ${styles.staff}`}
                  onClick={onClose}
                  data-testid={`menu-${l.testId}`}
                >
                  {l.label}
                </Link>
              </li>
            ))}
            {LINKS.map((l) => (
              <li key={l.href}>
                <Link href={l.href} className={styles.item} onClick={onClose}>
                  {l.label}
                </Link>
              </li>
            ))}
            <li>
              <button
                type="button"
                className={styles.item}
                onClick={() => {
                  onClose();
                  onContact();
                }}
              >
                تماس با ما
              </button>
            </li>
          </ul>
        </nav>
      </div>
    </div>
  );
}

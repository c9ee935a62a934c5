import Link from 'next/link';
import { useRouter } from 'next/router';
import { useCallback, useRef, useState } from 'react';
import { useAppDispatch, useAppSelector } from '@/store';
import { selectAuth } from '@/store/slices/authSlice';
import { selectPageTitle } from '@/store/slices/uiSlice';
import { openModal } from '@/store/slices/modalsSlice';
import { ADVENTURE_WORD } from '@/lib/client/site';
import { isMenuPath, isPanelPath, menuHref, useCurrentProviderId, useHydrated, useIsMobile } from './hooks';
import HeaderTitle from './HeaderTitle';
import { clientPart } from './lazy';
import styles from './Header.module.css';

const PANEL_TITLE = 'پنل مدیریت';

// Only the home page has the slide-out menu (closed until the burger opens it): other pages do not carry it, and
// the home's HTML has none (closed, it is off screen), so it loads after hydration, not with the page.
const SlideMenu = clientPart(() => import('./SlideMenu'));

// The branch's name is only the fallback title: it needs the branch list, so it loads on pages that
// have no title of their own (set on the server, or in the page's first effects) and only then.
const BranchTitle = clientPart(() => import('./BranchTitle'), <HeaderTitle text={ADVENTURE_WORD} mobile />);

// What the header's auth corner shows while it does not know who is there yet.
const authPlaceholder = <span className={styles.authPlaceholder} aria-hidden="true" />;

// A signed-in visitor's corner (staff links, greeting, avatar) is known only after hydration, when the session
// is read: its code loads then, behind the same placeholder, and never for a guest (issue 25: the menu's first load).
const HeaderUser = clientPart(() => import('./HeaderUser'), authPlaceholder);

/**
 * The title of a page without one of its own: the adventure word while hydrating (a page may still set
 * its title in its first effects), then the branch's name.
 */
function FallbackTitle({ providerId, mobile }: { providerId: string | null; mobile: boolean }) {
  const hydrated = useHydrated();
  return hydrated ? (
    <BranchTitle providerId={providerId} mobile={mobile} />
  ) : (
    <HeaderTitle text={ADVENTURE_WORD} mobile={mobile} />
  );
}

/** The fixed top bar: page title, the section links, and login/register or the greeting and avatar. */
export default function Header() {
  const router = useRouter();
  const dispatch = useAppDispatch();
  const auth = useAppSelector(selectAuth);
  const pageTitle = useAppSelector(selectPageTitle);
  const providerId = useCurrentProviderId();
  const mobile = useIsMobile();
  const [menuOpen, setMenuOpen] = useState(false);
  const burgerRef = useRef<HTMLButtonElement>(null);

  const path = router.pathname;
  const home = path === '/';
  const panel = isPanelPath(path);
  const menu = isMenuPath(path);

  const openContact = useCallback(() => dispatch(openModal({ type: 'contactUs' })), [dispatch]);
  const closeMenu = useCallback(() => {
    setMenuOpen(false);
    burgerRef.current?.focus();
  }, []);

  return (
    <header className={styles.header}>
      <div className={styles.inner}>
        <div className={styles.start}>
          {home && (
            <button
              ref={burgerRef}
              type="button"
              className={styles.burger}
              aria-label="منوی اصلی"
              aria-expanded={menuOpen}
              aria-controls="slide-menu"
              onClick={() => setMenuOpen(true)}
            >
              <svg width="24" height="24" viewBox="0 0 24 24" aria-hidden="true">
                <path d="M4 6h16M4 12h16M4 18h10" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
              </svg>
            </button>
          )}
          {panel || pageTitle ? (
            <HeaderTitle text={pageTitle || PANEL_TITLE} mobile={mobile} />
          ) : (
            <FallbackTitle providerId={providerId} mobile={mobile} />
          )}
        </div>

        <nav className={styles.nav} aria-label="پیوندهای اصلی">
          {!home && (
            <Link href="/" className={styles.navLink}>
              خانه
            </Link>
          )}
          {menu ? (
            <>
              <Link href={menuHref(providerId)} className={styles.navLink}>
                منو
              </Link>
              <Link href="/previousOrders" className={styles.navLink}>
                ماجراهای پیشین
              </Link>
            </>
          ) : (
            <>
              <Link href="/explore" className={styles.navLink}>
                شبکه‌سازی
              </Link>
              <Link href="/blog" className={styles.navLink}>
                بلاگ
              </Link>
              <Link href="/club" className={styles.navLink}>
                باشگاه
              </Link>
              <button type="button" className={styles.navLink} onClick={openContact}>
                تماس با ما
              </button>
            </>
          )}
        </nav>

        <div className={styles.end} data-testid="header-auth">
          {auth.state === 'unknown' && authPlaceholder}
          {auth.state === 'guest' && (
            <>
              <button
                type="button"
                className="btn btn-sm btn-primary"
                onClick={() => dispatch(openModal({ type: 'login' }))}
              >
                ورود
              </button>
              <button
                type="button"
                className="btn btn-sm btn-outline"
                onClick={() => dispatch(openModal({ type: 'register' }))}
              >
                ثبت نام
              </button>
            </>
          )}
          {auth.state === 'user' && auth.user && <HeaderUser user={auth.user} path={path} />}
        </div>
      </div>
      {home && <SlideMenu id="slide-menu" open={menuOpen} onClose={closeMenu} onContact={openContact} />}
    </header>
  );
}

import Link from 'next/link';
import { useRouter } from 'next/router';
import { useCallback, useRef, useState } from 'react';
import { useAppDispatch, useAppSelector } from '@/store';
import { selectAuth, type AuthUser } from '@/store/slices/authSlice';
import { selectPageTitle } from '@/store/slices/uiSlice';
import { openModal } from '@/store/slices/modalsSlice';
import { ADVENTURE_WORD } from '@/lib/client/site';
import { PANEL_LINK, staffLinks } from '@/lib/staff-links';
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

function Avatar({ user }: { user: AuthUser }) {
  const [broken, setBroken] = useState(false);
  const initial = [...(user.firstName?.trim() || '')][0];
  const photo =
    user.images.length > 0 && !broken
      ? `${process.env.NEXT_PUBLIC_API_BASE || '/api'}/v1/getphoto/user/${user._id}`
      : null;
  return (
    <span className={styles.avatar} aria-hidden="true">
      {photo ? (
        // eslint-disable-next-line @next/next/no-img-element -- a small API-served photo; next/image adds nothing here
        <img src={photo} alt="" width={34} height={34} onError={() => setBroken(true)} />
      ) : initial ? (
        initial
      ) : (
        <svg width="20" height="20" viewBox="0 0 24 24" fill="currentColor">
          <path d="M12 12a4.5 4.5 0 1 0 0-9 4.5 4.5 0 0 0 0 9Zm0 2c-4.4 0-8 2.2-8 5v1.5h16V19c0-2.8-3.6-5-8-5Z" />
        </svg>
      )}
    </span>
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
  const onProfile = path === '/profile';

  const openContact = useCallback(() => dispatch(openModal({ type: 'contactUs' })), [dispatch]);
  const closeMenu = useCallback(() => {
    setMenuOpen(false);
    burgerRef.current?.focus();
  }, []);

  const firstName = auth.user?.firstName?.trim();
  // Staff reach their panel from every page (issue 21 D01, D02); on a phone only «پنل» fits beside the greeting.
  const staff = auth.state === 'user' ? staffLinks(auth.user) : [];

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
          {auth.state === 'unknown' && <span className={styles.authPlaceholder} aria-hidden="true" />}
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
          {auth.state === 'user' && auth.user && (
            <>
              {staff.length > 0 && (
                <nav className={styles.staff} aria-label="پنل کارکنان">
                  {staff.map((l) => (
                    <Link
                      key={l.href}
                      href={l.href}
                      className={`${styles.staffLink} ${l === PANEL_LINK ? '' : styles.wideOnly}`}
                      aria-current={path === l.href ? 'page' : undefined}
                      data-testid={l.testId}
                    >
                      {l.label}
                    </Link>
                  ))}
                </nav>
              )}
              <span className={styles.greeting} data-testid="header-greeting">
                {firstName ? `سلام ${firstName} :)` : 'سلام ماجراجو :)'}
              </span>
              {!onProfile && (
                <Link href="/profile" className={styles.avatarLink} aria-label="پروفایل من">
                  <Avatar user={auth.user} />
                </Link>
              )}
            </>
          )}
        </div>
      </div>
      {home && <SlideMenu id="slide-menu" open={menuOpen} onClose={closeMenu} onContact={openContact} staff={staff} />}
    </header>
  );
}

import { useRouter } from 'next/router';
import { useEffect, type ReactNode } from 'react';
import { useAppDispatch, useAppSelector } from '@/store';
import { selectLoading, selectOnline, setPageTitle } from '@/store/slices/uiSlice';
import Header from './Header';
import TabBar from './TabBar';
import OfflineBanner from './OfflineBanner';
import { isPanelPath } from './hooks';
import { clientPart, staticPart } from './lazy';
import styles from './Layout.module.css';

// Below the first screen and the same on every page: its code is not in a page's first load (issue 25);
// the server's footer stays as it is until its code arrives after hydration.
const Footer = staticPart(
  // eslint-disable-next-line @typescript-eslint/no-require-imports -- the server's copy only; the browser's build drops it
  typeof window === 'undefined' ? () => (require('./Footer') as typeof import('./Footer')).default : null,
  () => import('./Footer'),
);
// Shown only while the browser waits on a blocking call, so its code loads when first needed.
const LoadingOverlay = clientPart(() => import('@/components/ui/LoadingOverlay'));

const pathOf = (url: string) => url.split(/[?#]/)[0];

/**
 * Set at build time from ALLOW_SANDBOX_PAYMENTS / PAYMENT_DRIVER (next.config.ts); start-up refuses a
 * build whose banner disagrees with the server's payment driver (server/start.ts). A constant, so a
 * real build carries no banner code at all.
 */
const DEMO_PAYMENTS = process.env.NEXT_PUBLIC_DEMO_PAYMENTS === 'true';

/** The page frame: fixed header, content offset by 52 px, footer, the phone tab bar and the loading overlay. */
export default function Layout({ children }: { children: ReactNode }) {
  const router = useRouter();
  const dispatch = useAppDispatch();
  const loading = useAppSelector(selectLoading);
  const online = useAppSelector(selectOnline);
  const panel = isPanelPath(router.pathname);
  // Print-invoice pages print bare paper: no header (the spec's one exception).
  const printing = /printInvoice/i.test(router.pathname);
  const profile = router.pathname === '/profile';

  useEffect(() => {
    document.body.classList.toggle('bg-white', profile);
    return () => document.body.classList.remove('bg-white');
  }, [profile]);

  // A page's title belongs to that page: forget it when leaving for another path (the new page sets its own).
  useEffect(() => {
    const onStart = (url: string, { shallow }: { shallow: boolean }) => {
      if (!shallow && pathOf(url) !== pathOf(router.asPath)) dispatch(setPageTitle(null));
    };
    router.events.on('routeChangeStart', onStart);
    return () => router.events.off('routeChangeStart', onStart);
  }, [router, dispatch]);

  return (
    <>
      <a href="#main" className={styles.skip}>
        رفتن به محتوای اصلی
      </a>
      {!printing && <Header />}
      <div className={`${styles.shell} ${panel || printing ? '' : styles.withTabBar}`}>
        <main id="main" className={`page ${styles.page} ${printing ? styles.noHeader : ''}`} tabIndex={-1}>
          {/* In the page's flow (sticky under the header), so it pushes the page down instead of covering its top. */}
          {!online && !printing && <OfflineBanner />}
          {DEMO_PAYMENTS && !printing && (
            <p className={styles.demo} role="note" data-testid="demo-banner">
              <strong>حالت نمایشی</strong> — درگاه بانکی شبیه‌سازی است؛ پرداخت‌ها واقعی نیستند و پولی جابه‌جا نمی‌شود.
            </p>
          )}
          {children}
        </main>
        {!panel && !printing && <Footer />}
      </div>
      {!panel && !printing && <TabBar />}
      {loading && <LoadingOverlay />}
    </>
  );
}

import { useRouter } from 'next/router';
import { useCallback, useEffect, useRef, useSyncExternalStore } from 'react';
import { readCookie } from '@/lib/client/cookie';
import { MOBILE_BREAKPOINT, PROVIDER_COOKIE } from '@/lib/client/site';

// The cookie is written by other screens without an event, so it is re-read on every render,
// when the tab regains focus, and (through useRouter) on every navigation.
function subscribeCookie(onChange: () => void) {
  window.addEventListener('focus', onChange);
  document.addEventListener('visibilitychange', onChange);
  return () => {
    window.removeEventListener('focus', onChange);
    document.removeEventListener('visibilitychange', onChange);
  };
}
const readProviderCookie = () => readCookie(PROVIDER_COOKIE) || null;
const noCookieOnServer = () => null;

/** The branch the visitor is at: the route's `providerId`, else the providerId cookie. */
export function useCurrentProviderId(): string | null {
  const router = useRouter();
  const cookie = useSyncExternalStore(subscribeCookie, readProviderCookie, noCookieOnServer);
  const fromRoute = router.query.providerId;
  return typeof fromRoute === 'string' && fromRoute ? fromRoute : cookie;
}

const noSubscription = () => () => {};
/**
 * False while React hydrates the server's HTML, true from the render after it (React re-renders once
 * the first effects, the page's included, have run) and on screens rendered in the browser.
 */
export function useHydrated(): boolean {
  return useSyncExternalStore(
    noSubscription,
    () => true,
    () => false,
  );
}

/** The menu of the chosen branch; bare /menu redirects on the server to the configured default branch. */
export const menuHref = (providerId: string | null) =>
  providerId ? `/menu/${encodeURIComponent(providerId)}` : '/menu';

const MOBILE_QUERY = `(max-width: ${MOBILE_BREAKPOINT}px)`;
function subscribeMedia(onChange: () => void) {
  const mql = window.matchMedia(MOBILE_QUERY);
  mql.addEventListener('change', onChange);
  return () => mql.removeEventListener('change', onChange);
}

/** True below 1200 px; the server render assumes a phone (mobile first). */
export function useIsMobile(): boolean {
  return useSyncExternalStore(
    subscribeMedia,
    () => window.matchMedia(MOBILE_QUERY).matches,
    () => true,
  );
}

/** Panel routes have their own chrome: no tab bar, no footer, the panel title. */
export function isPanelPath(pathname: string): boolean {
  return pathname === '/panel' || pathname.startsWith('/panel/');
}

/** The menu screens (/menu, /Menu, /menu/…): the header shows menu links there. */
export function isMenuPath(pathname: string): boolean {
  return /^\/menu(\/|$)/i.test(pathname);
}

/**
 * A callback whose identity never changes but always calls the latest `fn`. The modal host hands
 * each modal a new onClose on every render; passing it to the Modal frame as is would make the
 * frame re-run its focus effect and pull focus back to its first field.
 */
export function useStableCallback<A extends unknown[], R>(fn: (...args: A) => R): (...args: A) => R {
  const ref = useRef(fn);
  useEffect(() => {
    ref.current = fn;
  }, [fn]);
  return useCallback((...args: A) => ref.current(...args), []);
}

import '@/styles/globals.css';
import type { AppProps } from 'next/app';
import localFont from 'next/font/local';
import Head from 'next/head';
import { useRouter } from 'next/router';
import { useCallback, useEffect, useState } from 'react';
import { Provider } from 'react-redux';
import type NProgressType from 'nprogress';
import { makeStore, persistCart, type AppStore } from '@/store';
import { hydrate, CART_STORAGE_KEY } from '@/store/slices/cartSlice';
import { setOnline, setPageTitle, uiSlice } from '@/store/slices/uiSlice';
import { authSlice, signedOut } from '@/store/slices/authSlice';
import { isChunkLoadError, reloadOnceForChunk } from '@/lib/client/chunkReload';
import { SITE_DESCRIPTION, SITE_TITLE } from '@/lib/client/site';
import Layout from '@/components/layout/Layout';
import { closeModal } from '@/store/slices/modalsSlice';
import type { ShellProps } from '@/lib/contracts/shell';
import { isPanelPath } from '@/components/layout/hooks';
import { OUTBOX_FLAG } from '@/lib/client/outbox-flag';
import { runLateScripts } from '@/lib/client/late-scripts';
import { clientPart } from '@/components/layout/lazy';

// The progress bar is fetched on the first slow navigation, not with the page.
let progress: typeof NProgressType | null = null;
let progressWanted = false;
function progressStart() {
  progressWanted = true;
  if (progress) return progress.start();
  void import('nprogress').then(({ default: np }) => {
    // nprogress's own template says role="bar", which is no ARIA role (axe: critical): a plain,
    // hidden decoration here, found by its class.
    np.configure({
      showSpinner: false,
      trickleSpeed: 200,
      barSelector: '.bar',
      template: '<div class="bar" aria-hidden="true"><div class="peg"></div></div>',
    });
    progress = np;
    if (progressWanted) np.start();
  });
}
function progressDone() {
  progressWanted = false;
  progress?.done();
}

/** Shows the progress bar only for navigations slower than 200 ms (the spec's throttle). */
function useRouteProgress() {
  const router = useRouter();
  useEffect(() => {
    let timer: ReturnType<typeof setTimeout> | null = null;
    let failsafe: ReturnType<typeof setTimeout> | null = null;
    const start = () => {
      timer = setTimeout(progressStart, 200);
      failsafe = setTimeout(progressDone, 5000);
    };
    const done = () => {
      if (timer) clearTimeout(timer);
      if (failsafe) clearTimeout(failsafe);
      progressDone();
    };
    const failed = (err: unknown) => {
      done();
      if (isChunkLoadError(err)) reloadOnceForChunk();
    };
    router.events.on('routeChangeStart', start);
    router.events.on('routeChangeComplete', done);
    router.events.on('routeChangeError', failed);
    return () => {
      router.events.off('routeChangeStart', start);
      router.events.off('routeChangeComplete', done);
      router.events.off('routeChangeError', failed);
    };
  }, [router]);
}

/** The store's first state: what a server-rendered page already told the shell (see ShellProps). */
function shellState({ guest, headerTitle }: ShellProps) {
  return {
    ...(guest ? { auth: authSlice.reducer(undefined, signedOut()) } : {}),
    ...(headerTitle ? { ui: uiSlice.reducer(undefined, setPageTitle(headerTitle)) } : {}),
  };
}

/** Start-up work; `checkSession` is false when the server already knows the visitor is a guest. */
function useBootstrap(store: AppStore, checkSession: boolean) {
  useEffect(() => {
    // Next's manifests, for the router's prefetches and navigations: after hydration (pages/_document.tsx).
    runLateScripts();
    let saved = null;
    try {
      saved = JSON.parse(localStorage.getItem(CART_STORAGE_KEY) ?? 'null');
    } catch {
      saved = null;
    }
    store.dispatch(hydrate({ saved, now: Date.now() }));
    const stopPersist = persistCart(store);

    const update = () => store.dispatch(setOnline(navigator.onLine));
    update();
    window.addEventListener('online', update);
    window.addEventListener('offline', update);

    const onError = (e: ErrorEvent | PromiseRejectionEvent) => {
      const err = 'reason' in e ? e.reason : e.error;
      if (isChunkLoadError(err)) reloadOnceForChunk();
    };
    window.addEventListener('error', onError);
    window.addEventListener('unhandledrejection', onError);

    // Offline reading and ordering (issue 29), after the page has loaded: the service worker on customer
    // pages (never the panel), and the outbox's sender when orders wait in it.
    const offlineSupport = () => {
      if (!isPanelPath(location.pathname)) void import('@/lib/client/sw').then((m) => m.startServiceWorker());
      let waiting = false;
      try {
        waiting = Boolean(localStorage.getItem(OUTBOX_FLAG));
      } catch {
        waiting = false;
      }
      if (waiting)
        void import(/* webpackChunkName: "outbox-sync" */ '@/lib/client/outbox-sync').then((m) => m.startOutbox(store));
    };
    if (document.readyState === 'complete') offlineSupport();
    else window.addEventListener('load', offlineSupport, { once: true });

    // The data layer (RTK Query and axios) loads with the check, so a page that needs neither starts without them.
    let stopped = false;
    let unsubscribe = () => {};
    if (checkSession) {
      void Promise.all([import('@/store/api/auth'), import('@/api-client').then((m) => m.http())]).then(
        ([{ authApi }]) => {
          if (stopped) return;
          // Its answer (a user, or none) reaches the auth slice through its extraReducers.
          unsubscribe = store.dispatch(authApi.endpoints.checkActivation.initiate(undefined)).unsubscribe;
        },
      );
    }
    return () => {
      stopped = true;
      stopPersist();
      unsubscribe();
      window.removeEventListener('online', update);
      window.removeEventListener('offline', update);
      window.removeEventListener('error', onError);
      window.removeEventListener('unhandledrejection', onError);
      window.removeEventListener('load', offlineSupport);
    };
  }, [store, checkSession]);
}

// Vazirmatn as two variable fonts (every weight in one file each), split by unicode-range so a page of
// Persian text downloads only the small one:
// - the Persian cut (37 KB, built by scripts/subset-font.ts), preloaded, so the first layout already
//   has it. Without it that layout shaped every line with system fallback fonts first, each fallback
//   lookup a synchronous call to the browser process (70-150 ms of main thread on this machine
//   instead of 20-40 ms), and laid the text out again when the font arrived;
// - the full font (111 KB) for everything else, chiefly Latin letters and digits, fetched only when a
//   page shows some, with a size-matched fallback so text does not jump when it arrives.
// The ranges are the ones scripts/subset-font.ts prints; tests/unit/font-ranges.test.ts keeps them
// in step with it.
const vazirmatnFa = localFont({
  src: '../styles/fonts/Vazirmatn-fa-wght.woff2',
  weight: '100 900',
  display: 'swap',
  preload: true,
  adjustFontFallback: false,
  declarations: [
    {
      prop: 'unicode-range',
      value:
        'U+20-2F, U+3A-40, U+5B-60, U+7B-7E, U+A0, U+AB, U+B7, U+BB, U+D7, U+60C, U+61B, U+61F, U+621-63A, U+640-655, U+660-66C, U+670, U+67E, U+686, U+698, U+6A9, U+6AF, U+6C0, U+6CC, U+6F0-6F9, U+200C-2027, U+2039-203A',
    },
  ],
});
const vazirmatn = localFont({
  src: '../node_modules/vazirmatn/fonts/webfonts/Vazirmatn[wght].woff2',
  weight: '100 900',
  display: 'swap',
  preload: false,
  fallback: ['Tahoma', 'sans-serif'],
  declarations: [
    {
      prop: 'unicode-range',
      value:
        'U+30-39, U+41-5A, U+61-7A, U+A1-AA, U+AC-B6, U+B8-BA, U+BC-D6, U+D8-60B, U+60D-61A, U+61C-61E, U+620, U+63B-63F, U+656-65F, U+66D-66F, U+671-67D, U+67F-685, U+687-697, U+699-6A8, U+6AA-6AE, U+6B0-6BF, U+6C1-6CB, U+6CD-6EF, U+6FA-200B, U+2028-2038, U+203B-10FFFF',
    },
  ],
});
const fontStack = `${vazirmatnFa.style.fontFamily}, ${vazirmatn.style.fontFamily}`;

// Modals open only after hydration: the host (and Back-button handling) loads then, not with the page (issue 25).
const ModalHost = clientPart(() => import('@/components/ui/ModalHost'));

type PageWithLayout = AppProps['Component'] & { bare?: boolean };

export default function App({ Component, pageProps }: AppProps) {
  // Only the first page's shell props count: later pages come with a store that already knows.
  const [store] = useState(() => makeStore(shellState(pageProps as ShellProps)));
  const [checkSession] = useState(() => !(pageProps as ShellProps).guest);
  useRouteProgress();
  useBootstrap(store, checkSession);
  const onCloseModal = useCallback((id: number) => store.dispatch(closeModal(id)), [store]);
  const page = <Component {...pageProps} />;
  return (
    <Provider store={store}>
      <Head>
        <title>{SITE_TITLE}</title>
        <meta name="viewport" content="width=device-width, initial-scale=1, viewport-fit=cover" />
        <meta name="description" content={SITE_DESCRIPTION} />
        <style>{`:root{--font-vazirmatn:${fontStack};}`}</style>
      </Head>
      {(Component as PageWithLayout).bare ? page : <Layout>{page}</Layout>}
      <ModalHost onClose={onCloseModal} />
    </Provider>
  );
}

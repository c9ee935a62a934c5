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
import { setOnline } from '@/store/slices/uiSlice';
import { signedIn, signedOut } from '@/store/slices/authSlice';
import { authApi } from '@/store/api/auth';
import { isChunkLoadError, reloadOnceForChunk } from '@/lib/client/chunkReload';
import { SITE_DESCRIPTION, SITE_TITLE } from '@/lib/client/site';
import Layout from '@/components/layout/Layout';
import ModalHost from '@/components/ui/ModalHost';
import { closeModal } from '@/store/slices/modalsSlice';

// The progress bar is fetched on the first slow navigation, not with the page.
let progress: typeof NProgressType | null = null;
let progressWanted = false;
function progressStart() {
  progressWanted = true;
  if (progress) return progress.start();
  void import('nprogress').then(({ default: np }) => {
    np.configure({ showSpinner: false, trickleSpeed: 200 });
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

function useBootstrap(store: AppStore) {
  useEffect(() => {
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

    const check = store.dispatch(authApi.endpoints.checkActivation.initiate(undefined));
    check.then((r) => {
      if (r.data) store.dispatch(signedIn({ user: r.data.user, status: r.data.status, userLevelName: r.data.userLevelName, discountBaseUserLevel: r.data.discountBaseUserLevel }));
      else store.dispatch(signedOut());
    });
    return () => {
      stopPersist();
      check.unsubscribe();
      window.removeEventListener('online', update);
      window.removeEventListener('offline', update);
      window.removeEventListener('error', onError);
      window.removeEventListener('unhandledrejection', onError);
    };
  }, [store]);
}

// Vazirmatn from its package as one variable font (every weight in one file) with a size-matched
// fallback so text does not jump when it arrives. Not preloaded: on a slow phone connection the
// 110 KB preload competed with the page's own scripts and delayed the first paint (Lighthouse).
const vazirmatn = localFont({
  src: '../node_modules/vazirmatn/fonts/webfonts/Vazirmatn[wght].woff2',
  weight: '100 900',
  display: 'swap',
  preload: false,
  fallback: ['Tahoma', 'sans-serif'],
});

type PageWithLayout = AppProps['Component'] & { bare?: boolean };

export default function App({ Component, pageProps }: AppProps) {
  const [store] = useState(() => makeStore());
  useRouteProgress();
  useBootstrap(store);
  const onCloseModal = useCallback((id: number) => store.dispatch(closeModal(id)), [store]);
  const page = <Component {...pageProps} />;
  return (
    <Provider store={store}>
      <Head>
        <title>{SITE_TITLE}</title>
        <meta name="viewport" content="width=device-width, initial-scale=1, viewport-fit=cover" />
        <meta name="description" content={SITE_DESCRIPTION} />
        <style>{`:root{--font-vazirmatn:${vazirmatn.style.fontFamily};}`}</style>
      </Head>
      {(Component as PageWithLayout).bare ? page : <Layout>{page}</Layout>}
      <ModalHost onClose={onCloseModal} />
    </Provider>
  );
}

import Head from 'next/head';
import { useRouter } from 'next/router';
import { useEffect, useRef } from 'react';
import { useAppDispatch, useAppSelector } from '@/store';
import { selectAuth } from '@/store/slices/authSlice';
import { openModal } from '@/store/slices/modalsSlice';
import { usePageTitle } from '@/lib/client/usePageTitle';
import { PRODUCT_NAME } from '@/lib/client/site';
import Spinner from '@/components/ui/Spinner';
import { safeNext } from '@/components/auth/session';
import styles from '@/components/layout/PageCard.module.css';

/** The special login link: opens the login modal, then continues to `?next=` (same-site only) or /menu. */
export default function LoginPage() {
  const router = useRouter();
  const dispatch = useAppDispatch();
  const { state } = useAppSelector(selectAuth);
  const next = safeNext(router.query.next);
  const opened = useRef(false);

  usePageTitle('ورود');

  useEffect(() => {
    if (!router.isReady) return;
    if (state === 'user') {
      void router.replace(next);
    } else if (state === 'guest' && !opened.current) {
      opened.current = true;
      dispatch(openModal({ type: 'login' }));
    }
  }, [router, state, next, dispatch]);

  return (
    <>
      <Head>
        <title>{`ورود | ${PRODUCT_NAME}`}</title>
      </Head>
      <div className="container">
        <section className={`card ${styles.card}`} aria-labelledby="login-page-title">
          <h1 id="login-page-title" className={styles.title}>
            ورود به {PRODUCT_NAME}
          </h1>
          {state === 'guest' ? (
            <>
              <p className={styles.text}>
                برای ادامه، با شماره موبایل خود وارد شوید. اگر حساب ندارید، چند ثانیه بیشتر طول نمی‌کشد.
              </p>
              <div className={styles.actions}>
                <button
                  type="button"
                  className="btn btn-primary"
                  onClick={() => dispatch(openModal({ type: 'login' }))}
                  data-testid="login-page-open"
                >
                  ورود
                </button>
                <button
                  type="button"
                  className="btn btn-outline"
                  onClick={() => dispatch(openModal({ type: 'register' }))}
                >
                  ثبت نام
                </button>
              </div>
            </>
          ) : (
            <Spinner label={state === 'user' ? 'در حال انتقال…' : 'در حال بارگذاری'} />
          )}
        </section>
      </div>
    </>
  );
}

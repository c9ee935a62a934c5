import Head from 'next/head';
import Link from 'next/link';
import { useRouter } from 'next/router';
import { useEffect } from 'react';
import { SITE_TITLE } from '@/lib/client/site';
import { useAppDispatch, useAppSelector } from '@/store';
import { useMyOrdersQuery } from '@/store/api/order';
import { setPageTitle } from '@/store/slices/uiSlice';
import NoResult from '@/components/ui/NoResult';
import EmptyState from '@/components/order/EmptyState';
import LoginPrompt from '@/components/order/LoginPrompt';
import OrderCard, { OrderCardSkeleton } from '@/components/order/OrderCard';
import Pagination from '@/components/order/Pagination';
import { describeError } from '@/api-client';
import styles from '@/components/order/PreviousOrders.module.css';

const PAGE_TITLE = 'ماجراهای پیشین';
const PAGE_SIZE = 20;

/** /previousOrders: the customer's own orders, newest first, 20 a page. */
export default function PreviousOrders() {
  const router = useRouter();
  const dispatch = useAppDispatch();
  const authState = useAppSelector((s) => s.auth.state);
  const page = Math.max(1, Number.parseInt(String(router.query.page ?? '1'), 10) || 1);
  const { data, error, isLoading, isFetching, refetch } = useMyOrdersQuery({ page }, { skip: authState !== 'user' || !router.isReady, refetchOnMountOrArgChange: true });

  useEffect(() => {
    dispatch(setPageTitle(PAGE_TITLE));
    return () => {
      dispatch(setPageTitle(null));
    };
  }, [dispatch]);

  const goTo = (p: number) => {
    void router.push({ pathname: '/previousOrders', query: p > 1 ? { page: p } : {} }, undefined, { shallow: true, scroll: false });
    window.scrollTo({ top: 0, behavior: 'smooth' });
  };

  const pages = data ? Math.max(1, Math.ceil(data.total / PAGE_SIZE)) : 1;

  let body;
  if (authState === 'guest') {
    body = <LoginPrompt text="برای دیدن سفارش‌هایی که ثبت کرده‌اید، وارد حساب کاربری خود شوید." />;
  } else if (authState === 'unknown' || isLoading || !router.isReady) {
    body = (
      <ul className={styles.list} aria-busy="true" aria-label="در حال بارگذاری سفارش‌ها">
        {Array.from({ length: 4 }, (_, i) => (
          <OrderCardSkeleton key={i} />
        ))}
      </ul>
    );
  } else if (error && !data) {
    const info = describeError(error);
    body =
      info.status === 401 ? (
        <LoginPrompt text="نشست شما به پایان رسیده است. لطفا دوباره وارد شوید." />
      ) : (
        <EmptyState
          icon="alert"
          title="دریافت سفارش‌ها ممکن نشد."
          text={info.message}
          action={{ onClick: () => void refetch(), label: isFetching ? 'در حال تلاش…' : 'تلاش دوباره' }}
          testId="orders-error"
        />
      );
  } else if (data && data.total === 0) {
    body = (
      <div className="card" data-testid="orders-empty">
        <NoResult
          title="هنوز سفارشی ثبت نکرده‌اید"
          action={
            <Link href="/menu" className="btn btn-primary">
              مشاهده منو
            </Link>
          }
        >
          اولین ماجرا را با یک فنجان قهوه شروع کنید.
        </NoResult>
      </div>
    );
  } else if (data && data.orders.length === 0) {
    body = (
      <div className="card">
        <NoResult
          action={
            <button type="button" className="btn btn-primary" onClick={() => goTo(1)}>
              صفحه اول
            </button>
          }
        />
      </div>
    );
  } else if (data) {
    body = (
      <>
        <ul className={`${styles.list} ${isFetching ? styles.fetching : ''}`} aria-busy={isFetching}>
          {data.orders.map((o) => (
            <OrderCard key={o._id} order={o} />
          ))}
        </ul>
        {pages > 1 && <Pagination page={page} pages={pages} onChange={goTo} disabled={isFetching} />}
      </>
    );
  }

  return (
    <>
      <Head>
        <title>{`${PAGE_TITLE} | ${SITE_TITLE}`}</title>
        <meta name="robots" content="noindex" />
      </Head>
      <div className={`container ${styles.page}`}>
        <h1 className={styles.title}>{PAGE_TITLE}</h1>
        {body}
      </div>
    </>
  );
}

import Head from 'next/head';
import Link from 'next/link';
import { useRouter } from 'next/router';
import { SITE_TITLE } from '@/lib/client/site';
import { pageParam } from '@/lib/query';
import { useAppSelector } from '@/store';
import { useMyOrdersQuery } from '@/store/api/order';
import { usePageTitle } from '@/lib/client/usePageTitle';
import NoResult from '@/components/ui/NoResult';
import QueryState from '@/components/ui/QueryState';
import LoginPrompt from '@/components/ui/LoginPrompt';
import OrderCard, { OrderCardSkeleton } from '@/components/order/OrderCard';
import Pagination from '@/components/ui/Pagination';
import MyReservations from '@/components/space/MyReservations';
import styles from '@/components/order/PreviousOrders.module.css';

const PAGE_TITLE = 'ماجراهای پیشین';
const PAGE_SIZE = 20;

/** /previousOrders: the customer's own orders, newest first, 20 a page. */
export default function PreviousOrders() {
  const router = useRouter();
  const authState = useAppSelector((s) => s.auth.state);
  const page = pageParam(router.query.page);
  const { data, error, isFetching, refetch } = useMyOrdersQuery(
    { page },
    { skip: authState !== 'user' || !router.isReady, refetchOnMountOrArgChange: true },
  );

  usePageTitle(PAGE_TITLE);

  const goTo = (p: number) => {
    void router.push({ pathname: '/previousOrders', query: p > 1 ? { page: p } : {} }, undefined, {
      shallow: true,
      scroll: false,
    });
    window.scrollTo({ top: 0, behavior: 'smooth' });
  };

  const pages = data ? Math.max(1, Math.ceil(data.total / PAGE_SIZE)) : 1;

  const body =
    authState === 'guest' ? (
      <LoginPrompt text="برای دیدن سفارش‌هایی که ثبت کرده‌اید، وارد حساب کاربری خود شوید." />
    ) : (
      <QueryState
        query={{ data, error, isFetching, refetch }}
        loading={
          <ul className={styles.list} aria-busy="true" aria-label="در حال بارگذاری سفارش‌ها">
            {Array.from({ length: 4 }, (_, i) => (
              <OrderCardSkeleton key={i} />
            ))}
          </ul>
        }
        errorTitle="دریافت سفارش‌ها ممکن نشد."
        errorTestId="orders-error"
        renderError={(info) =>
          info.status === 401 ? <LoginPrompt text="نشست شما به پایان رسیده است. لطفا دوباره وارد شوید." /> : null
        }
        isEmpty={(d) => d.orders.length === 0}
        empty={(d) =>
          d.total === 0 ? (
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
          ) : (
            <div className="card">
              <NoResult
                action={
                  <button type="button" className="btn btn-primary" onClick={() => goTo(1)}>
                    صفحه اول
                  </button>
                }
              />
            </div>
          )
        }
      >
        {(d) => (
          <>
            <ul className={`${styles.list} ${isFetching ? styles.fetching : ''}`} aria-busy={isFetching}>
              {d.orders.map((o) => (
                <OrderCard key={o._id} order={o} />
              ))}
            </ul>
            {pages > 1 && <Pagination page={page} pages={pages} onChange={goTo} disabled={isFetching} />}
          </>
        )}
      </QueryState>
    );

  return (
    <>
      <Head>
        <title>{`${PAGE_TITLE} | ${SITE_TITLE}`}</title>
        <meta name="robots" content="noindex" />
      </Head>
      <div className={`container ${styles.page}`}>
        <h1 className={styles.title}>{PAGE_TITLE}</h1>
        <MyReservations />
        {body}
      </div>
    </>
  );
}

import Head from 'next/head';
import Link from 'next/link';
import { useRouter } from 'next/router';
import { SITE_TITLE } from '@/lib/client/site';
import { toPersianDigits } from '@/lib/digits';
import { jalaliDateTime } from '@/lib/jalali';
import { RATING_TEXT } from '@/lib/messages/order-feedback';
import { describeError } from '@/api-client';
import { useAppSelector } from '@/store';
import { useOrderQuery } from '@/store/api/order';
import { usePageTitle } from '@/lib/client/usePageTitle';
import Spinner from '@/components/ui/Spinner';
import EmptyState from '@/components/ui/EmptyState';
import LoginPrompt from '@/components/ui/LoginPrompt';
import OrderRating from '@/components/order/OrderRating';
import styles from '@/components/order/OrderTracking.module.css';

/** /survey/{orderId}: where the SMS sent after delivery leads: rate the order 1–5 with a comment. */
export default function SurveyPage() {
  const router = useRouter();
  const orderId = typeof router.query.orderId === 'string' ? router.query.orderId : '';
  const authState = useAppSelector((s) => s.auth.state);
  const { data, error, isLoading, refetch, isFetching } = useOrderQuery(orderId, {
    skip: !orderId || authState !== 'user',
  });
  const order = data?.order;
  usePageTitle(RATING_TEXT.pageTitle);

  let body;
  if (authState === 'guest') body = <LoginPrompt text="برای ثبت نظر، با همان شماره‌ای که سفارش داده‌اید وارد شوید." />;
  else if (authState === 'unknown' || !orderId || (isLoading && !order))
    body = (
      <div className={styles.center}>
        <Spinner label="در حال بارگذاری سفارش" />
      </div>
    );
  else if (!order || order.gift?.toMe) {
    const info = error ? describeError(error) : null;
    body =
      info && info.status !== 404 && info.status !== 403 && info.status !== 400 ? (
        <EmptyState
          icon="alert"
          title="دریافت سفارش ممکن نشد."
          text={info.message}
          action={{ onClick: () => void refetch(), label: isFetching ? 'در حال تلاش…' : 'تلاش دوباره' }}
          testId="order-error"
        />
      ) : (
        <EmptyState
          icon="receipt"
          title="سفارش مورد نظر یافت نشد."
          text="این پیوند برای حساب کاربری دیگری است یا سفارش وجود ندارد."
          action={{ href: '/previousOrders', label: 'سفارش‌های من' }}
          testId="order-error"
        />
      );
  } else
    body = (
      <div className={styles.layout}>
        <section className={`card ${styles.block}`}>
          <h1 className={styles.title}>
            {RATING_TEXT.pageTitle} · سفارش شماره {toPersianDigits(order.number)}
          </h1>
          <p className="muted">
            {order.providerName} · {jalaliDateTime(order.createdAt)}
          </p>
          <p>{order.items.map((l) => `${l.title} × ${toPersianDigits(l.count)}`).join('، ')}</p>
          <Link href={`/orderTracking/${order._id}`} className={styles.link}>
            جزئیات سفارش
          </Link>
        </section>
        <OrderRating orderId={order._id} />
      </div>
    );

  return (
    <>
      <Head>
        <title>{`${RATING_TEXT.pageTitle} | ${SITE_TITLE}`}</title>
        <meta name="robots" content="noindex" />
      </Head>
      <div className="container">{body}</div>
    </>
  );
}

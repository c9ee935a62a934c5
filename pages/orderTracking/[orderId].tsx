import Head from 'next/head';
import Link from 'next/link';
import { useRouter } from 'next/router';
import { SITE_TITLE } from '@/lib/client/site';
import { toPersianDigits } from '@/lib/digits';
import { ORDER_TYPE_LABELS } from '@/lib/messages/ui';
import { describeError } from '@/api-client';
import { useAppSelector } from '@/store';
import { selectOnline } from '@/store/slices/uiSlice';
import { orderTrackUrl, useOrderQuery } from '@/store/api/order';
import { useEventSourceState } from '@/lib/client/eventSource';
import { usePageTitle } from '@/lib/client/usePageTitle';
import Spinner from '@/components/ui/Spinner';
import EmptyState from '@/components/ui/EmptyState';
import LoginPrompt from '@/components/ui/LoginPrompt';
import StatusBadge from '@/components/order/StatusBadge';
import StatusTimeline from '@/components/order/StatusTimeline';
import OrderLines from '@/components/order/OrderLines';
import BookingTracking from '@/components/space/BookingTracking';
import { useReservationOfOrderQuery } from '@/store/api/space';
import GiftFact from '@/components/order/GiftFact';
import DeliveryFact from '@/components/order/DeliveryFact';
import CancelReasonFact from '@/components/order/CancelReasonFact';
import TrackingHead, { BranchFact, CreatedFact, OrderNote, PaymentFact } from '@/components/order/TrackingHead';
import ScanCode from '@/components/ui/ScanCode';
import OrderActions from '@/components/order/OrderActions';
import OrderRating from '@/components/order/OrderRating';
import PushOptIn from '@/components/order/PushOptIn';
import styles from '@/components/order/OrderTracking.module.css';

const PAGE_TITLE = 'پیگیری سفارش';

function Loading() {
  return (
    <div className={styles.center}>
      <Spinner label="در حال بارگذاری سفارش" />
    </div>
  );
}

/** /orderTracking/{orderId}: one order's status, updated live from the server. */
export default function OrderTracking() {
  const router = useRouter();
  const orderId = typeof router.query.orderId === 'string' ? router.query.orderId : '';
  const authState = useAppSelector((s) => s.auth.state);
  const online = useAppSelector(selectOnline);
  const { data, error, isLoading, isFetching, refetch } = useOrderQuery(orderId, {
    skip: !orderId || authState !== 'user',
  });
  const order = data?.order;
  // The cached order follows its live stream by itself (the order query); this shows whether it is connected.
  const live = useEventSourceState(orderId ? orderTrackUrl(orderId) : null);
  // A room or desk booking has its own tracking (issue 21 D18).
  const booking = useReservationOfOrderQuery(orderId, { skip: !order });
  const reservation = booking.data?.reservation ?? null;

  usePageTitle(PAGE_TITLE);

  let body;
  if (authState === 'guest') {
    body = <LoginPrompt text="برای دیدن وضعیت سفارش، وارد حساب کاربری‌ای شوید که سفارش را با آن ثبت کرده‌اید." />;
  } else if (authState === 'unknown' || !orderId || (isLoading && !order) || (order && booking.isLoading)) {
    body = <Loading />;
  } else if (!order) {
    const info = error ? describeError(error) : null;
    if (info?.status === 401) body = <LoginPrompt text="نشست شما به پایان رسیده است. لطفا دوباره وارد شوید." />;
    else if (info?.status === 403)
      body = (
        <EmptyState
          icon="lock"
          title="شما اجازه مشاهده این سفارش را ندارید."
          text="این سفارش با حساب کاربری دیگری ثبت شده است."
          action={{ href: '/previousOrders', label: 'سفارش‌های من' }}
          testId="order-error"
        />
      );
    else if (info?.status === 404 || info?.status === 400)
      body = (
        <EmptyState
          icon="receipt"
          title="سفارش مورد نظر یافت نشد."
          text="نشانی را بررسی کنید یا سفارش را از فهرست سفارش‌هایتان باز کنید."
          action={{ href: '/previousOrders', label: 'سفارش‌های من' }}
          testId="order-error"
        />
      );
    else
      body = (
        <EmptyState
          icon="alert"
          title="دریافت سفارش ممکن نشد."
          text={info?.message}
          action={{ onClick: () => void refetch(), label: isFetching ? 'در حال تلاش…' : 'تلاش دوباره' }}
          testId="order-error"
        />
      );
  } else if (reservation) {
    body = <BookingTracking order={order} reservation={reservation} live={online ? live : 'reconnecting'} />;
  } else {
    body = (
      <div className={styles.layout}>
        <section className={`card ${styles.block}`} aria-labelledby="order-title">
          {/* «اتصال زنده» only while the stream is connected: offline, the browser may not have noticed yet. */}
          <TrackingHead
            id="order-title"
            noun="سفارش"
            number={order.number}
            live={online ? live : 'reconnecting'}
            badge={<StatusBadge status={order.status} testId="order-status" />}
          />
          <StatusTimeline status={order.status} />
        </section>

        <section className={`card ${styles.block}`} aria-labelledby="details-title">
          <h2 id="details-title" className={styles.subtitle}>
            جزئیات سفارش
          </h2>
          <dl className={styles.facts}>
            <BranchFact order={order} href={`/menu/${order.providerId}`} />
            <div>
              <dt>نوع سفارش</dt>
              <dd>{ORDER_TYPE_LABELS[order.orderType] ?? order.orderType}</dd>
            </div>
            {order.tableNumber !== null && (
              <div>
                <dt>میز</dt>
                <dd data-testid="order-table">میز {toPersianDigits(order.tableNumber)}</dd>
              </div>
            )}
            <CreatedFact order={order} />
            <PaymentFact order={order} />
            <CancelReasonFact order={order} />
            <GiftFact order={order} />
            <DeliveryFact order={order} />
          </dl>
          <OrderNote order={order} />
        </section>

        <section className={`card ${styles.block}`} aria-labelledby="items-title">
          <h2 id="items-title" className={styles.subtitle}>
            اقلام سفارش
          </h2>
          <OrderLines order={order} />
          {order.status !== 'delivered' && order.status !== 'canceled' && order.status !== 'awaitingPayment' && (
            <ScanCode kind="order" id={order._id} label="کد QR تحویل سفارش" />
          )}
        </section>

        {order.status === 'delivered' && !order.gift?.toMe && <OrderRating orderId={order._id} />}
        <OrderActions order={order} />
        {!order.gift?.toMe && <PushOptIn />}
        <div className={styles.actions}>
          <Link href={`/menu/${order.providerId}`} className="btn btn-primary">
            بازگشت به منو
          </Link>
          <Link href="/previousOrders" className="btn btn-outline">
            ماجراهای پیشین
          </Link>
          {order.invoiceId && (
            <Link href={`/invoice/${order.invoiceId}`} className="btn btn-outline" data-testid="order-invoice">
              مشاهده فاکتور
            </Link>
          )}
        </div>
      </div>
    );
  }

  return (
    <>
      <Head>
        <title>{`${PAGE_TITLE} | ${SITE_TITLE}`}</title>
        <meta name="robots" content="noindex" />
      </Head>
      <div className="container">{body}</div>
    </>
  );
}

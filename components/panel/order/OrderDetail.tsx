import LineChoice from '@/components/order/LineChoice';
import { optionsText } from '@/lib/item-options';
import Link from 'next/link';
import { PanelNotice } from '@/components/panel/PanelGuard';
import PriceBreakdown from '@/components/ui/PriceBreakdown';
import Spinner from '@/components/ui/Spinner';
import { describeError } from '@/api-client';
import { toPersianDigits } from '@/lib/digits';
import { jalaliDateTime } from '@/lib/jalali';
import { CORE_ERRORS } from '@/lib/messages/core';
import { formatNumber } from '@/lib/money';
import { useOrderQuery, usePaymentMethodsQuery } from '@/store/api/order';
import { orderNumber, orderPlace, relativeAge, useNow } from './format';
import { printHref } from './OrderCard';
import PaidBadge from './PaidBadge';
import RefundNote from '@/components/order/RefundNote';
import { orderPriceRows, paymentState } from '@/components/order/priceRows';
import GiftTag, { staffCustomerName } from './GiftTag';
import DeliveryFact from '@/components/order/DeliveryFact';
import CancelReasonFact from '@/components/order/CancelReasonFact';
import StatusActions, { useOrderStatusChange } from './StatusActions';
import StatusBadge from '@/components/order/StatusBadge';
import type { OrderView } from '@/lib/contracts/order';
import styles from './OrderDetail.module.css';

function Detail({ order, providerId }: { order: OrderView; providerId: string }) {
  const change = useOrderStatusChange(order);
  const now = useNow();
  const { data: methods } = usePaymentMethodsQuery(providerId);
  const method = order.paymentMethodId
    ? methods?.paymentMethods.find((m) => m._id === order.paymentMethodId)
    : undefined;

  return (
    <article
      className={styles.card}
      data-testid="panel-order"
      data-order-id={order._id}
      data-status={change.displayStatus}
      aria-labelledby="order-title"
    >
      <header className={styles.head}>
        <h1 className={styles.title} id="order-title">
          <span className={styles.label}>سفارش</span>
          <span className={styles.number}>{orderNumber(order.number)}</span>
        </h1>
        <StatusBadge status={change.displayStatus} />
        <a
          href={printHref(providerId, order._id)}
          target="_blank"
          rel="noopener"
          className={`btn btn-sm btn-outline ${styles.print}`}
          data-testid="print-invoice-link"
        >
          چاپ فاکتور
          <span className="sr-only"> (در برگه جدید)</span>
        </a>
      </header>

      <dl className={styles.facts}>
        <div>
          <dt>زمان ثبت</dt>
          <dd>
            <time dateTime={order.createdAt}>{jalaliDateTime(order.createdAt)}</time>
            <span className={styles.age}>{relativeAge(order.createdAt, now)}</span>
          </dd>
        </div>
        <div>
          <dt>مشتری</dt>
          <dd>
            {staffCustomerName(order)} <GiftTag order={order} />
          </dd>
        </div>
        <div>
          <dt>محل تحویل</dt>
          <dd>{orderPlace(order)}</dd>
        </div>
        <DeliveryFact order={order} />
        <CancelReasonFact order={order} />
        <div>
          <dt>پرداخت</dt>
          <dd className={styles.pay}>
            {paymentState(order).method}
            {method && <span className={styles.method}>({method.title})</span>}
            <PaidBadge order={order} />
            <RefundNote order={order} />
          </dd>
        </div>
        {order.updatedAt !== order.createdAt && (
          <div>
            <dt>آخرین تغییر</dt>
            <dd>
              <time dateTime={order.updatedAt}>{jalaliDateTime(order.updatedAt)}</time>
            </dd>
          </div>
        )}
      </dl>

      {order.description && (
        <section className={styles.note} aria-label="توضیحات مشتری">
          <h2 className={styles.noteTitle}>توضیحات</h2>
          <p>{order.description}</p>
        </section>
      )}

      <table className={styles.table}>
        <caption className="sr-only">اقلام سفارش</caption>
        <thead>
          <tr>
            <th scope="col">قلم</th>
            <th scope="col">تعداد</th>
            <th scope="col">قیمت واحد</th>
            <th scope="col">جمع</th>
          </tr>
        </thead>
        <tbody>
          {order.items.map((l) => (
            <tr key={l._id}>
              <th scope="row">
                {l.title}
                <LineChoice options={optionsText(l.options)} note={l.note} />
              </th>
              <td>{toPersianDigits(l.count)}</td>
              <td>{formatNumber(l.unitPrice)}</td>
              <td>{formatNumber(l.lineTotal)}</td>
            </tr>
          ))}
        </tbody>
      </table>

      <div className={styles.totals}>
        <PriceBreakdown rows={orderPriceRows(order)} />
      </div>
      {order.invoiceId && (
        <p>
          <Link href={`/invoice/${order.invoiceId}`} data-testid="panel-order-invoice">
            مشاهده فاکتور
          </Link>
        </p>
      )}

      <StatusActions order={order} change={change} size="md" />
    </article>
  );
}

/** One order in full for the branch's staff, kept current by the live feed. */
export default function OrderDetail({ providerId, orderId }: { providerId: string; orderId: string }) {
  // The cached order follows its own live stream (the order query's onCacheEntryAdded).
  const { data, error, isLoading, refetch } = useOrderQuery(orderId);

  const back = (
    <Link href={`/panel/${providerId}/orders`} className={styles.back}>
      <span aria-hidden="true">→ </span>
      بازگشت به سفارش‌ها
    </Link>
  );

  let body;
  if (isLoading) {
    body = (
      <div className={styles.center}>
        <Spinner label="در حال دریافت سفارش" />
      </div>
    );
  } else if (error && !data) {
    const info = describeError(error);
    body = (
      <PanelNotice
        tone="error"
        action={
          info.status === null || info.status >= 500 ? (
            <button type="button" className="btn btn-outline" onClick={() => refetch()}>
              تلاش دوباره
            </button>
          ) : undefined
        }
      >
        {info.status === 403
          ? CORE_ERRORS.FORBIDDEN.fa
          : info.status === 404
            ? CORE_ERRORS.ORDER_NOT_FOUND.fa
            : info.message}
      </PanelNotice>
    );
  } else if (!data || data.order.providerId !== providerId) {
    body = <PanelNotice tone="error">{CORE_ERRORS.ORDER_NOT_FOUND.fa}</PanelNotice>;
  } else {
    body = <Detail order={data.order} providerId={providerId} />;
  }

  return (
    <div className={`container ${styles.wrap}`}>
      {back}
      {body}
    </div>
  );
}

import Link from 'next/link';
import { useState } from 'react';
import { describeError } from '@/api-client';
import type { TicketView } from '@/lib/contracts/ticket/schemas';
import type { TicketCustomerOrderView } from '@/lib/contracts/ticket/schemas';
import { toPersianDigits } from '@/lib/digits';
import { jalaliDateTime } from '@/lib/jalali';
import { formatNumber } from '@/lib/money';
import { ORDER_STATUS_LABELS } from '@/lib/messages/ui';
import QueryState from '@/components/ui/QueryState';
import { useAppDispatch } from '@/store';
import { useLinkTicketOrderMutation, useTicketCustomerQuery } from '@/store/api/ticket';
import { askConfirm } from '@/store/slices/confirmBus';
import styles from './CustomerContext.module.css';
import detail from './Detail.module.css';

function OrderNumber({ order }: { order: TicketCustomerOrderView }) {
  const label = `سفارش #${toPersianDigits(order.number)}`;
  return order.canOpen ? (
    <Link
      href={`/panel/${encodeURIComponent(order.providerId)}/orders/${encodeURIComponent(order._id)}`}
      className={styles.orderLink}
    >
      {label}
    </Link>
  ) : (
    <span className={styles.orderLabel}>{label}</span>
  );
}

function OrderFacts({ order }: { order: TicketCustomerOrderView }) {
  return (
    <>
      <span className={styles.meta}>
        {order.providerName} · <time dateTime={order.createdAt}>{jalaliDateTime(order.createdAt)}</time>
        {order.giftToCustomer && ' · هدیه به مشتری'}
      </span>
      <span className={styles.meta}>
        <span className={styles.status}>{ORDER_STATUS_LABELS[order.status] ?? order.status}</span> ·{' '}
        {formatNumber(order.totalPrice)} تومان
      </span>
      {order.itemsSummary && (
        <span className={styles.items} dir="auto">
          {order.itemsSummary}
        </span>
      )}
    </>
  );
}

/**
 * The ticket's customer on the support desk: their five latest orders (to open, or to link the ticket
 * to), wallet balance and five latest wallet transactions. Needs only the support permission.
 */
export default function CustomerContext({ ticket }: { ticket: Pick<TicketView, '_id' | 'external'> }) {
  const dispatch = useAppDispatch();
  const query = useTicketCustomerQuery(ticket._id);
  const [link, linking] = useLinkTicketOrderMutation();
  const [message, setMessage] = useState<{ tone: 'ok' | 'error'; text: string } | null>(null);

  async function setLink(orderId: string | null, number?: number) {
    if (orderId === null) {
      const ok = await askConfirm(dispatch, {
        title: 'برداشتن پیوند سفارش',
        message: 'این درخواست دیگر به سفارشی پیوند نخواهد داشت.',
        confirmText: 'برداشتن پیوند',
        danger: true,
      });
      if (!ok) return;
    }
    setMessage(null);
    const r = await link({ ticketId: ticket._id, orderId });
    if ('error' in r && r.error) {
      setMessage({ tone: 'error', text: describeError(r.error).message });
      return;
    }
    setMessage({
      tone: 'ok',
      text: orderId ? `درخواست به سفارش #${toPersianDigits(number ?? '')} پیوند داده شد.` : 'پیوند سفارش برداشته شد.',
    });
  }

  return (
    <section className={`card ${detail.side}`} aria-labelledby="customer-context-title" data-testid="customer-context">
      <h2 id="customer-context-title" className={detail.sideTitle}>
        {ticket.external ? 'سوابق مشتری' : 'سوابق ثبت‌کننده'}
      </h2>
      <QueryState query={query} errorTitle="سوابق مشتری دریافت نشد">
        {(d) => {
          const linkedId = d.linkedOrder?._id ?? null;
          return (
            <div className={styles.body}>
              <p className={styles.wallet} data-testid="customer-wallet">
                موجودی کیف پول: <strong>{formatNumber(d.wallet)} تومان</strong>
              </p>

              <div className={styles.block} data-testid="linked-order">
                <h3 className={styles.blockTitle}>سفارش مرتبط با درخواست</h3>
                {d.linkedOrder ? (
                  <div className={`${styles.order} ${styles.linked}`}>
                    <OrderNumber order={d.linkedOrder} />
                    <OrderFacts order={d.linkedOrder} />
                    <button
                      type="button"
                      className="btn btn-ghost btn-sm"
                      onClick={() => void setLink(null)}
                      disabled={linking.isLoading}
                      data-testid="unlink-order"
                    >
                      برداشتن پیوند
                    </button>
                  </div>
                ) : (
                  <p className={detail.hint}>هنوز به سفارشی پیوند داده نشده است.</p>
                )}
              </div>

              <div className={styles.block}>
                <h3 className={styles.blockTitle}>آخرین سفارش‌ها</h3>
                {d.orders.length === 0 ? (
                  <p className={detail.hint}>این مشتری هنوز سفارشی ثبت نکرده است.</p>
                ) : (
                  <ul className={styles.list} data-testid="customer-orders">
                    {d.orders.map((o) => (
                      <li key={o._id} className={styles.order} data-testid="customer-order">
                        <OrderNumber order={o} />
                        <OrderFacts order={o} />
                        {o._id === linkedId ? (
                          <span className={styles.linkedTag}>پیوند داده شده</span>
                        ) : (
                          <button
                            type="button"
                            className="btn btn-outline btn-sm"
                            onClick={() => void setLink(o._id, o.number)}
                            disabled={linking.isLoading}
                            aria-label={`پیوند درخواست به سفارش #${toPersianDigits(o.number)}`}
                            data-testid="link-order"
                          >
                            پیوند به این درخواست
                          </button>
                        )}
                      </li>
                    ))}
                  </ul>
                )}
                {d.ordersTotal > d.orders.length && (
                  <p className={detail.hint}>
                    {toPersianDigits(d.ordersTotal)} سفارش در کل؛ پنج سفارش آخر نمایش داده شده است.
                  </p>
                )}
              </div>

              <div className={styles.block}>
                <h3 className={styles.blockTitle}>آخرین تراکنش‌های کیف پول</h3>
                {d.transactions.length === 0 ? (
                  <p className={detail.hint}>تراکنشی ثبت نشده است.</p>
                ) : (
                  <ul className={styles.list} data-testid="customer-transactions">
                    {d.transactions.map((t) => (
                      <li key={t._id} className={styles.tx}>
                        <span className={styles.txReason}>{t.reasonLabel}</span>
                        <span className={t.amount < 0 ? styles.debit : styles.credit} dir="ltr">
                          {t.amount > 0 ? '+' : ''}
                          {formatNumber(t.amount)}
                        </span>
                        <time className={styles.meta} dateTime={t.createdAt}>
                          {jalaliDateTime(t.createdAt)}
                        </time>
                      </li>
                    ))}
                  </ul>
                )}
              </div>
              {message && (
                <p
                  className={message.tone === 'ok' ? detail.ok : 'field-error'}
                  role={message.tone === 'ok' ? 'status' : 'alert'}
                  data-testid="link-message"
                >
                  {message.text}
                </p>
              )}
            </div>
          );
        }}
      </QueryState>
    </section>
  );
}

import { useState } from 'react';
import Spinner from '@/components/ui/Spinner';
import { describeError } from '@/api-client';
import { canMoveStatus } from '@/lib/order-rules';
import type { OrderStatus, OrderView } from '@/lib/contracts/order';
import { UI_ERRORS } from '@/lib/messages/ui';
import { useAppDispatch } from '@/store';
import { orderApi, useChangeOrderStatusMutation, usePaymentMethodsQuery, type OrderListArgs } from '@/store/api/order';
import { openModal } from '@/store/slices/modalsSlice';
import { orderNumber } from './format';
import CancelReasonForm from './CancelReasonForm';
import styles from './StatusActions.module.css';

/** What the barista presses to move an order to each status. */
export const STATUS_ACTION_LABELS: Partial<Record<OrderStatus, string>> = {
  accepted: 'تایید سفارش',
  preparing: 'شروع آماده‌سازی',
  ready: 'آماده شد',
  delivered: 'تحویل شد',
  canceled: 'لغو سفارش',
};

const ACTION_ORDER: OrderStatus[] = ['accepted', 'preparing', 'ready', 'delivered', 'canceled'];

/** The statuses an order may move to from `from`, forward ones first and cancel last. */
export function nextStatuses(from: OrderStatus): OrderStatus[] {
  return ACTION_ORDER.filter((to) => canMoveStatus(from, to));
}

/** Paying on site is recorded when the order is handed over, unless it is already settled. */
function needsPaymentMethod(order: OrderView, to: OrderStatus): boolean {
  return to === 'delivered' && order.paymentBy === 'pos' && !order.paid;
}

export interface OrderStatusChange {
  /** The status the card shows: the one being confirmed, else the order's own. */
  displayStatus: OrderStatus;
  busy: boolean;
  picking: boolean;
  /** The cancel reason is being asked. */
  asking: boolean;
  request: (to: OrderStatus) => void;
  apply: (to: OrderStatus, paymentMethod?: { _id: string; title: string } | null, reason?: string) => void;
  cancelPick: () => void;
}

/**
 * The spec's order status flow: the new status shows at once; only cancelling asks first, for the
 * reason the customer will see (and saying no leaves the order as it was); the request goes out with the optimistic list patch, and a
 * refusal rolls it back and shows the server's Persian message (or the catalogue's fallback).
 */
export function useOrderStatusChange(order: OrderView, listArgs?: OrderListArgs): OrderStatusChange {
  const dispatch = useAppDispatch();
  const [pending, setPending] = useState<OrderStatus | null>(null);
  const [picking, setPicking] = useState(false);
  const [asking, setAsking] = useState(false);
  const [changeStatus] = useChangeOrderStatusMutation();

  const apply = async (to: OrderStatus, paymentMethod?: { _id: string; title: string } | null, reason?: string) => {
    setPicking(false);
    setAsking(false);
    setPending(to);
    try {
      await changeStatus({
        orderId: order._id,
        status: to,
        paymentMethodId: paymentMethod?._id ?? null,
        reason,
        listArgs,
      }).unwrap();
    } catch (err) {
      const info = describeError(err);
      dispatch(
        openModal({
          type: 'error',
          props: { message: info.status !== null && info.persian ? info.message : UI_ERRORS.changeOrderStatus },
        }),
      );
      // The order may have moved meanwhile (another barista): reload the branch's lists.
      dispatch(
        orderApi.util.invalidateTags([
          { type: 'ProviderOrders', id: order.providerId },
          { type: 'Order', id: order._id },
        ]),
      );
    } finally {
      setPending(null);
    }
  };

  const request = (to: OrderStatus) => {
    // Only a destructive move asks first (for the reason); moving an order forward is one press (issue 16).
    if (to === 'canceled') setAsking(true);
    else if (needsPaymentMethod(order, to)) setPicking(true);
    else void apply(to);
  };

  return {
    displayStatus: pending ?? order.status,
    busy: pending !== null,
    picking,
    asking,
    request,
    apply: (to, pm, reason) => void apply(to, pm, reason),
    cancelPick: () => {
      setPicking(false);
      setAsking(false);
    },
  };
}

/**
 * Asks how an on-site order was paid before it is marked delivered: the barista picks a method, then
 * confirms the hand-over (issue 21 D06: a single tap on a method used to deliver at once, also from
 * «ثبت شده»); «انصراف» leaves the order as it was.
 */
export function PaymentPicker({
  order,
  onPick,
  onCancel,
}: {
  order: OrderView;
  onPick: (pm: { _id: string; title: string } | null) => void;
  onCancel: () => void;
}) {
  const { data, isLoading, isError } = usePaymentMethodsQuery(order.providerId);
  const methods = (data?.paymentMethods ?? []).filter((m) => m.active !== false);
  const needsChoice = methods.length > 0;
  const [picked, setPicked] = useState<{ _id: string; title: string } | null>(null);
  const legendId = `pay-legend-${order._id}`;

  return (
    <fieldset className={styles.picker} aria-labelledby={legendId}>
      <legend className={styles.legend} id={legendId}>
        مشتری چطور پرداخت کرد؟
      </legend>
      {order.status !== 'ready' && (
        <p className={styles.hint}>این سفارش هنوز آماده نشده است؛ با ثبت تحویل، مستقیم «تحویل شده» می‌شود.</p>
      )}
      {isLoading && <Spinner label="در حال دریافت روش‌های پرداخت" />}
      {isError && <p className={styles.hint}>روش‌های پرداخت دریافت نشد؛ می‌توانید بدون ثبت روش پرداخت ادامه دهید.</p>}
      {!isLoading && !isError && !needsChoice && (
        <p className={styles.hint}>برای این شعبه روش پرداختی تعریف نشده است.</p>
      )}
      {needsChoice && (
        <div className={styles.methods} role="radiogroup" aria-labelledby={legendId}>
          {methods.map((m) => {
            const on = picked?._id === m._id;
            return (
              <button
                key={m._id}
                type="button"
                role="radio"
                aria-checked={on}
                className={`${styles.method} ${styles.methodButton} ${on ? styles.methodOn : ''}`}
                onClick={() => setPicked({ _id: m._id, title: m.title })}
                data-testid="payment-method-option"
              >
                {m.title}
              </button>
            );
          })}
        </div>
      )}
      <div className={styles.pickerActions}>
        <button
          type="button"
          className="btn btn-primary btn-sm"
          disabled={isLoading || (needsChoice && !picked)}
          onClick={() => onPick(needsChoice ? picked : null)}
          data-testid="payment-method-confirm"
        >
          {picked ? `ثبت تحویل (${picked.title})` : 'ثبت تحویل'}
        </button>
        <button type="button" className="btn btn-ghost btn-sm" onClick={onCancel} data-testid="payment-method-cancel">
          انصراف
        </button>
      </div>
    </fieldset>
  );
}

/** The buttons that move an order on, shared by the board's cards and the order page. */
export default function StatusActions({
  order,
  change,
  size = 'sm',
}: {
  order: OrderView;
  change: OrderStatusChange;
  size?: 'sm' | 'md';
}) {
  const targets = nextStatuses(order.status);
  if (!targets.length) return null;
  if (change.picking) {
    return <PaymentPicker order={order} onPick={(pm) => change.apply('delivered', pm)} onCancel={change.cancelPick} />;
  }
  if (change.asking) {
    return (
      <CancelReasonForm
        number={order.number}
        onConfirm={(reason) => change.apply('canceled', null, reason)}
        onCancel={change.cancelPick}
      />
    );
  }
  const forward = targets.filter((t) => t !== 'canceled');
  return (
    <div
      className={`${styles.actions} ${size === 'md' ? styles.wide : ''}`}
      role="group"
      aria-label={`تغییر وضعیت سفارش ${orderNumber(order.number)}`}
    >
      {targets.map((to) => {
        const primary = to === forward[0];
        const kind = to === 'canceled' ? styles.cancel : primary ? 'btn-primary' : 'btn-outline';
        return (
          <button
            key={to}
            type="button"
            className={`btn ${size === 'sm' ? 'btn-sm' : ''} ${kind} ${primary ? styles.primary : ''}`}
            disabled={change.busy}
            onClick={() => change.request(to)}
            data-testid={`status-action-${to}`}
          >
            {STATUS_ACTION_LABELS[to]}
          </button>
        );
      })}
    </div>
  );
}

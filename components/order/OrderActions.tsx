import { useState } from 'react';
import Link from 'next/link';
import { useRouter } from 'next/router';
import type { OrderView } from '@/lib/contracts/order';
import { ORDER_ACTION_TEXT } from '@/lib/messages/order-feedback';
import { CARD_REFUND_TEXT } from '@/lib/messages/payment';
import { toPersianDigits } from '@/lib/digits';
import { formatToman } from '@/lib/money';
import { persianOr } from '@/api-client';
import { useAppDispatch } from '@/store';
import { menuApi } from '@/store/api/menu';
import { useCancelOwnOrderMutation } from '@/store/api/order-feedback';
import { addItem } from '@/store/slices/cartSlice';
import { askConfirm } from '@/store/slices/confirmBus';
import { reorderLines } from './reorder';
import alert from '@/components/ui/Alert.module.css';
import styles from './OrderActions.module.css';

/**
 * The customer's actions on their own order: cancel it while the branch has not accepted it yet
 * (after a confirmation; what was paid online goes back to the wallet), and order it again in one
 * tap (into the cart, at today's prices, then to the cart).
 */
export default function OrderActions({ order }: { order: OrderView }) {
  const dispatch = useAppDispatch();
  const router = useRouter();
  const [cancel, { isLoading: canceling }] = useCancelOwnOrderMutation();
  const [busy, setBusy] = useState(false);
  const [message, setMessage] = useState<{ tone: 'alert' | 'success'; text: string; cart?: boolean } | null>(null);
  if (order.gift?.toMe) return null;
  const cancelable = order.status === 'new' || order.status === 'awaitingPayment';

  const onCancel = async () => {
    const yes = await askConfirm(dispatch, {
      title: ORDER_ACTION_TEXT.cancelConfirmTitle,
      message: ORDER_ACTION_TEXT.cancelConfirm,
      confirmText: ORDER_ACTION_TEXT.cancelYes,
      cancelText: ORDER_ACTION_TEXT.cancelNo,
      danger: true,
    });
    if (!yes) return;
    try {
      const r = await cancel(order._id).unwrap();
      setMessage({
        tone: 'success',
        text:
          r.refunded > 0
            ? `${ORDER_ACTION_TEXT.canceled} ${formatToman(r.refunded)} به کیف پول شما برگشت.`
            : ORDER_ACTION_TEXT.canceled,
      });
    } catch (err) {
      setMessage({ tone: 'alert', text: persianOr(err, ORDER_ACTION_TEXT.cancelTooLate) });
    }
  };

  const onReorder = async () => {
    setBusy(true);
    setMessage(null);
    try {
      const { menuList } = await dispatch(
        menuApi.endpoints.menuList.initiate(order.providerId, { forceRefetch: true }),
      ).unwrap();
      const menu = new Map(menuList.flatMap((c) => c.items.map((i) => [i._id, i] as const)));
      const { lines, skipped } = reorderLines(order, menu);
      if (!lines.length) {
        setMessage({ tone: 'alert', text: ORDER_ACTION_TEXT.reorderNone });
        return;
      }
      for (const l of lines) dispatch(addItem(l));
      // With every line added, straight to the cart; otherwise say what was left out first.
      if (!skipped) await router.push(`/orders/${order.providerId}`);
      else
        setMessage({
          tone: 'success',
          text: `${ORDER_ACTION_TEXT.reordered} ${ORDER_ACTION_TEXT.reorderSkipped(toPersianDigits(skipped))}`,
          cart: true,
        });
    } catch (err) {
      setMessage({ tone: 'alert', text: persianOr(err, 'دریافت منو ممکن نشد. دوباره تلاش کنید.') });
    } finally {
      setBusy(false);
    }
  };

  // Live: a cancel by the branch (or the customer's own) shows its refund as soon as the order changes.
  const refund =
    order.status === 'canceled' && order.refunded ? order.walletAmount + (order.paid ? order.bankAmount : 0) : 0;
  return (
    <div className={styles.wrap}>
      {refund > 0 && !message && (
        <p className={alert.success} role="status" data-testid="order-refund">
          {order.refundedToCard
            ? CARD_REFUND_TEXT.banner(
                formatToman(order.bankAmount),
                order.walletAmount > 0 ? formatToman(order.walletAmount) : null,
              )
            : `مبلغ ${formatToman(refund)} به کیف پول شما برگشت.`}
        </p>
      )}
      {message && (
        <p
          className={alert[message.tone]}
          role={message.tone === 'alert' ? 'alert' : 'status'}
          data-testid="order-action-message"
        >
          {message.text}{' '}
          {message.cart && (
            <Link href={`/orders/${order.providerId}`} className={styles.link}>
              مشاهدهٔ سبد خرید
            </Link>
          )}
        </p>
      )}
      <div className={styles.buttons}>
        {cancelable && (
          <button
            type="button"
            className="btn btn-outline"
            onClick={() => void onCancel()}
            disabled={canceling}
            data-testid="cancel-order"
          >
            {canceling ? 'در حال لغو…' : ORDER_ACTION_TEXT.cancelOwn}
          </button>
        )}
        <button
          type="button"
          className="btn btn-primary"
          onClick={() => void onReorder()}
          disabled={busy}
          data-testid="reorder"
        >
          {busy
            ? 'در حال افزودن…'
            : `${ORDER_ACTION_TEXT.reorder} (${toPersianDigits(order.items.reduce((n, l) => n + l.count, 0))} قلم)`}
        </button>
      </div>
    </div>
  );
}

import { useRouter } from 'next/router';
import type { ReactNode } from 'react';
import { formatToman } from '@/lib/money';
import type { OrderSubmitBody } from '@/lib/contracts/order';
import { useAppDispatch, useAppSelector, useAppStore } from '@/store';
import { clearCart, selectCart } from '@/store/slices/cartSlice';
import { addToOutbox } from '@/lib/client/outbox';
import { startOutbox } from '@/lib/client/outbox-sync';
import styles from './PaymentTypeModal.module.css';

/**
 * Puts a cafe order in the outbox (lib/client/outbox.ts) with its attempt's key, empties the cart and shows
 * /order, where it waits as «هنوز ارسال نشده» until the connection is back (issue 29). `estimate` is the
 * cart at the prices it was filled at; the server prices the order when it arrives.
 */
export function useOutboxQueue(
  providerId: string,
  providerName: string,
  onClose: () => void,
  setLeaving: (on: boolean) => void,
) {
  const dispatch = useAppDispatch();
  const router = useRouter();
  const store = useAppStore();
  const userId = useAppSelector((s) => s.auth.user?._id ?? null);
  const cart = useAppSelector((s) => selectCart(s, providerId));
  const lines = cart?.lines ?? [];
  const estimate = lines.reduce((n, l) => n + l.orderPrice * l.itemsCount, 0);

  const queue = async (body: OrderSubmitBody & { orderId: string }) => {
    if (!userId) return;
    setLeaving(true);
    await addToOutbox({
      key: body.orderId,
      userId,
      providerId,
      providerName,
      body,
      lines,
      estimate,
      createdAt: new Date().toISOString(),
      attempts: 0,
    });
    dispatch(clearCart(providerId));
    startOutbox(store);
    onClose();
    await router.push('/order');
  };
  return { queue, estimate, userId };
}

/** The payment modal's body without a connection: what waits and how, the methods (`children`), the estimate. */
export default function OfflinePayment({
  isSpace,
  estimate,
  rules,
  children,
}: {
  isSpace: boolean;
  estimate: number;
  rules: ReactNode;
  children: ReactNode;
}) {
  return (
    <>
      <p className={styles.offline} role="status" data-testid="pay-offline">
        {isSpace
          ? 'اتصال اینترنت برقرار نیست؛ رزرو میز کار و اتاق جلسه پس از برگشتن اتصال ممکن است.'
          : 'اتصال اینترنت برقرار نیست. سفارش روی همین دستگاه می‌ماند و با برگشتن اتصال خودکار و فقط یک بار ارسال می‌شود. پرداخت با درگاه بانکی منتظر اتصال می‌ماند.'}
      </p>
      {!isSpace && (
        <>
          <fieldset className={styles.options}>
            <legend className={styles.legend}>پرداخت با</legend>
            {children}
          </fieldset>
          <p className={styles.offlineTotal}>
            <span className="muted">مبلغ تقریبی</span>
            <strong data-testid="pay-estimate">{formatToman(estimate)}</strong>
          </p>
          {rules}
        </>
      )}
    </>
  );
}

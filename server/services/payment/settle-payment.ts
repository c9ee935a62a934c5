import { and, eq, inArray, sql, type SQL } from 'drizzle-orm';
import { toPersianDigits } from '@/lib/digits';
import { db, type Tx } from '../../db/client';
import { orders, payments } from '../../db/schema';
import { moveWallet } from '../wallet/move-wallet';
import { activateUserBundle } from '../bundle/activate-user-bundle';
import { notifyGift } from '../gift/notify-gift';
import { lockOrder } from '../order/load-order';
import { recordOrderStatus } from '../order/record-status';
import { log } from '../../log';
import { PURPOSE_HANDLERS } from './purposes';

type PaymentRow = typeof payments.$inferSelect;

/**
 * Books a payment the bank confirmed, in one transaction, exactly once: the payment moves to paid by
 * a conditional update (a replayed or parallel callback finds it paid already and changes nothing),
 * then what it paid for happens: the order goes to the bar, the wallet is charged, the bundle opens.
 * Money for an order that was released meanwhile goes to the wallet instead of being lost.
 * Locks are taken order first, payment second, the same order the expiry sweep uses.
 */
export async function settlePayment({
  payment: p,
  bank,
}: {
  payment: PaymentRow;
  bank: { refId: string; cardPan: string | null };
}): Promise<{ settled: boolean; giftOrderId: string | null }> {
  const result = await db().transaction(async (tx) => {
    const locked = p.purpose === 'order' && p.orderId ? await lockOrder({ tx, orderId: p.orderId }) : null;
    // When the bank confirmed: the database's clock, as the order's other stamps and the day reports that read them.
    const now = sql`now()`;
    const [won] = await tx
      .update(payments)
      .set({ status: 'paid', bankRef: bank.refId, cardPan: bank.cardPan, verifiedAt: now, updatedAt: now })
      .where(and(eq(payments.id, p.id), inArray(payments.status, ['pending', 'expired'])))
      .returning();
    if (!won) return { settled: false, giftOrderId: null };
    if (won.purpose === 'wallet') {
      await moveWallet({
        tx,
        move: {
          userId: won.userId,
          amount: won.amount,
          reason: 'charge',
          description: 'شارژ کیف پول از درگاه بانکی',
          refType: 'payment',
          refId: won.id,
          key: `payment:${won.id}`,
        },
      });
      return { settled: true, giftOrderId: null };
    }
    if (won.purpose === 'bundle') {
      await activateUserBundle({ tx, userBundleId: won.userBundleId! });
      return { settled: true, giftOrderId: null };
    }
    const handler = PURPOSE_HANDLERS[won.purpose];
    if (handler) {
      await handler.settle({ tx, payment: won });
      return { settled: true, giftOrderId: null, after: handler.after ? () => handler.after!({ payment: won }) : null };
    }
    if (locked && locked.status === 'awaitingPayment') {
      await markOrderPaid({ tx, order: locked, now });
      const gift = locked.giftTargetId || locked.giftTargetPhone;
      return { settled: true, giftOrderId: gift ? locked.id : null };
    }
    // The order was released (expired or canceled) before the bank answered: the payer keeps the money as credit.
    await moveWallet({
      tx,
      move: {
        userId: won.userId,
        amount: won.amount,
        reason: 'paymentRefund',
        description: locked ? `بازگشت وجه سفارش لغوشده شماره ${toPersianDigits(locked.number)}` : 'بازگشت وجه پرداخت',
        refType: 'payment',
        refId: won.id,
        key: `payment:${won.id}:refund`,
      },
    });
    return { settled: true, giftOrderId: null };
  });
  if (result.giftOrderId) await notifyGift({ orderId: result.giftOrderId });
  if ('after' in result && result.after)
    await result.after().catch((err) => log.error({ err, paymentId: p.id }, '[payments] after settling'));
  return { settled: result.settled, giftOrderId: result.giftOrderId };
}

/** An order waiting for its bank payment goes to the branch, paid (also a recurring series' occurrences). */
export async function markOrderPaid({
  tx,
  order,
  now,
}: {
  tx: Tx;
  order: typeof orders.$inferSelect;
  now: SQL;
}): Promise<void> {
  await tx.update(orders).set({ status: 'new', paid: true, updatedAt: now }).where(eq(orders.id, order.id));
  await tx.update(orders).set({ paidAt: now, expiresAt: null }).where(eq(orders.id, order.id));
  await recordOrderStatus({ tx, order, to: 'new', actorId: order.userId });
}

import { and, eq, sql } from 'drizzle-orm';
import { clockNow } from '@/server/clock';
import { toPersianDigits } from '@/lib/digits';
import type { SessionUser } from '../../auth/session';
import { config } from '../../config';
import { db } from '../../db/client';
import { orders, payments, providers } from '../../db/schema';
import { AppError } from '../../http/errors';
import { expireOrder } from '../order/expire-orders';
import { lockOrder } from '../order/load-order';
import { createPayment } from './create-payment';
import { startPayment } from './start-payment';
import { log } from '../../log';

/**
 * POST /v1/order/retry/payment: a new bank session for the customer's order still waiting for its
 * payment (the first was cancelled or failed). The earlier session is set aside but can still be
 * verified: if it turns out paid after all, its money goes to the wallet. The payment window starts again.
 */
export async function retryOrderPayment({
  user,
  orderId,
}: {
  user: SessionUser;
  orderId: string;
}): Promise<{ link: string; paymentId: string }> {
  // An order past its window is canceled first, so the retry below says so. If that expiry fails, the
  // retry still goes on (the lock below re-reads the order), but the failure is logged, never hidden.
  await expireOrder({ orderId }).catch((err) => {
    log.error({ err, orderId }, '[payment] expiring the order before a retry failed');
    return false;
  });
  const made = await db().transaction(async (tx) => {
    const order = await lockOrder({ tx, orderId });
    if (!order || order.userId !== user.id) throw new AppError('ORDER_NOT_FOUND');
    if (order.status !== 'awaitingPayment' || order.bankAmount <= 0) {
      throw new AppError(order.status === 'canceled' ? 'PAYMENT_EXPIRED' : 'PAYMENT_NOT_RETRYABLE');
    }
    await tx
      .update(payments)
      .set({ status: 'expired', updatedAt: sql`now()` })
      .where(and(eq(payments.orderId, order.id), eq(payments.status, 'pending')));
    await tx
      .update(orders)
      // The payment window is the rules' clock, as at placing the order and in the expiry sweep.
      .set({ expiresAt: new Date(clockNow().getTime() + config().payment.expiryMinutes * 60_000) })
      .where(eq(orders.id, order.id));
    const paymentId = await createPayment({
      tx,
      payment: {
        userId: user.id,
        providerId: order.providerId,
        purpose: 'order',
        orderId: order.id,
        amount: order.bankAmount,
        bankType: order.bankType,
      },
    });
    const [provider] = await tx
      .select({ name: providers.name })
      .from(providers)
      .where(eq(providers.id, order.providerId));
    return { paymentId, description: `سفارش شماره ${toPersianDigits(order.number)} — ${provider?.name ?? ''}` };
  });
  const link = await startPayment({
    paymentId: made.paymentId,
    opts: { description: made.description, mobile: user.phone },
  });
  return { link, paymentId: made.paymentId };
}

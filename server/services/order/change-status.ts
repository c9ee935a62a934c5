import { and, eq, sql } from 'drizzle-orm';
import { can } from '@/lib/permissions';
import { canMoveStatus, type OrderView, type ChangeOrderStatusInput } from '@/lib/contracts/order';
import type { SessionUser } from '../../auth/session';
import { db } from '../../db/client';
import { orders, paymentMethods } from '../../db/schema';
import { AppError } from '../../http/errors';
import { orderViewById } from './order-view';
import { releaseOrderHoldings } from './release-order';
import { onOrderCompleted } from './on-completed';
import { notifyGift } from '../gift/notify-gift';
import { notifyOrderStatus } from '../order-feedback/notify';
import { refundToCard } from '../payment/refund-to-card';
import { recordOrderStatus } from './record-status';
import { lockRoundTab, settleCanceledRound } from '../tab/cancel-round';

/**
 * POST /v1/order/change/status: staff of the order's branch move it forward (or cancel it before
 * it is ready, which returns its stock, voucher and bundle units and refunds what was paid online
 * to the wallet). Delivery completes the order: membership level and referral reward follow.
 * The row is locked so two baristas cannot both move it.
 */
export async function changeOrderStatus({
  actor,
  input,
}: {
  actor: SessionUser;
  input: ChangeOrderStatusInput;
}): Promise<{ order: OrderView }> {
  let refunded = 0;
  let cardRefund: string | null | undefined = null;
  const acceptedOnSite = await db().transaction(async (tx) => {
    // A table tab's round canceled: its tab is locked first (tab/cancel-round.ts) and settled below.
    const tab = input.status === 'canceled' ? await lockRoundTab({ tx, orderId: input.orderId }) : null;
    const [order] = await tx.select().from(orders).where(eq(orders.id, input.orderId)).for('update');
    if (!order) throw new AppError('ORDER_NOT_FOUND');
    if (!can(actor, 'orders', order.providerId)) throw new AppError('FORBIDDEN');
    if (!canMoveStatus(order.status, input.status)) throw new AppError('ORDER_STATUS_INVALID');
    let paymentMethodId = order.paymentMethodId;
    if (input.paymentMethodId) {
      const [pm] = await tx
        .select()
        .from(paymentMethods)
        .where(
          and(
            eq(paymentMethods.id, input.paymentMethodId),
            eq(paymentMethods.providerId, order.providerId),
            eq(paymentMethods.active, true),
          ),
        );
      if (!pm) throw new AppError('BAD_INPUT', { fa: 'روش پرداخت انتخاب شده معتبر نیست.' });
      paymentMethodId = pm.id;
    }
    if (input.status === 'canceled') {
      // Stock, voucher use and bundle units come back; whatever was paid online goes to the wallet, once.
      // A payment the bank can still reverse goes back to the card instead (asked after commit, below).
      // A round of a closed tab was paid with the tab's money, which goes back to those who paid its shares
      // (settleCanceledRound below), never to whoever sent the round: it is released with no money of its own.
      const held = tab?.status === 'closed' ? { ...order, walletAmount: 0, bankAmount: 0 } : order;
      ({ refunded, cardRefund } = await releaseOrderHoldings({ tx, order: held, actorId: actor.id, toCard: true }));
    }
    // Paying on site is settled when staff record how it was paid (delivering an order, checking a
    // booking in): the money is taken now, so paid_at is stamped in the same update (stats/received.ts).
    // A table tab's round is paid with its tab (tab/finish-tab.ts), never by moving it on the board.
    const paysNow =
      !order.paid &&
      !order.tabId &&
      Boolean(input.paymentMethodId && order.paymentBy === 'pos') &&
      input.status !== 'canceled';
    const paid = order.paid || paysNow;
    // Both stamps are the database's clock (docs/layout.md, Time), one instant in one statement.
    const now = sql`now()`;
    await tx
      .update(orders)
      .set({
        status: input.status,
        paymentMethodId,
        paid,
        ...(paysNow ? { paidAt: now } : {}),
        updatedAt: now,
        ...(input.status === 'canceled' ? { cancelReason: input.reason ?? null } : {}),
      })
      .where(eq(orders.id, order.id));
    await recordOrderStatus({ tx, order, to: input.status, actorId: actor.id });
    if (tab) await settleCanceledRound({ tx, tab, round: order, actorId: actor.id });
    if (input.status === 'delivered') await onOrderCompleted({ tx, order: { ...order, status: input.status, paid } });
    // The first move forward of an order paid on site is the branch accepting it.
    return order.paymentBy === 'pos' && order.status === 'new' && input.status !== 'canceled';
  });
  // The bank returns a reversed payment to the card; should it refuse, the money goes to the wallet (refundToCard).
  if (cardRefund && (await refundToCard({ paymentId: cardRefund })) === 'wallet') {
    const [o] = await db().select().from(orders).where(eq(orders.id, input.orderId));
    refunded += o?.bankAmount ?? 0;
  }
  // A gift paid on site is texted to its recipient only now (notifyGift does nothing for an order that is no gift).
  if (acceptedOnSite) await notifyGift({ orderId: input.orderId });
  // The customer hears of ready, canceled (with the refund) and delivered (with the survey link).
  await notifyOrderStatus({
    orderId: input.orderId,
    status: input.status,
    refunded,
    reason: input.status === 'canceled' ? input.reason : undefined,
  });
  return { order: (await orderViewById({ orderId: input.orderId }))! };
}

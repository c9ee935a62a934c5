import type { OrderView } from '@/lib/contracts/order';
import { ORDER_ACTION_TEXT } from '@/lib/messages/order-feedback';
import type { SessionUser } from '../../auth/session';
import { db } from '../../db/client';
import { orders } from '../../db/schema';
import { AppError } from '../../http/errors';
import { eq, sql } from 'drizzle-orm';
import { lockOrder } from '../order/load-order';
import { releaseOrderHoldings } from '../order/release-order';
import { orderViewById } from '../order/order-view';
import { notifyOrderStatus } from './notify';
import { recordOrderStatus } from '../order/record-status';

/** The statuses a customer may still cancel from: before the branch accepts the order. */
export const CUSTOMER_CANCELABLE = ['awaitingPayment', 'new'] as const;

/**
 * POST /v1/order/cancel: the customer cancels their own order before the branch accepts it. Like a
 * cancel by staff, stock, voucher and bundle units come back and what was paid online goes to the
 * wallet, once (releaseOrderHoldings), in one transaction with the status change. A second cancel
 * is refused (409) and changes nothing.
 */
export async function cancelOwnOrder({
  user,
  orderId,
}: {
  user: SessionUser;
  orderId: string;
}): Promise<{ order: OrderView; refunded: number }> {
  const refunded = await db().transaction(async (tx) => {
    const order = await lockOrder({ tx, orderId });
    if (!order || order.userId !== user.id) throw new AppError('ORDER_NOT_FOUND');
    if (!(CUSTOMER_CANCELABLE as readonly string[]).includes(order.status))
      throw new AppError('ORDER_STATUS_INVALID', { fa: ORDER_ACTION_TEXT.cancelTooLate });
    const { refunded } = await releaseOrderHoldings({ tx, order, actorId: user.id });
    await tx
      .update(orders)
      .set({ status: 'canceled', updatedAt: sql`now()` })
      .where(eq(orders.id, order.id));
    await recordOrderStatus({ tx, order, to: 'canceled', actorId: user.id });
    return refunded;
  });
  await notifyOrderStatus({ orderId, status: 'canceled', refunded, byCustomer: true });
  return { order: (await orderViewById({ orderId, tx: db(), viewer: { id: user.id, phone: user.phone } }))!, refunded };
}

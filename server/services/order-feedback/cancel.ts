import type { OrderView } from '@/lib/contracts/order';
import { ORDER_ACTION_TEXT } from '@/lib/messages/order-feedback';
import type { SessionUser } from '../../auth/session';
import { db } from '../../db/client';
import { orders, orderStatusHistory } from '../../db/schema';
import { newId } from '../../db/ids';
import { AppError } from '../../http/errors';
import { eq, sql } from 'drizzle-orm';
import { publish } from '../events/bus';
import { lockOrder } from '../order/load-order';
import { releaseOrderHoldings } from '../order/release-order';
import { orderViewById } from '../order/order-view';
import { notifyOrderStatus } from './notify';

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
    await tx
      .insert(orderStatusHistory)
      .values({ id: newId(), orderId: order.id, fromStatus: order.status, toStatus: 'canceled', actorId: user.id });
    await publish({
      tx,
      event: {
        type: 'order',
        orderId: order.id,
        providerId: order.providerId,
        userId: order.userId,
        status: 'canceled',
      },
    });
    return refunded;
  });
  await notifyOrderStatus({ orderId, status: 'canceled', refunded, byCustomer: true });
  return { order: (await orderViewById({ orderId, tx: db(), viewer: { id: user.id, phone: user.phone } }))!, refunded };
}

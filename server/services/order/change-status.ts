import { and, eq, sql } from 'drizzle-orm';
import { can } from '@/lib/permissions';
import { canMoveStatus, type OrderView, type TChangeOrderStatus } from '@/lib/contracts/order';
import type { SessionUser } from '../../auth/session';
import { db } from '../../db/client';
import { menuItems, orderItems, orders, orderStatusHistory, paymentMethods } from '../../db/schema';
import { newId } from '../../db/ids';
import { AppError } from '../../http/errors';
import { publish } from '../events/bus';
import { orderViewById } from './order-view';

/**
 * POST /v1/order/change/status: staff of the order's branch move it forward (or cancel it before
 * it is ready, which returns its stock). The row is locked so two baristas cannot both move it.
 */
export async function changeOrderStatus(actor: SessionUser, input: TChangeOrderStatus): Promise<{ order: OrderView }> {
  await db().transaction(async (tx) => {
    const [order] = await tx.select().from(orders).where(eq(orders.id, input.orderId)).for('update');
    if (!order) throw new AppError('ORDER_NOT_FOUND');
    if (!can(actor, 'orders', order.providerId)) throw new AppError('FORBIDDEN');
    if (!canMoveStatus(order.status, input.status)) throw new AppError('ORDER_STATUS_INVALID');
    let paymentMethodId = order.paymentMethodId;
    if (input.paymentMethodId) {
      const [pm] = await tx
        .select()
        .from(paymentMethods)
        .where(and(eq(paymentMethods.id, input.paymentMethodId), eq(paymentMethods.providerId, order.providerId), eq(paymentMethods.active, true)));
      if (!pm) throw new AppError('BAD_INPUT', { fa: 'روش پرداخت انتخاب شده معتبر نیست.' });
      paymentMethodId = pm.id;
    }
    let stockReturned = false;
    if (input.status === 'canceled') {
      const lines = await tx.select().from(orderItems).where(eq(orderItems.orderId, order.id));
      for (const l of lines) {
        const back = await tx
          .update(menuItems)
          .set({ stock: sql`${menuItems.stock} + ${l.count}`, updatedAt: new Date() })
          .where(and(eq(menuItems.id, l.itemId), sql`${menuItems.stock} IS NOT NULL`))
          .returning({ id: menuItems.id });
        if (back.length) stockReturned = true;
      }
    }
    await tx
      .update(orders)
      .set({
        status: input.status,
        paymentMethodId,
        // Paying on site is settled when the barista records how it was paid.
        paid: order.paid || Boolean(input.paymentMethodId && order.paymentBy === 'pos'),
        updatedAt: new Date(),
      })
      .where(eq(orders.id, order.id));
    await tx.insert(orderStatusHistory).values({ id: newId(), orderId: order.id, fromStatus: order.status, toStatus: input.status, actorId: actor.id });
    await publish(tx, { type: 'order', orderId: order.id, providerId: order.providerId, userId: order.userId, status: input.status });
    if (stockReturned) await publish(tx, { type: 'menu', providerId: order.providerId });
  });
  return { order: (await orderViewById(input.orderId))! };
}

import { and, count, desc, eq, type SQL } from 'drizzle-orm';
import { can } from '@/lib/permissions';
import type { OrderStatus, OrderView } from '@/lib/contracts/order';
import type { SessionUser } from '../../auth/session';
import { db } from '../../db/client';
import { orders } from '../../db/schema';
import { AppError } from '../../http/errors';
import { pageWindow } from '../../http/paging';
import { orderViewById, toOrderViews } from './order-view';

/** Who may see an order: its customer, or staff with the orders permission at its branch. */
export function maySeeOrder(user: SessionUser, order: { userId: string; providerId: string }): boolean {
  return order.userId === user.id || can(user, 'orders', order.providerId);
}

/** GET /v1/order/{id}. */
export async function getOrder(user: SessionUser, id: string): Promise<{ order: OrderView }> {
  const order = await orderViewById(id);
  if (!order) throw new AppError('ORDER_NOT_FOUND');
  if (!maySeeOrder(user, order)) throw new AppError('FORBIDDEN');
  return { order };
}

async function pageOf(where: SQL | undefined, paging: { page: number; size: number }) {
  const { offset, limit } = pageWindow(paging);
  const [rows, [{ total }]] = await Promise.all([
    db().select().from(orders).where(where).orderBy(desc(orders.createdAt), desc(orders.id)).limit(limit).offset(offset),
    db().select({ total: count() }).from(orders).where(where),
  ]);
  return { orders: await toOrderViews(rows), total: Number(total) };
}

/** GET /v1/profile/my/order/list/{page}-20: the customer's own orders, newest first. */
export async function myOrders(user: SessionUser, paging: { page: number; size: number }, filter: { providerId?: string; status?: OrderStatus }) {
  return pageOf(
    and(eq(orders.userId, user.id), filter.providerId ? eq(orders.providerId, filter.providerId) : undefined, filter.status ? eq(orders.status, filter.status) : undefined),
    paging,
  );
}

/** GET /v1/order/list/{providerId}/{page}-50: a branch's orders for its staff. */
export async function providerOrders(providerId: string, paging: { page: number; size: number }, filter: { status?: OrderStatus }) {
  return pageOf(and(eq(orders.providerId, providerId), filter.status ? eq(orders.status, filter.status) : undefined), paging);
}

import { and, count, desc, eq, inArray, or, sql, type SQL } from 'drizzle-orm';
import { can } from '@/lib/permissions';
import type { OrderStatus, OrderView } from '@/lib/contracts/order';
import type { SessionUser } from '../../auth/session';
import { db } from '../../db/client';
import { orders } from '../../db/schema';
import { AppError } from '../../http/errors';
import { pagedRows } from '../../http/paging';
import { orderViewById, toOrderViews, type OrderViewer } from './order-view';
import { expireOrder, sweepExpiredOrders } from './expire-orders';

/** Who may see an order: its customer, the recipient of a gift, or staff with the orders permission at its branch. */
export function maySeeOrder(
  user: SessionUser,
  order: { userId: string; providerId: string; gift?: OrderView['gift'] },
): boolean {
  return order.userId === user.id || Boolean(order.gift?.toMe) || can(user, 'orders', order.providerId);
}

/** GET /v1/order/{id}. An order whose payment time is up is released before it is shown. */
export async function getOrder(user: SessionUser, id: string): Promise<{ order: OrderView }> {
  const viewer = { id: user.id, phone: user.phone };
  let order = await orderViewById(id, undefined, viewer);
  if (order?.expiresAt && new Date(order.expiresAt) <= new Date() && (await expireOrder(id)))
    order = await orderViewById(id, undefined, viewer);
  if (!order) throw new AppError('ORDER_NOT_FOUND');
  if (!maySeeOrder(user, order)) throw new AppError('FORBIDDEN');
  return { order };
}

async function pageOf(where: SQL | undefined, paging: { page: number; size: number }, viewer?: OrderViewer) {
  await sweepExpiredOrders();
  const { rows, total } = await pagedRows({
    paging,
    rows: ({ limit, offset }) =>
      db()
        .select()
        .from(orders)
        .where(where)
        .orderBy(desc(orders.createdAt), desc(orders.id))
        .limit(limit)
        .offset(offset),
    count: db().select({ total: count() }).from(orders).where(where),
  });
  return { orders: await toOrderViews(rows, db(), viewer), total };
}

/**
 * GET /v1/profile/my/order/list/{page}-20: the customer's own orders and the gifts sent to them
 * (by account, or by their phone number, also before they registered), newest first.
 */
export async function myOrders(
  user: SessionUser,
  paging: { page: number; size: number },
  filter: { providerId?: string; status?: OrderStatus },
) {
  const mine = or(eq(orders.userId, user.id), eq(orders.giftTargetId, user.id), eq(orders.giftTargetPhone, user.phone));
  return pageOf(
    and(
      mine,
      filter.providerId ? eq(orders.providerId, filter.providerId) : undefined,
      filter.status ? eq(orders.status, filter.status) : undefined,
    ),
    paging,
    { id: user.id, phone: user.phone },
  );
}

/** The board's default view: orders the bar still works on. */
export const LIVE_ORDER_STATUSES: OrderStatus[] = ['new', 'accepted', 'preparing', 'ready'];
/** The board's other view: orders that are done. */
export const CLOSED_ORDER_STATUSES: OrderStatus[] = ['delivered', 'canceled'];

/** Orders that are not workspace bookings (those live in the branch's reservations, not on the prep board). */
export const notSpaceBooking = () =>
  sql`NOT EXISTS (SELECT 1 FROM space_reservations sr WHERE sr.order_id = ${orders.id})`;

/**
 * GET /v1/order/list/{providerId}/{page}-50: a branch's cafe orders for its staff (the prep board;
 * room and desk bookings are listed in its reservations). live=1 keeps the orders still being
 * worked on, live=0 only delivered and canceled ones; absent, all.
 */
export async function providerOrders(
  providerId: string,
  paging: { page: number; size: number },
  filter: { status?: OrderStatus; live?: boolean },
) {
  const live =
    filter.live === undefined
      ? undefined
      : inArray(orders.status, filter.live ? LIVE_ORDER_STATUSES : CLOSED_ORDER_STATUSES);
  return pageOf(
    and(
      eq(orders.providerId, providerId),
      notSpaceBooking(),
      filter.status ? eq(orders.status, filter.status) : undefined,
      live,
    ),
    paging,
  );
}

import { and, eq, inArray, sql } from 'drizzle-orm';
import type { OrderStatus } from '@/lib/contracts/order';
import { orders } from '../../db/schema';
import { pageOf } from './page-of-orders';

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
export async function providerOrders({
  providerId,
  paging,
  filter,
}: {
  providerId: string;
  paging: { page: number; size: number };
  filter: { status?: OrderStatus; live?: boolean };
}) {
  const live =
    filter.live === undefined
      ? undefined
      : inArray(orders.status, filter.live ? LIVE_ORDER_STATUSES : CLOSED_ORDER_STATUSES);
  return pageOf({
    where: and(
      eq(orders.providerId, providerId),
      notSpaceBooking(),
      filter.status ? eq(orders.status, filter.status) : undefined,
      live,
    ),
    paging,
  });
}

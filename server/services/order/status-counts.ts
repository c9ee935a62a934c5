import { and, count, eq } from 'drizzle-orm';
import { ORDER_STATUSES, type OrderStatus } from '@/lib/order-rules';
import { db } from '../../db/client';
import { orders } from '../../db/schema';
import { notSpaceBooking } from './provider-orders';

/** How many cafe orders of a branch are in each status, plus all of them: the board's filter tabs, in one query (bookings are not on the board). */
export async function orderStatusCounts(providerId: string): Promise<{ counts: Record<OrderStatus | 'all', number> }> {
  const rows = await db()
    .select({ status: orders.status, n: count() })
    .from(orders)
    .where(and(eq(orders.providerId, providerId), notSpaceBooking()))
    .groupBy(orders.status);
  const counts = Object.fromEntries([...ORDER_STATUSES, 'all'].map((s) => [s, 0])) as Record<
    OrderStatus | 'all',
    number
  >;
  for (const r of rows) {
    counts[r.status] = Number(r.n);
    counts.all += Number(r.n);
  }
  return { counts };
}

import { count, desc, type SQL } from 'drizzle-orm';
import { db } from '../../db/client';
import { orders } from '../../db/schema';
import { pageWindow } from '../../http/paging';
import { toOrderViews, type OrderViewer } from './order-view';
import { sweepExpiredOrders } from './expire-orders';

export async function pageOf(where: SQL | undefined, paging: { page: number; size: number }, viewer?: OrderViewer) {
  await sweepExpiredOrders();
  const { offset, limit } = pageWindow(paging);
  const [rows, [{ total }]] = await Promise.all([
    db()
      .select()
      .from(orders)
      .where(where)
      .orderBy(desc(orders.createdAt), desc(orders.id))
      .limit(limit)
      .offset(offset),
    db().select({ total: count() }).from(orders).where(where),
  ]);
  return { orders: await toOrderViews({ rows, tx: db(), viewer }), total: Number(total) };
}

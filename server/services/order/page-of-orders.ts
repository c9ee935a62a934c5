import { count, desc, type SQL } from 'drizzle-orm';
import { db } from '../../db/client';
import { orders } from '../../db/schema';
import { pagedRows } from '../../http/paging';
import { toOrderViews, type OrderViewer } from './order-view';
import { sweepExpiredOrders } from './expire-orders';

export async function pageOf({
  where,
  paging,
  viewer,
}: {
  where: SQL | undefined;
  paging: { page: number; size: number };
  viewer?: OrderViewer;
}) {
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
  return { orders: await toOrderViews({ rows, tx: db(), viewer }), total };
}

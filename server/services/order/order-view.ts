import { asc, eq, inArray } from 'drizzle-orm';
import type { OrderView } from '@/lib/contracts/order';
import { db, type DbOrTx } from '../../db/client';
import { orderItems, orders, providers, providerTables, users } from '../../db/schema';

type OrderRow = typeof orders.$inferSelect;

/** Builds the wire view of several orders with two extra queries (lines, and names), not one per order. */
export async function toOrderViews(rows: OrderRow[], tx: DbOrTx = db()): Promise<OrderView[]> {
  if (!rows.length) return [];
  const ids = rows.map((r) => r.id);
  const [lines, names, provs, tables] = await Promise.all([
    tx.select().from(orderItems).where(inArray(orderItems.orderId, ids)).orderBy(asc(orderItems.sort)),
    tx.select({ id: users.id, firstName: users.firstName, lastName: users.lastName }).from(users).where(inArray(users.id, [...new Set(rows.map((r) => r.userId))])),
    tx.select({ id: providers.id, name: providers.name }).from(providers).where(inArray(providers.id, [...new Set(rows.map((r) => r.providerId))])),
    tx
      .select({ id: providerTables.id, number: providerTables.number })
      .from(providerTables)
      .where(inArray(providerTables.id, [...new Set(rows.map((r) => r.tableId).filter((t): t is string => Boolean(t)))].concat(['-']))),
  ]);
  const nameOf = new Map(names.map((n) => [n.id, [n.firstName, n.lastName].filter(Boolean).join(' ')]));
  const providerName = new Map(provs.map((p) => [p.id, p.name]));
  const tableNumber = new Map(tables.map((t) => [t.id, t.number]));
  return rows.map((r) => ({
    _id: r.id,
    number: r.number,
    providerId: r.providerId,
    providerName: providerName.get(r.providerId) ?? '',
    userId: r.userId,
    customerName: nameOf.get(r.userId) ?? '',
    status: r.status,
    orderType: r.orderType,
    tableId: r.tableId,
    tableNumber: r.tableId ? (tableNumber.get(r.tableId) ?? null) : null,
    description: r.description,
    paymentBy: r.paymentBy,
    paid: r.paid,
    paymentMethodId: r.paymentMethodId,
    items: lines
      .filter((l) => l.orderId === r.id)
      .map((l) => ({ _id: l.id, itemId: l.itemId, title: l.title, unitPrice: l.unitPrice, count: l.count, lineTotal: l.lineTotal })),
    itemsPrice: r.itemsPrice,
    discount: r.discount,
    totalPrice: r.totalPrice,
    createdAt: r.createdAt.toISOString(),
    updatedAt: r.updatedAt.toISOString(),
  }));
}

export async function orderViewById(id: string, tx: DbOrTx = db()): Promise<OrderView | null> {
  const [row] = await tx.select().from(orders).where(eq(orders.id, id)).limit(1);
  if (!row) return null;
  return (await toOrderViews([row], tx))[0];
}

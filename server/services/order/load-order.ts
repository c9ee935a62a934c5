import { eq } from 'drizzle-orm';
import type { Tx } from '../../db/client';
import { orderMoney, orders } from '../../db/schema';

export type OrderRow = typeof orders.$inferSelect;
export type OrderMoneyRow = typeof orderMoney.$inferSelect;

/** Locks an order's row for the rest of the transaction and reads its base and money columns. */
export async function lockOrder(tx: Tx, orderId: string): Promise<{ order: OrderRow; money: OrderMoneyRow } | null> {
  const [order] = await tx.select().from(orders).where(eq(orders.id, orderId)).for('update');
  if (!order) return null;
  const [money] = await tx.select().from(orderMoney).where(eq(orderMoney.id, orderId));
  return { order, money };
}

import { eq } from 'drizzle-orm';
import type { Tx } from '../../db/client';
import { orders } from '../../db/schema';

export type OrderRow = typeof orders.$inferSelect;

/** Locks an order's row for the rest of the transaction and reads it. */
export async function lockOrder({ tx, orderId }: { tx: Tx; orderId: string }): Promise<OrderRow | null> {
  const [order] = await tx.select().from(orders).where(eq(orders.id, orderId)).for('update');
  return order ?? null;
}

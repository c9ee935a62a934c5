import { eq } from 'drizzle-orm';
import { db, type DbOrTx } from '../../db/client';
import { orders } from '../../db/schema';

/**
 * The branch a ticket is about: its own branch, or its linked order's. A ticket can be referred to an
 * admin of that branch as well as to the support team (D30).
 */
export async function ticketBranchId({
  ticket,
  tx = db(),
}: {
  ticket: { providerId: string | null; orderId: string | null };
  tx?: DbOrTx;
}): Promise<string | null> {
  if (ticket.providerId) return ticket.providerId;
  if (!ticket.orderId) return null;
  const [o] = await tx
    .select({ providerId: orders.providerId })
    .from(orders)
    .where(eq(orders.id, ticket.orderId))
    .limit(1);
  return o?.providerId ?? null;
}

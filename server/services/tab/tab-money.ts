import { and, eq, ne } from 'drizzle-orm';
import { db, type DbOrTx } from '../../db/client';
import { orders, tabShares } from '../../db/schema';

/** The money of a tab: the rounds' total (canceled rounds left out) and what paid shares took. */
export async function tabMoney({ tx = db(), tabId }: { tx?: DbOrTx; tabId: string }) {
  const rounds = await tx
    .select({ total: orders.totalPrice })
    .from(orders)
    .where(and(eq(orders.tabId, tabId), ne(orders.status, 'canceled')));
  const shares = await tx
    .select({ amount: tabShares.amount })
    .from(tabShares)
    .where(and(eq(tabShares.tabId, tabId), eq(tabShares.status, 'paid')));
  const total = rounds.reduce((n, r) => n + r.total, 0);
  const paid = shares.reduce((n, s) => n + s.amount, 0);
  return { total, paid, unpaid: Math.max(0, total - paid) };
}

import { and, desc, eq, gt, lte, sql } from 'drizzle-orm';
import type { DbOrTx, Tx } from '../../db/client';
import { memberships, orders, users } from '../../db/schema';

/** Delivered orders that count toward membership. */
export async function completedOrders({ tx, userId }: { tx: DbOrTx; userId: string }): Promise<number> {
  const [{ n }] = await tx
    .select({ n: sql<number>`count(*)` })
    .from(orders)
    .where(and(eq(orders.userId, userId), eq(orders.status, 'delivered')));
  return Number(n);
}

/**
 * Moves a customer up the ladder when their delivered orders reach a level's minimum. Levels are
 * never taken away (a level given by staff stays).
 */
export async function promoteMembership({ tx, userId }: { tx: Tx; userId: string }): Promise<number | null> {
  const done = await completedOrders({ tx, userId });
  const [top] = await tx
    .select()
    .from(memberships)
    .where(lte(memberships.minOrders, done))
    .orderBy(desc(memberships.level))
    .limit(1);
  if (!top) return null;
  const up = await tx
    .update(users)
    .set({ membershipLevel: top.level, updatedAt: sql`now()` })
    .where(and(eq(users.id, userId), gt(sql`${top.level}`, users.membershipLevel)))
    .returning({ level: users.membershipLevel });
  return up[0]?.level ?? null;
}

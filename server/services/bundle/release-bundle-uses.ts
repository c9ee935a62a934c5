import { and, eq, isNull, sql } from 'drizzle-orm';
import type { Tx } from '../../db/client';
import { orderBundleUses, userBundleItems } from '../../db/schema';

/** Puts an order's bundle units back (expired or canceled order), exactly once. */
export async function releaseBundleUses({ tx, orderId }: { tx: Tx; orderId: string }): Promise<number> {
  const uses = await tx
    .update(orderBundleUses)
    .set({ releasedAt: sql`now()` })
    .where(and(eq(orderBundleUses.orderId, orderId), isNull(orderBundleUses.releasedAt)))
    .returning();
  for (const u of uses) {
    await tx
      .update(userBundleItems)
      .set({ remaining: sql`least(${userBundleItems.remaining} + ${u.count}, ${userBundleItems.total})` })
      .where(eq(userBundleItems.id, u.userBundleItemId));
  }
  return uses.length;
}

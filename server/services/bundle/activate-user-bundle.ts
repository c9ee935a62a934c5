import { and, eq, sql } from 'drizzle-orm';
import { clockNow } from '@/server/clock';
import type { Tx } from '../../db/client';
import { bundleItems, menuItems, userBundleItems, userBundles } from '../../db/schema';
import { newId } from '../../db/ids';

/**
 * Opens a bought bundle (once): its parts are copied with their counts so later edits of the bundle
 * do not change what the customer holds, and it is valid for its number of days from now.
 */
export async function activateUserBundle({
  tx,
  userBundleId,
  now = clockNow(),
}: {
  tx: Tx;
  userBundleId: string;
  now?: Date;
}): Promise<boolean> {
  const [ub] = await tx
    .update(userBundles)
    .set({ status: 'active', purchasedAt: sql`now()` })
    .where(and(eq(userBundles.id, userBundleId), eq(userBundles.status, 'awaitingPayment')))
    .returning();
  if (!ub) return false;
  await tx
    .update(userBundles)
    .set({ expiresAt: new Date(now.getTime() + ub.validDays * 86_400_000) })
    .where(eq(userBundles.id, ub.id));
  const parts = await tx
    .select({ itemId: bundleItems.itemId, count: bundleItems.count, title: menuItems.title })
    .from(bundleItems)
    .innerJoin(menuItems, eq(menuItems.id, bundleItems.itemId))
    .where(eq(bundleItems.bundleId, ub.bundleId));
  if (parts.length) {
    await tx.insert(userBundleItems).values(
      parts.map((p) => ({
        id: newId(),
        userBundleId: ub.id,
        itemId: p.itemId,
        title: p.title,
        total: p.count,
        remaining: p.count,
      })),
    );
  }
  return true;
}

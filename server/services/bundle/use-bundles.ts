import { and, asc, eq, gt, inArray, sql, type SQL, type SQLWrapper } from 'drizzle-orm';
import { clockNow } from '@/server/clock';
import type { DbOrTx, Tx } from '../../db/client';
import { menuItems, orderBundleUses, userBundleItems, userBundles } from '../../db/schema';
import { newId } from '../../db/ids';
import { AppError } from '../../http/errors';

export interface BundleTake {
  userBundleItemId: string;
  itemId: string;
  title: string;
  count: number;
  unitPrice: number;
}

export interface BundleCoverage {
  /** What the covered units would have cost. */
  discount: number;
  takes: BundleTake[];
}

/** A customer's unspent units in active, unexpired bundles at a branch. */
function spendableUnits(userId: string, providerId: string | SQLWrapper): SQL | undefined {
  return and(
    eq(userBundles.userId, userId),
    eq(userBundles.providerId, providerId),
    eq(userBundles.status, 'active'),
    gt(userBundles.expiresAt, clockNow()),
    gt(userBundleItems.remaining, 0),
  );
}

/**
 * For a select from `menu_items`: whether the customer has spendable bundle units of that item at
 * its branch, i.e. whether planBundleCoverage could cover any of it (the database's `bundle_covers`,
 * which order placement checks too).
 */
export function bundleCovers({ userId }: { userId: string }): SQL<boolean> {
  return sql<boolean>`bundle_covers(${userId}, ${menuItems.providerId}, ${menuItems.id})`;
}

/**
 * Which units of a cart the customer's active bundles at this branch cover, soonest-expiring bundle
 * first. With `lock` the bundle rows are locked for the rest of the transaction (submit), so two
 * checkouts of one customer cannot spend the same coffee twice.
 */
export async function planBundleCoverage({
  tx,
  opts,
}: {
  tx: DbOrTx;
  opts: {
    userId: string;
    providerId: string;
    lines: { itemId: string; title: string; count: number; unitPrice: number }[];
    lock?: boolean;
  };
}): Promise<BundleCoverage> {
  if (!opts.lines.length) return { discount: 0, takes: [] };
  const q = tx
    .select({ id: userBundleItems.id, itemId: userBundleItems.itemId, remaining: userBundleItems.remaining })
    .from(userBundleItems)
    .innerJoin(userBundles, eq(userBundles.id, userBundleItems.userBundleId))
    .where(
      and(
        spendableUnits(opts.userId, opts.providerId),
        inArray(
          userBundleItems.itemId,
          opts.lines.map((l) => l.itemId),
        ),
      ),
    )
    .orderBy(asc(userBundles.expiresAt), asc(userBundleItems.id));
  const rows = opts.lock ? await q.for('update', { of: userBundleItems }) : await q;
  const takes: BundleTake[] = [];
  let discount = 0;
  for (const line of opts.lines) {
    let need = line.count;
    for (const r of rows) {
      if (need <= 0) break;
      if (r.itemId !== line.itemId || r.remaining <= 0) continue;
      const k = Math.min(need, r.remaining);
      r.remaining -= k;
      need -= k;
      takes.push({
        userBundleItemId: r.id,
        itemId: line.itemId,
        title: line.title,
        count: k,
        unitPrice: line.unitPrice,
      });
      discount += k * line.unitPrice;
    }
  }
  return { discount, takes };
}

/** Spends the planned units and records them on the order (shown as bundle uses); returns the uses. */
export async function consumeBundles({
  tx,
  orderId,
  takes,
}: {
  tx: Tx;
  orderId: string;
  takes: BundleTake[];
}): Promise<(typeof orderBundleUses.$inferSelect)[]> {
  const uses: (typeof orderBundleUses.$inferSelect)[] = [];
  for (const t of takes) {
    const done = await tx
      .update(userBundleItems)
      .set({ remaining: sql`${userBundleItems.remaining} - ${t.count}` })
      .where(and(eq(userBundleItems.id, t.userBundleItemId), sql`${userBundleItems.remaining} >= ${t.count}`))
      .returning({ id: userBundleItems.id });
    if (!done.length) throw new AppError('CONFLICT');
    const use = {
      id: newId(),
      orderId,
      userBundleItemId: t.userBundleItemId,
      itemId: t.itemId,
      title: t.title,
      count: t.count,
      unitPrice: t.unitPrice,
      releasedAt: null,
    };
    await tx.insert(orderBundleUses).values(use);
    uses.push(use);
  }
  return uses;
}

import { and, eq, inArray, not, sql } from 'drizzle-orm';
import type { BundleView, BundleCreateInput, BundleEditInput } from '@/lib/contracts/bundle';
import { effectiveUnitPrice } from '@/lib/money';
import { can } from '@/lib/permissions';
import type { SessionUser } from '../../auth/session';
import { db, type Tx } from '../../db/client';
import { bundleItems, bundles, menuItems } from '../../db/schema';
import { newId } from '../../db/ids';
import { AppError } from '../../http/errors';
import { toBundleViews } from './bundle-view';

/** Checks the parts belong to the branch and that the bundle costs less than its parts. */
async function checkParts(tx: Tx, input: BundleCreateInput): Promise<void> {
  const ids = input.items.map((i) => i._id);
  const rows = await tx
    .select()
    .from(menuItems)
    .where(and(inArray(menuItems.id, ids), eq(menuItems.providerId, input.providerId)));
  if (rows.length !== new Set(ids).size) throw new AppError('ITEM_NOT_FOUND');
  const parts = input.items.reduce(
    (s, i) =>
      s +
      effectiveUnitPrice(rows.find((r) => r.id === i._id)!.price, rows.find((r) => r.id === i._id)!.reductionPrice) *
        i.count,
    0,
  );
  if (input.price >= parts) throw new AppError('BUNDLE_PRICE_INVALID');
}

async function writeParts(
  tx: Tx,
  { bundleId, items }: { bundleId: string; items: BundleCreateInput['items'] },
): Promise<void> {
  await tx.delete(bundleItems).where(eq(bundleItems.bundleId, bundleId));
  const merged = new Map<string, number>();
  for (const i of items) merged.set(i._id, (merged.get(i._id) ?? 0) + i.count);
  await tx.insert(bundleItems).values([...merged].map(([itemId, count]) => ({ bundleId, itemId, count })));
}

/** POST /v1/bundle/create. */
export async function createBundle({ input }: { input: BundleCreateInput }): Promise<{ bundle: BundleView }> {
  const id = await db().transaction(async (tx) => {
    await checkParts(tx, input);
    const bundleId = newId();
    await tx.insert(bundles).values({
      id: bundleId,
      providerId: input.providerId,
      title: input.title,
      description: input.description,
      price: input.price,
      validDays: input.validDays,
      active: input.active,
    });
    await writeParts(tx, { bundleId, items: input.items });
    return bundleId;
  });
  const [row] = await db().select().from(bundles).where(eq(bundles.id, id));
  return { bundle: (await toBundleViews({ rows: [row] }))[0] };
}

/**
 * POST /v1/bundle/edit: changes what is sold from now on. Bundles already bought keep their own
 * copy of parts, price and expiry.
 */
export async function editBundle({
  actor,
  input,
}: {
  actor: SessionUser;
  input: BundleEditInput;
}): Promise<{ bundle: BundleView }> {
  await db().transaction(async (tx) => {
    const [b] = await tx.select().from(bundles).where(eq(bundles.id, input.bundleId)).for('update');
    if (!b || b.providerId !== input.providerId) throw new AppError('BUNDLE_NOT_FOUND');
    if (!can(actor, 'bundles', b.providerId)) throw new AppError('FORBIDDEN');
    await checkParts(tx, input);
    await tx
      .update(bundles)
      .set({
        title: input.title,
        description: input.description,
        price: input.price,
        validDays: input.validDays,
        active: input.active,
        updatedAt: sql`now()`,
      })
      .where(eq(bundles.id, b.id));
    await writeParts(tx, { bundleId: b.id, items: input.items });
  });
  const [row] = await db().select().from(bundles).where(eq(bundles.id, input.bundleId));
  return { bundle: (await toBundleViews({ rows: [row] }))[0] };
}

/** POST /v1/bundle/change/activation {bundleId}: toggles (or sets) whether the bundle is on sale. */
export async function changeBundleActivation({
  actor,
  input,
}: {
  actor: SessionUser;
  input: { bundleId: string; active?: boolean };
}): Promise<{ bundle: BundleView }> {
  const [b] = await db().select().from(bundles).where(eq(bundles.id, input.bundleId)).limit(1);
  if (!b) throw new AppError('BUNDLE_NOT_FOUND');
  if (!can(actor, 'bundles', b.providerId)) throw new AppError('FORBIDDEN');
  const [row] = await db()
    .update(bundles)
    .set({ active: input.active ?? not(bundles.active), updatedAt: sql`now()` })
    .where(eq(bundles.id, b.id))
    .returning();
  return { bundle: (await toBundleViews({ rows: [row] }))[0] };
}

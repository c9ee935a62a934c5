import { and, eq, isNull } from 'drizzle-orm';
import { db, type DbOrTx } from '../../db/client';
import { menuCategories, menuItems } from '../../db/schema';
import { AppError } from '../../http/errors';

/** Which menu a row belongs to: the cafe's, or the workspace's (space). */
export type MenuKind = 'cafe' | 'space';

/** The 404 each kind answers with (the workspace screens have their own Persian texts). */
const MISSING = {
  cafe: { item: 'ITEM_NOT_FOUND', category: 'CATEGORY_NOT_FOUND' },
  space: { item: 'SPACE_ITEM_NOT_FOUND', category: 'SPACE_CATEGORY_NOT_FOUND' },
} as const;

/** A live item of that kind (any kind when none is named), or its kind's 404. */
export async function findItem({
  itemId,
  kind,
  tx = db(),
}: {
  itemId: string;
  kind?: MenuKind;
  tx?: DbOrTx;
}): Promise<typeof menuItems.$inferSelect> {
  const [row] = await tx
    .select()
    .from(menuItems)
    .where(and(eq(menuItems.id, itemId), isNull(menuItems.removedAt)))
    .limit(1);
  if (!row || (kind && row.kind !== kind)) throw new AppError(MISSING[kind ?? 'cafe'].item);
  return row;
}

/** A live category of that kind (of `providerId`'s branch when given), or its kind's 404. */
export async function findCategory({
  categoryId,
  kind,
  providerId,
  tx = db(),
}: {
  categoryId: string;
  kind: MenuKind;
  providerId?: string;
  tx?: DbOrTx;
}): Promise<typeof menuCategories.$inferSelect> {
  const [row] = await tx
    .select()
    .from(menuCategories)
    .where(and(eq(menuCategories.id, categoryId), isNull(menuCategories.removedAt)))
    .limit(1);
  if (!row || row.kind !== kind || (providerId && row.providerId !== providerId))
    throw new AppError(MISSING[kind].category);
  return row;
}

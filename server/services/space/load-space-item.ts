import { and, desc, eq, gte, lte } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { menuItems, spaceCapacityOverrides } from '../../db/schema';
import { AppError } from '../../http/errors';
import { spaceTypeOf, type SpaceItemRow } from './space-item-view';

/** A bookable workspace item (of a branch, when named), or 404. */
export async function loadSpaceItem({
  tx,
  itemId,
  providerId,
}: {
  tx: DbOrTx;
  itemId: string;
  providerId?: string;
}): Promise<SpaceItemRow> {
  const [item] = await tx.select().from(menuItems).where(eq(menuItems.id, itemId)).limit(1);
  if (!item || item.kind !== 'space' || (providerId && item.providerId !== providerId))
    throw new AppError('SPACE_ITEM_NOT_FOUND');
  return item;
}

/** The capacity of an item on a day: the newest override covering it, else the item's own (a resource: 1). */
export async function capacityOn({ tx, item, day }: { tx: DbOrTx; item: SpaceItemRow; day: string }): Promise<number> {
  const [o] = await tx
    .select({ capacity: spaceCapacityOverrides.capacity })
    .from(spaceCapacityOverrides)
    .where(
      and(
        eq(spaceCapacityOverrides.itemId, item.id),
        lte(spaceCapacityOverrides.startDate, day),
        gte(spaceCapacityOverrides.endDate, day),
      ),
    )
    .orderBy(desc(spaceCapacityOverrides.createdAt), desc(spaceCapacityOverrides.id))
    .limit(1);
  if (o) return o.capacity;
  return spaceTypeOf(item) === 'resource' ? 1 : (item.capacity ?? 0);
}

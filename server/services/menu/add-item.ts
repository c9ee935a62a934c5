import { eq, sql } from 'drizzle-orm';
import type { ItemAddInput, PanelItemView } from '@/lib/contracts/menu/admin';
import type { SpaceItemAddInput, SpaceItemView } from '@/lib/contracts/space/items';
import { db, type Tx } from '../../db/client';
import { menuItems } from '../../db/schema';
import { newId } from '../../db/ids';
import { spaceItemView } from '../space/space-item-view';
import { findCategory } from './find-menu-row';
import { cafeItemFields, checkCover, writeRecipe } from './item-recipe';
import { invalidateMenuCache } from './menu-cache';
import { panelItemViews } from './panel-item-view';

/** A cafe item (POST /v1/menu/item/add) or a workspace one (POST /v1/menu/space/item/add). */
export type AddItemOptions = { kind: 'cafe'; input: ItemAddInput } | { kind: 'space'; input: SpaceItemAddInput };

/** The cafe fields: a place at the end of its category, a stored cover and the recipe. */
async function insertCafeItem(tx: Tx, input: ItemAddInput) {
  await checkCover({ tx, cover: input.cover });
  const [{ last }] = await tx
    .select({ last: sql<number>`coalesce(max(${menuItems.sort}), -1)`.mapWith(Number) })
    .from(menuItems)
    .where(eq(menuItems.categoryId, input.categoryId));
  const id = newId();
  const [made] = await tx
    .insert(menuItems)
    .values({ id, providerId: input.providerId, kind: 'cafe', sort: last + 1, ...cafeItemFields(input) })
    .returning();
  await writeRecipe({ tx, itemId: id, providerId: input.providerId, lines: input.ingredients });
  return made;
}

/** The workspace fields: a pool's daily seats, an hourly room's own hours. */
async function insertSpaceItem(tx: Tx, input: SpaceItemAddInput) {
  const [made] = await tx
    .insert(menuItems)
    .values({
      id: newId(),
      providerId: input.providerId,
      categoryId: input.categoryId,
      title: input.title,
      description: input.description,
      price: input.price,
      reductionPrice: input.reductionPrice,
      kind: 'space',
      spaceType: input.spaceType,
      capacity: input.spaceType === 'pool' ? (input.capacity ?? 0) : (input.capacity ?? null),
      openingHour: input.spaceType === 'resource' ? (input.openingHour ?? null) : null,
      closingHour: input.spaceType === 'resource' ? (input.closingHour ?? null) : null,
      active: input.active ?? true,
    })
    .returning();
  return made;
}

/**
 * The one write path that adds a menu item, of either kind, in a category of the same kind and
 * branch. The menu permission at the branch is the route's (`perm` on body.providerId).
 */
export async function addItem(options: AddItemOptions): Promise<{ item: PanelItemView | SpaceItemView }> {
  const { kind, input } = options;
  const row = await db().transaction(async (tx) => {
    await findCategory({ categoryId: input.categoryId, kind, providerId: input.providerId, tx });
    return options.kind === 'cafe' ? insertCafeItem(tx, options.input) : insertSpaceItem(tx, options.input);
  });
  // Other instances drop their cached menu on the NOTIFY; this one at once.
  invalidateMenuCache(row.providerId);
  return { item: kind === 'cafe' ? (await panelItemViews({ rows: [row] }))[0] : spaceItemView(row) };
}

import { eq, sql } from 'drizzle-orm';
import type { ItemEditInput, PanelItemView } from '@/lib/contracts/menu/admin';
import {
  HOURS_ORDER,
  REDUCTION_BELOW_PRICE,
  hoursInOrder,
  reductionBelowPrice,
  type SpaceItemEditInput,
  type SpaceItemView,
} from '@/lib/contracts/space/items';
import type { SessionUser } from '../../auth/session';
import { db, type Tx } from '../../db/client';
import { menuItems } from '../../db/schema';
import { AppError } from '../../http/errors';
import { spaceItemView, spaceTypeOf, type SpaceItemRow } from '../space/space-item-view';
import { assertCan } from './assert-can';
import { findCategory, findItem } from './find-menu-row';
import { cafeItemFields, checkCover, writeRecipe } from './item-recipe';
import { invalidateMenuCache } from './menu-cache';
import { panelItemViews } from './panel-item-view';

/** A cafe item (POST /v1/menu/item/edit) or a workspace one (POST /v1/menu/space/item/edit). */
export type EditItemOptions =
  | { actor: SessionUser; kind: 'cafe'; input: ItemEditInput }
  | { actor: SessionUser; kind: 'space'; input: SpaceItemEditInput };

/** Every cafe field at once; a move to another category puts the item at its end. */
async function updateCafeItem(tx: Tx, { item, input }: { item: SpaceItemRow; input: ItemEditInput }) {
  const cat = await findCategory({ categoryId: input.categoryId, kind: 'cafe', providerId: item.providerId, tx });
  // The item's own cover kept as it is needs no check (a demo item's is an SVG the seed stored).
  if (input.cover !== item.cover) await checkCover({ tx, cover: input.cover });
  let sort = item.sort;
  if (cat.id !== item.categoryId) {
    const [{ last }] = await tx
      .select({ last: sql<number>`coalesce(max(${menuItems.sort}), -1)`.mapWith(Number) })
      .from(menuItems)
      .where(eq(menuItems.categoryId, cat.id));
    sort = last + 1;
  }
  const [done] = await tx
    .update(menuItems)
    .set({ ...cafeItemFields(input), sort, updatedAt: sql`now()` })
    .where(eq(menuItems.id, item.id))
    .returning();
  await writeRecipe({ tx, itemId: item.id, providerId: item.providerId, lines: input.ingredients });
  return done;
}

/** The workspace fields sent; the rules are checked on the values the item will hold (either price field may come alone). */
async function updateSpaceItem(tx: Tx, { item: i, input }: { item: SpaceItemRow; input: SpaceItemEditInput }) {
  if (input.categoryId)
    await findCategory({ categoryId: input.categoryId, kind: 'space', providerId: i.providerId, tx });
  const spaceType = input.spaceType ?? spaceTypeOf(i);
  const capacity =
    spaceType === 'pool'
      ? (input.capacity ?? i.capacity ?? 0)
      : input.capacity !== undefined
        ? input.capacity
        : i.capacity;
  const price = input.price ?? i.price;
  const reductionPrice = input.reductionPrice ?? i.reductionPrice;
  if (!reductionBelowPrice({ price, reductionPrice })) throw new AppError('BAD_INPUT', { fa: REDUCTION_BELOW_PRICE });
  const openingHour =
    spaceType === 'resource' ? (input.openingHour !== undefined ? input.openingHour : i.openingHour) : null;
  const closingHour =
    spaceType === 'resource' ? (input.closingHour !== undefined ? input.closingHour : i.closingHour) : null;
  if (!hoursInOrder({ openingHour, closingHour })) throw new AppError('BAD_INPUT', { fa: HOURS_ORDER });
  const { itemId: _, ...fields } = input;
  const [row] = await tx
    .update(menuItems)
    .set({ ...fields, spaceType, capacity, openingHour, closingHour, updatedAt: sql`now()` })
    .where(eq(menuItems.id, i.id))
    .returning();
  return row;
}

/**
 * The one write path that edits a menu item of either kind. The branch is known once the item is
 * read: the menu permission is checked there (the route checks the staff role).
 */
export async function editItem(options: EditItemOptions): Promise<{ item: PanelItemView | SpaceItemView }> {
  const { actor, kind } = options;
  const row = await db().transaction(async (tx) => {
    const item = await findItem({ itemId: options.input.itemId, kind, tx });
    assertCan({ actor: actor, flag: 'menu', providerId: item.providerId });
    return options.kind === 'cafe'
      ? updateCafeItem(tx, { item, input: options.input })
      : updateSpaceItem(tx, { item, input: options.input });
  });
  invalidateMenuCache(row.providerId);
  return { item: kind === 'cafe' ? (await panelItemViews({ rows: [row] }))[0] : spaceItemView(row) };
}

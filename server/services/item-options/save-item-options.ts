import { eq, sql } from 'drizzle-orm';
import { can } from '@/lib/permissions';
import type { ItemOptionGroup, ItemOptionsView, SaveItemOptionsInput } from '@/lib/contracts/item-options';
import type { SessionUser } from '../../auth/session';
import { db } from '../../db/client';
import { menuItems } from '../../db/schema';
import { newId } from '../../db/ids';
import { AppError } from '../../http/errors';
import { invalidateMenuCache } from '../menu/menu-cache';

/** The item, refused unless `user` may edit the menu of its branch. */
async function editableItem(user: SessionUser, itemId: string) {
  const [item] = await db().select().from(menuItems).where(eq(menuItems.id, itemId)).limit(1);
  if (!item) throw new AppError('ITEM_NOT_FOUND');
  if (!can(user, 'menu', item.providerId)) throw new AppError('FORBIDDEN');
  return item;
}

function view(item: typeof menuItems.$inferSelect): ItemOptionsView {
  return {
    item: {
      _id: item.id,
      providerId: item.providerId,
      title: item.title,
      price: item.price,
      reductionPrice: item.reductionPrice,
    },
    optionGroups: item.optionGroups ?? [],
  };
}

/** GET /v1/menu/item/options/{itemId}: an item's option groups, for its branch's menu staff. */
export async function getItemOptions({
  actor,
  itemId,
}: {
  actor: SessionUser;
  itemId: string;
}): Promise<ItemOptionsView> {
  return view(await editableItem(actor, itemId));
}

/**
 * POST /v1/menu/item/options/{itemId}: replaces an item's option groups. New groups and options get
 * ids; kept ones keep theirs, so carts that chose them still price. The menus drop their cache by
 * the menu_items trigger; a cart priced from an older cache is caught by place_order's check.
 */
export async function saveItemOptions({
  actor,
  itemId,
  input,
}: {
  actor: SessionUser;
  itemId: string;
  input: SaveItemOptionsInput;
}): Promise<ItemOptionsView> {
  await editableItem(actor, itemId);
  const seen = new Set<string>();
  const fresh = (id: string | undefined) => {
    const out = id && !seen.has(id) ? id : newId();
    seen.add(out);
    return out;
  };
  const groups: ItemOptionGroup[] = input.groups.map((g) => ({
    _id: fresh(g._id),
    title: g.title,
    required: g.required,
    multiple: g.multiple,
    options: g.options.map((o) => ({ _id: fresh(o._id), title: o.title, priceDelta: o.priceDelta })),
  }));
  const [saved] = await db()
    .update(menuItems)
    .set({ optionGroups: groups, updatedAt: sql`now()` })
    .where(eq(menuItems.id, itemId))
    .returning();
  invalidateMenuCache(saved.providerId);
  return view(saved);
}

import { eq, sql } from 'drizzle-orm';
import type { ItemStatusInput, PanelItemView } from '@/lib/contracts/menu/admin';
import type { SessionUser } from '../../auth/session';
import { db } from '../../db/client';
import { menuItems } from '../../db/schema';
import { assertCan } from './assert-can';
import { findItem } from './find-menu-row';
import { invalidateMenuCache } from './menu-cache';
import { panelItemViews } from './panel-item-view';

/**
 * POST /v1/menu/item/bonus/add and /remove {itemId}: the item earns (or stops earning) the customer
 * club's bonus, the membership discount of the buyer's level (spec section 7 names the calls only;
 * the bonus an item can carry in this product is that discount, `hasMembershipDiscount`).
 */
export async function setItemBonus({
  actor,
  itemId,
  on,
}: {
  actor: SessionUser;
  itemId: string;
  on: boolean;
}): Promise<{ item: PanelItemView }> {
  const item = await findItem({ itemId, kind: 'cafe' });
  assertCan({ actor: actor, flag: 'menu', providerId: item.providerId });
  const [done] = await db()
    .update(menuItems)
    .set({ hasMembershipDiscount: on, updatedAt: sql`now()` })
    .where(eq(menuItems.id, item.id))
    .returning();
  invalidateMenuCache(item.providerId);
  return { item: (await panelItemViews({ rows: [done] }))[0] };
}

/**
 * POST /v1/item/change/status {itemId, status}: 'active'/'inactive' switch the item in or out of the
 * menu (menu permission); 'available'/'soldOut' mark it orderable or 'تمام شد' (itemStatus, which a
 * barista has at their branch). A counted item whose stock is 0 stays 'تمام شد' in the menu until
 * it is given stock (edit), whatever its mark.
 */
export async function changeItemStatus({
  actor,
  input,
}: {
  actor: SessionUser;
  input: ItemStatusInput;
}): Promise<{ item: PanelItemView }> {
  const item = await findItem({ itemId: input.itemId });
  const onOff = input.status === 'active' || input.status === 'inactive';
  assertCan({ actor: actor, flag: onOff ? 'menu' : 'itemStatus', providerId: item.providerId });
  const set = onOff ? { active: input.status === 'active' } : { available: input.status === 'available' };
  const [done] = await db()
    .update(menuItems)
    .set({ ...set, updatedAt: sql`now()` })
    .where(eq(menuItems.id, item.id))
    .returning();
  invalidateMenuCache(item.providerId);
  return { item: (await panelItemViews({ rows: [done] }))[0] };
}

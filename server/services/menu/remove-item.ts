import { and, count, eq, isNull } from 'drizzle-orm';
import type { SessionUser } from '../../auth/session';
import { clockNow } from '../../clock';
import { db } from '../../db/client';
import { menuItems, spaceReservations } from '../../db/schema';
import { assertCan } from './assert-can';
import { findItem, type MenuKind } from './find-menu-row';
import { invalidateMenuCache } from './menu-cache';

/**
 * The one write path that removes a menu item (POST /v1/menu/item/remove, /v1/menu/space/item/remove).
 * A cafe item leaves every menu and panel list; its row stays for the orders that name it (switched
 * off, so no stale cart can still buy it). A workspace item that was ever booked stays for its
 * orders' history, switched off and hidden; one never booked is deleted.
 */
export async function removeItem({
  actor,
  kind,
  itemId,
}: {
  actor: SessionUser;
  kind: MenuKind;
  itemId: string;
}): Promise<{ success: true }> {
  const item = await findItem({ itemId, kind });
  assertCan({ actor: actor, flag: 'menu', providerId: item.providerId });
  const now = clockNow();
  if (kind === 'cafe') {
    await db()
      .update(menuItems)
      .set({ removedAt: now, active: false, updatedAt: now })
      .where(and(eq(menuItems.id, item.id), isNull(menuItems.removedAt)));
  } else {
    const [{ n }] = await db()
      .select({ n: count() })
      .from(spaceReservations)
      .where(eq(spaceReservations.itemId, item.id));
    if (n > 0)
      await db()
        .update(menuItems)
        .set({ active: false, visible: false, updatedAt: now })
        .where(eq(menuItems.id, item.id));
    else await db().delete(menuItems).where(eq(menuItems.id, item.id));
  }
  invalidateMenuCache(item.providerId);
  return { success: true };
}

import { and, count, eq, isNull, sql } from 'drizzle-orm';
import type { SessionUser } from '../../auth/session';
import { db } from '../../db/client';
import { menuCategories, menuItems } from '../../db/schema';
import { AppError } from '../../http/errors';
import { publish } from '../events/bus';
import { assertCan } from './assert-can';
import { findCategory, type MenuKind } from './find-menu-row';
import { invalidateMenuCache } from './menu-cache';

/**
 * The one write path that removes a menu category (POST /v1/menu/category/remove and
 * /v1/menu/space/category/remove), only an empty one, so removing a category never takes items with
 * it unseen. A cafe category's row stays (removed, switched off); a workspace one is deleted.
 */
export async function removeCategory({
  actor,
  kind,
  menuCategoryId,
}: {
  actor: SessionUser;
  kind: MenuKind;
  menuCategoryId: string;
}): Promise<{ success: true }> {
  const providerId = await db().transaction(async (tx) => {
    const c = await findCategory({ categoryId: menuCategoryId, kind, tx });
    assertCan({ actor: actor, flag: 'menu', providerId: c.providerId });
    const [{ n }] = await tx
      .select({ n: count() })
      .from(menuItems)
      .where(and(eq(menuItems.categoryId, c.id), kind === 'cafe' ? isNull(menuItems.removedAt) : undefined));
    if (Number(n) > 0) throw new AppError(kind === 'cafe' ? 'CATEGORY_NOT_EMPTY' : 'SPACE_CATEGORY_NOT_EMPTY');
    if (kind === 'cafe')
      await tx
        .update(menuCategories)
        .set({ removedAt: sql`now()`, active: false })
        .where(eq(menuCategories.id, c.id));
    else await tx.delete(menuCategories).where(eq(menuCategories.id, c.id));
    return c.providerId;
  });
  invalidateMenuCache(providerId);
  if (kind === 'space') await publish({ tx: db(), event: { type: 'menu', providerId } });
  return { success: true };
}

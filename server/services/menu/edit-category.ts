import { eq } from 'drizzle-orm';
import type { CategoryEditInput, PanelCategoryView } from '@/lib/contracts/menu/admin';
import type { SessionUser } from '../../auth/session';
import { db } from '../../db/client';
import { menuCategories } from '../../db/schema';
import { publish } from '../events/bus';
import { assertCan } from './assert-can';
import { assertCategoryTitleFree } from './category-title';
import { findCategory } from './find-menu-row';
import { invalidateMenuCache } from './menu-cache';
import { panelCategoryViews } from './panel-category-view';

type SpaceCategoryEdit = { menuCategoryId: string; title?: string; active?: boolean };

/** A cafe category renamed (POST /v1/menu/category/edit), or a workspace one's title/switch (/v1/menu/space/category/edit). */
export type EditCategoryOptions =
  | { actor: SessionUser; kind: 'cafe'; input: CategoryEditInput }
  | { actor: SessionUser; kind: 'space'; input: SpaceCategoryEdit };

type SpaceCategoryAnswer = { _id: string; providerId: string; title: string; active: boolean };

/**
 * The one write path that edits a menu category of either kind. The branch is known once the
 * category is read: the menu permission is checked there (the route checks the staff role).
 */
export async function editCategory(
  options: EditCategoryOptions,
): Promise<{ category: PanelCategoryView | SpaceCategoryAnswer }> {
  const { actor, kind, input } = options;
  const row = await db().transaction(async (tx) => {
    const c = await findCategory({ categoryId: input.menuCategoryId, kind, tx });
    assertCan({ actor: actor, flag: 'menu', providerId: c.providerId });
    if (kind === 'cafe')
      await assertCategoryTitleFree({ tx, providerId: c.providerId, title: input.title!, exceptId: c.id });
    const active = options.kind === 'space' ? options.input.active : undefined;
    const [done] = await tx
      .update(menuCategories)
      .set({
        ...(input.title !== undefined ? { title: input.title } : {}),
        ...(active !== undefined ? { active } : {}),
      })
      .where(eq(menuCategories.id, c.id))
      .returning();
    return done;
  });
  invalidateMenuCache(row.providerId);
  if (kind === 'cafe') return { category: (await panelCategoryViews({ rows: [row] }))[0] };
  await publish({ tx: db(), event: { type: 'menu', providerId: row.providerId } });
  return { category: { _id: row.id, providerId: row.providerId, title: row.title, active: row.active } };
}

/** POST /v1/menu/category/change/active: shows or hides a whole cafe category in the menu. */
export async function setCategoryActive({
  actor,
  input,
}: {
  actor: SessionUser;
  input: { menuCategoryId: string; active: boolean };
}): Promise<{ category: PanelCategoryView }> {
  const c = await findCategory({ categoryId: input.menuCategoryId, kind: 'cafe' });
  assertCan({ actor: actor, flag: 'menu', providerId: c.providerId });
  const [done] = await db()
    .update(menuCategories)
    .set({ active: input.active })
    .where(eq(menuCategories.id, c.id))
    .returning();
  invalidateMenuCache(c.providerId);
  return { category: (await panelCategoryViews({ rows: [done] }))[0] };
}

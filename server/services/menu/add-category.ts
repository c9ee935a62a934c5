import { count, eq, sql } from 'drizzle-orm';
import type { CategoryAddInput, PanelCategoryView } from '@/lib/contracts/menu/admin';
import type { SpaceCategoryView } from '@/lib/contracts/space/items';
import { db } from '../../db/client';
import { menuCategories } from '../../db/schema';
import { newId } from '../../db/ids';
import { publish } from '../events/bus';
import { ensureProvider } from '../provider/ensure-provider';
import { assertCategoryTitleFree } from './category-title';
import { invalidateMenuCache } from './menu-cache';
import { cafeCategoriesOf, panelCategoryViews } from './panel-category-view';

/** A cafe category (POST /v1/menu/category/add) or a workspace one (POST /v1/menu/space/category/add). */
export type AddCategoryOptions =
  { kind: 'cafe'; input: CategoryAddInput } | { kind: 'space'; input: { providerId: string; title: string } };

/**
 * The one write path that adds a menu category of either kind. A cafe category has a title of its
 * own at the branch and goes at the end of the cafe menu; a workspace one goes after every category.
 * The menu permission at the branch is the route's (`perm` on body.providerId).
 */
export async function addCategory(
  options: AddCategoryOptions,
): Promise<{ category: PanelCategoryView | SpaceCategoryView }> {
  const { kind, input } = options;
  await ensureProvider(input.providerId);
  const row = await db().transaction(async (tx) => {
    if (kind === 'cafe') await assertCategoryTitleFree({ tx, providerId: input.providerId, title: input.title });
    const [{ sort }] =
      kind === 'cafe'
        ? await tx
            .select({ sort: sql<number>`coalesce(max(${menuCategories.sort}), -1) + 1`.mapWith(Number) })
            .from(menuCategories)
            .where(cafeCategoriesOf(input.providerId))
        : await tx
            .select({ sort: count() })
            .from(menuCategories)
            .where(eq(menuCategories.providerId, input.providerId));
    const [made] = await tx
      .insert(menuCategories)
      .values({
        id: newId(),
        providerId: input.providerId,
        title: input.title,
        kind,
        sort: Number(sort),
        active: options.kind === 'cafe' ? options.input.active : true,
      })
      .returning();
    return made;
  });
  invalidateMenuCache(input.providerId);
  if (kind === 'cafe') return { category: (await panelCategoryViews({ rows: [row] }))[0] };
  await publish({ tx: db(), event: { type: 'menu', providerId: input.providerId } });
  return { category: { _id: row.id, providerId: row.providerId, title: row.title, active: row.active, items: [] } };
}

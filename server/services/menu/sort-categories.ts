import { sql } from 'drizzle-orm';
import type { CategorySortInput, PanelCategoryView } from '@/lib/contracts/menu/admin';
import { db } from '../../db/client';
import { menuCategories } from '../../db/schema';
import { AppError } from '../../http/errors';
import { panelCategories } from './list-categories';
import { invalidateMenuCache } from './menu-cache';
import { cafeCategoriesOf } from './panel-category-view';

/** POST /v1/menu/category/sort: the branch's categories in their new order, all of them, in one call. */
export async function sortCategories({
  input,
}: {
  input: CategorySortInput;
}): Promise<{ categories: PanelCategoryView[]; total: number }> {
  await db().transaction(async (tx) => {
    const rows = await tx
      .select({ id: menuCategories.id })
      .from(menuCategories)
      .where(cafeCategoriesOf(input.providerId))
      .for('update');
    const ids = new Set(rows.map((r) => r.id));
    if (
      new Set(input.categoryIds).size !== input.categoryIds.length ||
      input.categoryIds.length !== ids.size ||
      input.categoryIds.some((id) => !ids.has(id))
    ) {
      throw new AppError('MENU_SORT_MISMATCH');
    }
    await tx.execute(
      sql`UPDATE menu_categories c SET sort = x.i - 1 FROM jsonb_array_elements_text(${JSON.stringify(input.categoryIds)}::jsonb) WITH ORDINALITY AS x(id, i) WHERE c.id = x.id`,
    );
  });
  invalidateMenuCache(input.providerId);
  return panelCategories({ providerId: input.providerId });
}

import { asc } from 'drizzle-orm';
import type { CategoryView } from '@/lib/contracts/menu/customer';
import type { PanelCategoryView } from '@/lib/contracts/menu/admin';
import { db } from '../../db/client';
import { menuCategories } from '../../db/schema';
import { ensureProvider } from '../provider/ensure-provider';
import { loadMenuSnapshot } from './menu-cache';
import { cafeCategoriesOf, panelCategoryViews } from './panel-category-view';

/** GET /v1/menu/category/list/{providerId}. */
export async function categoryList({
  providerId,
}: {
  providerId: string;
}): Promise<{ categories: CategoryView[]; total: number }> {
  const s = await loadMenuSnapshot(providerId);
  return { categories: s.categories, total: s.categories.length };
}

/** GET /v1/menu/category/list/{providerId}?panel=1: every cafe category of the branch, inactive ones too. */
export async function panelCategories({
  providerId,
}: {
  providerId: string;
}): Promise<{ categories: PanelCategoryView[]; total: number }> {
  await ensureProvider(providerId);
  const rows = await db()
    .select()
    .from(menuCategories)
    .where(cafeCategoriesOf(providerId))
    .orderBy(asc(menuCategories.sort), asc(menuCategories.title));
  return { categories: await panelCategoryViews({ rows }), total: rows.length };
}

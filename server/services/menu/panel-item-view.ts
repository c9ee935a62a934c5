import { asc, eq, inArray } from 'drizzle-orm';
import type { PanelItemView } from '@/lib/contracts/menu/admin';
import { db, type DbOrTx } from '../../db/client';
import { ingredients, menuCategories, menuItemIngredients, menuItems } from '../../db/schema';
import { toItemView } from './item-view';

type ItemRow = typeof menuItems.$inferSelect;

/** Cafe item rows as the branch panel shows them: with stock, recipe and category title. */
export async function panelItemViews({ rows, tx = db() }: { rows: ItemRow[]; tx?: DbOrTx }): Promise<PanelItemView[]> {
  if (!rows.length) return [];
  const ids = rows.map((r) => r.id);
  const [cats, recipe] = await Promise.all([
    tx
      .select({ id: menuCategories.id, title: menuCategories.title })
      .from(menuCategories)
      .where(inArray(menuCategories.id, [...new Set(rows.map((r) => r.categoryId))])),
    tx
      .select({
        itemId: menuItemIngredients.itemId,
        ingredientId: ingredients.id,
        title: ingredients.title,
        unit: ingredients.unit,
        amount: menuItemIngredients.amount,
      })
      .from(menuItemIngredients)
      .innerJoin(ingredients, eq(ingredients.id, menuItemIngredients.ingredientId))
      .where(inArray(menuItemIngredients.itemId, ids))
      .orderBy(asc(ingredients.title)),
  ]);
  const catTitle = new Map(cats.map((c) => [c.id, c.title]));
  return rows.map((r) => ({
    ...toItemView(r),
    markedAvailable: r.available,
    stock: r.stock,
    index: r.sort,
    categoryTitle: catTitle.get(r.categoryId) ?? '',
    ingredients: recipe
      .filter((x) => x.itemId === r.id)
      .map(({ ingredientId, title, unit, amount }) => ({ ingredientId, title, unit, amount })),
  }));
}

import { and, asc, eq, inArray, isNull } from 'drizzle-orm';
import type { IngredientView } from '@/lib/contracts/menu/admin';
import { db, type DbOrTx } from '../../db/client';
import { ingredients, menuItemIngredients, menuItems } from '../../db/schema';
import { AppError } from '../../http/errors';

type IngredientRow = typeof ingredients.$inferSelect;

/** Ingredient rows as the panel shows them, with the live items whose recipe uses each. */
export async function ingredientViews({
  rows,
  tx = db(),
}: {
  rows: IngredientRow[];
  tx?: DbOrTx;
}): Promise<IngredientView[]> {
  if (!rows.length) return [];
  const uses = await tx
    .select({
      ingredientId: menuItemIngredients.ingredientId,
      itemId: menuItems.id,
      title: menuItems.title,
      amount: menuItemIngredients.amount,
    })
    .from(menuItemIngredients)
    .innerJoin(menuItems, eq(menuItems.id, menuItemIngredients.itemId))
    .where(
      and(
        inArray(
          menuItemIngredients.ingredientId,
          rows.map((r) => r.id),
        ),
        isNull(menuItems.removedAt),
      ),
    )
    .orderBy(asc(menuItems.title));
  return rows.map((r) => ({
    _id: r.id,
    providerId: r.providerId,
    title: r.title,
    unit: r.unit,
    stock: r.stock,
    alertAt: r.alertAt,
    low: r.stock <= r.alertAt,
    items: uses
      .filter((u) => u.ingredientId === r.id)
      .map((u) => ({ _id: u.itemId, title: u.title, amount: u.amount })),
    updatedAt: r.updatedAt.toISOString(),
  }));
}

/** An ingredient, or 404. */
export async function findIngredient({ id, tx = db() }: { id: string; tx?: DbOrTx }): Promise<IngredientRow> {
  const [row] = await tx.select().from(ingredients).where(eq(ingredients.id, id)).limit(1);
  if (!row) throw new AppError('INGREDIENT_NOT_FOUND');
  return row;
}

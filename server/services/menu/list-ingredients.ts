import { and, asc, count, desc, eq, ilike, lte, sql, type SQL } from 'drizzle-orm';
import type { IngredientView } from '@/lib/contracts/menu/admin';
import { db } from '../../db/client';
import { ingredients } from '../../db/schema';
import { escapeLike } from '../../db/like';
import { AppError } from '../../http/errors';
import { pagedRows } from '../../http/paging';
import { ensureProvider } from '../provider/ensure-provider';
import { findIngredient, ingredientViews } from './ingredient-view';

/**
 * GET /v1/menu/ingredient/list/{providerId}/{page}-20: the branch's ingredients, low ones first, with
 * how many are low in all (the alert) whatever the page or filter.
 */
export async function listIngredients({
  providerId,
  paging,
  filter = {},
}: {
  providerId: string;
  paging: { page: number; size: number };
  filter?: { text?: string; low?: boolean };
}): Promise<{ ingredients: IngredientView[]; total: number; lowCount: number }> {
  await ensureProvider(providerId);
  const conds: SQL[] = [eq(ingredients.providerId, providerId)];
  if (filter.text) conds.push(ilike(ingredients.title, `%${escapeLike(filter.text)}%`));
  if (filter.low) conds.push(lte(ingredients.stock, ingredients.alertAt));
  const where = and(...conds);
  const [{ rows, total }, [{ low }]] = await Promise.all([
    pagedRows({
      paging,
      rows: ({ limit, offset }) =>
        db()
          .select()
          .from(ingredients)
          .where(where)
          .orderBy(
            desc(sql`${ingredients.stock} <= ${ingredients.alertAt}`),
            asc(ingredients.title),
            asc(ingredients.id),
          )
          .limit(limit)
          .offset(offset),
      count: db().select({ total: count() }).from(ingredients).where(where),
    }),
    db()
      .select({ low: count() })
      .from(ingredients)
      .where(and(eq(ingredients.providerId, providerId), lte(ingredients.stock, ingredients.alertAt))),
  ]);
  return { ingredients: await ingredientViews({ rows }), total, lowCount: Number(low) };
}

/** GET /v1/menu/ingredient/{providerId}/{ingredientId}: one ingredient of that branch (404 if another's). */
export async function getIngredient({
  providerId,
  ingredientId,
}: {
  providerId: string;
  ingredientId: string;
}): Promise<{ ingredient: IngredientView }> {
  const row = await findIngredient({ id: ingredientId });
  if (row.providerId !== providerId) throw new AppError('INGREDIENT_NOT_FOUND');
  return { ingredient: (await ingredientViews({ rows: [row] }))[0] };
}

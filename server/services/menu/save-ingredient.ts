import { and, eq, ne, sql } from 'drizzle-orm';
import type { IngredientAddInput, IngredientEditInput, IngredientView } from '@/lib/contracts/menu/admin';
import type { SessionUser } from '../../auth/session';
import { db, type DbOrTx } from '../../db/client';
import { ingredients } from '../../db/schema';
import { newId } from '../../db/ids';
import { AppError } from '../../http/errors';
import { ensureProvider } from '../provider/ensure-provider';
import { assertCan } from './assert-can';
import { findIngredient, ingredientViews } from './ingredient-view';

async function assertTitleFree(
  tx: DbOrTx,
  { providerId, title, exceptId }: { providerId: string; title: string; exceptId?: string },
) {
  const [same] = await tx
    .select({ id: ingredients.id })
    .from(ingredients)
    .where(
      and(
        eq(ingredients.providerId, providerId),
        eq(ingredients.title, title),
        exceptId ? ne(ingredients.id, exceptId) : undefined,
      ),
    )
    .limit(1);
  if (same) throw new AppError('INGREDIENT_TITLE_TAKEN');
}

/** POST /v1/menu/ingredient/add. */
export async function addIngredient({ input }: { input: IngredientAddInput }): Promise<{ ingredient: IngredientView }> {
  await ensureProvider(input.providerId);
  const row = await db().transaction(async (tx) => {
    await assertTitleFree(tx, { providerId: input.providerId, title: input.title });
    const [made] = await tx
      .insert(ingredients)
      .values({
        id: newId(),
        providerId: input.providerId,
        title: input.title,
        unit: input.unit,
        stock: input.stock,
        alertAt: input.alertAt,
      })
      .returning();
    return made;
  });
  return { ingredient: (await ingredientViews({ rows: [row] }))[0] };
}

/** POST /v1/menu/ingredient/edit: name, unit, the counted stock and the alert threshold. */
export async function editIngredient({
  actor,
  input,
}: {
  actor: SessionUser;
  input: IngredientEditInput;
}): Promise<{ ingredient: IngredientView }> {
  const row = await db().transaction(async (tx) => {
    const g = await findIngredient({ id: input.ingredientId, tx });
    assertCan({ actor: actor, flag: 'menu', providerId: g.providerId });
    await assertTitleFree(tx, { providerId: g.providerId, title: input.title, exceptId: g.id });
    const [done] = await tx
      .update(ingredients)
      .set({ title: input.title, unit: input.unit, stock: input.stock, alertAt: input.alertAt, updatedAt: sql`now()` })
      .where(eq(ingredients.id, g.id))
      .returning();
    return done;
  });
  return { ingredient: (await ingredientViews({ rows: [row] }))[0] };
}

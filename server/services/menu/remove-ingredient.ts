import { and, eq, isNull } from 'drizzle-orm';
import type { SessionUser } from '../../auth/session';
import { db } from '../../db/client';
import { ingredients, menuItemIngredients, menuItems } from '../../db/schema';
import { AppError } from '../../http/errors';
import { assertCan } from './assert-can';
import { findIngredient } from './ingredient-view';

/**
 * POST /v1/menu/ingredient/remove: deletes an ingredient no item on the menu uses (issue 21 D09). One
 * in a live item's recipe is refused (409); recipes of removed items go with it.
 */
export async function removeIngredient({
  actor,
  ingredientId,
}: {
  actor: SessionUser;
  ingredientId: string;
}): Promise<{ success: true }> {
  await db().transaction(async (tx) => {
    const g = await findIngredient({ id: ingredientId, tx });
    assertCan({ actor: actor, flag: 'menu', providerId: g.providerId });
    const [used] = await tx
      .select({ id: menuItems.id })
      .from(menuItemIngredients)
      .innerJoin(menuItems, eq(menuItems.id, menuItemIngredients.itemId))
      .where(and(eq(menuItemIngredients.ingredientId, g.id), isNull(menuItems.removedAt)))
      .limit(1);
    if (used) throw new AppError('INGREDIENT_IN_USE');
    await tx.delete(ingredients).where(eq(ingredients.id, g.id));
  });
  return { success: true };
}

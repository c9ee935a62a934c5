import { and, eq, inArray } from 'drizzle-orm';
import type { ItemAddInput, ItemEditInput } from '@/lib/contracts/menu/admin';
import type { Tx } from '../../db/client';
import { files, ingredients, menuItemIngredients } from '../../db/schema';
import { AppError } from '../../http/errors';

/** The cover must be one the upload route stored as an item image. */
export async function checkCover({ tx, cover }: { tx: Tx; cover: string | null }): Promise<void> {
  if (!cover) return;
  const [f] = await tx
    .select({ name: files.name })
    .from(files)
    .where(and(eq(files.name, cover), eq(files.kind, 'item')))
    .limit(1);
  if (!f) throw new AppError('COVER_NOT_FOUND');
}

/** Replaces an item's recipe; every ingredient must be the branch's own. */
export async function writeRecipe({
  tx,
  itemId,
  providerId,
  lines,
}: {
  tx: Tx;
  itemId: string;
  providerId: string;
  lines: ItemAddInput['ingredients'];
}): Promise<void> {
  const merged = new Map<string, number>();
  for (const l of lines) merged.set(l.ingredientId, (merged.get(l.ingredientId) ?? 0) + l.amount);
  if (merged.size) {
    const found = await tx
      .select({ id: ingredients.id })
      .from(ingredients)
      .where(and(inArray(ingredients.id, [...merged.keys()]), eq(ingredients.providerId, providerId)));
    if (found.length !== merged.size) throw new AppError('INGREDIENT_NOT_FOUND');
  }
  await tx.delete(menuItemIngredients).where(eq(menuItemIngredients.itemId, itemId));
  if (merged.size)
    await tx
      .insert(menuItemIngredients)
      .values([...merged].map(([ingredientId, amount]) => ({ itemId, ingredientId, amount })));
}

/** The columns a cafe item's add and edit write. */
export function cafeItemFields(input: ItemAddInput | ItemEditInput) {
  return {
    categoryId: input.categoryId,
    title: input.title,
    description: input.description,
    price: input.price,
    reductionPrice: input.reductionPrice,
    hasMembershipDiscount: input.hasMembershipDiscount,
    planCovered: input.planCovered,
    ...(input.vatExempt === undefined ? {} : { vatExempt: input.vatExempt }),
    available: input.available,
    active: input.active,
    stock: input.stock,
    cover: input.cover,
  };
}

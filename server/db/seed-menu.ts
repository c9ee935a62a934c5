import { and, eq } from 'drizzle-orm';
import type { Tx } from './client';
import * as s from './schema';
import { newId } from './ids';

/**
 * Demo ingredients at the Mirdamad branch inside the demo seed's transaction, with the recipes of a
 * few coffees (orders then take from them), and one ingredient already under its alert threshold so
 * the panel's low-stock notice has something to say.
 */
export async function seedMenuAdmin(tx: Tx): Promise<void> {
  const [mirdamad] = await tx.select().from(s.providers).where(eq(s.providers.branch, 'mirdamad'));
  if (!mirdamad) return;
  const list = [
    { key: 'beans', title: 'دانه قهوه عربیکا', unit: 'gram' as const, stock: 6000, alertAt: 1000 },
    { key: 'milk', title: 'شیر پرچرب', unit: 'milliliter' as const, stock: 12000, alertAt: 3000 },
    { key: 'caramel', title: 'سیروپ کارامل', unit: 'milliliter' as const, stock: 300, alertAt: 500 },
    { key: 'cups', title: 'لیوان کاغذی', unit: 'piece' as const, stock: 400, alertAt: 100 },
  ];
  const ids = new Map(list.map((g) => [g.key, newId()]));
  await tx
    .insert(s.ingredients)
    .values(list.map(({ key, ...g }) => ({ id: ids.get(key)!, providerId: mirdamad.id, ...g })));
  const recipes: Record<string, [string, number][]> = {
    اسپرسو: [['beans', 18]],
    لاته: [
      ['beans', 18],
      ['milk', 200],
    ],
    کاپوچینو: [
      ['beans', 18],
      ['milk', 150],
    ],
  };
  for (const [title, lines] of Object.entries(recipes)) {
    const [item] = await tx
      .select({ id: s.menuItems.id })
      .from(s.menuItems)
      .where(and(eq(s.menuItems.providerId, mirdamad.id), eq(s.menuItems.title, title)));
    if (!item) continue;
    await tx
      .insert(s.menuItemIngredients)
      .values(lines.map(([key, amount]) => ({ itemId: item.id, ingredientId: ids.get(key)!, amount })));
  }
}

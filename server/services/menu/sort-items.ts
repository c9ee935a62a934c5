import { and, eq, isNull, sql } from 'drizzle-orm';
import type { ItemSortInput, PanelItemView } from '@/lib/contracts/menu/admin';
import { db } from '../../db/client';
import { menuItems } from '../../db/schema';
import { AppError } from '../../http/errors';
import { findCategory } from './find-menu-row';
import { panelItems } from './list-items';
import { invalidateMenuCache } from './menu-cache';

/** POST /v1/menu/item/sort: one category's items in their new order, all of them, in one call. */
export async function sortItems({
  input,
}: {
  input: ItemSortInput;
}): Promise<{ items: PanelItemView[]; total: number }> {
  await db().transaction(async (tx) => {
    const cat = await findCategory({ categoryId: input.categoryId, kind: 'cafe', providerId: input.providerId, tx });
    const rows = await tx
      .select({ id: menuItems.id })
      .from(menuItems)
      .where(and(eq(menuItems.categoryId, cat.id), isNull(menuItems.removedAt)))
      .for('update');
    const ids = new Set(rows.map((r) => r.id));
    if (
      new Set(input.itemIds).size !== input.itemIds.length ||
      input.itemIds.length !== ids.size ||
      input.itemIds.some((id) => !ids.has(id))
    ) {
      throw new AppError('MENU_SORT_MISMATCH');
    }
    await tx.execute(
      sql`UPDATE menu_items m SET sort = x.i - 1, updated_at = now() FROM jsonb_array_elements_text(${JSON.stringify(input.itemIds)}::jsonb) WITH ORDINALITY AS x(id, i) WHERE m.id = x.id`,
    );
  });
  invalidateMenuCache(input.providerId);
  return panelItems({ providerId: input.providerId });
}

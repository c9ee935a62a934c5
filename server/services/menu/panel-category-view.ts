import { and, count, eq, inArray, isNull } from 'drizzle-orm';
import type { PanelCategoryView } from '@/lib/contracts/menu/admin';
import { db, type DbOrTx } from '../../db/client';
import { menuCategories, menuItems } from '../../db/schema';

type CategoryRow = typeof menuCategories.$inferSelect;

/** The panel's categories are the cafe menu's; workspace (space) categories have their own screens. */
export const cafeCategoriesOf = (providerId: string) =>
  and(eq(menuCategories.providerId, providerId), eq(menuCategories.kind, 'cafe'), isNull(menuCategories.removedAt));

/** Cafe category rows as the branch panel shows them, with how many live items each holds. */
export async function panelCategoryViews({
  rows,
  tx = db(),
}: {
  rows: CategoryRow[];
  tx?: DbOrTx;
}): Promise<PanelCategoryView[]> {
  if (!rows.length) return [];
  const counts = await tx
    .select({ categoryId: menuItems.categoryId, n: count() })
    .from(menuItems)
    .where(
      and(
        inArray(
          menuItems.categoryId,
          rows.map((r) => r.id),
        ),
        isNull(menuItems.removedAt),
      ),
    )
    .groupBy(menuItems.categoryId);
  const n = new Map(counts.map((c) => [c.categoryId, Number(c.n)]));
  return rows.map((c) => ({
    _id: c.id,
    providerId: c.providerId,
    title: c.title,
    index: c.sort,
    active: c.active,
    itemCount: n.get(c.id) ?? 0,
  }));
}

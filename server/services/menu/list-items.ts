import { and, asc, eq, isNull } from 'drizzle-orm';
import type { ItemView } from '@/lib/contracts/menu/customer';
import type { PanelItemView } from '@/lib/contracts/menu/admin';
import { db } from '../../db/client';
import { menuCategories, menuItems } from '../../db/schema';
import { ensureProvider } from '../provider/ensure-provider';
import { loadMenuSnapshot } from './menu-cache';
import { panelItemViews } from './panel-item-view';

const liveCafeItems = (providerId: string) =>
  and(eq(menuItems.providerId, providerId), eq(menuItems.kind, 'cafe'), isNull(menuItems.removedAt));

/** GET /v1/menu/item/list/{providerId}. */
export async function itemList({ providerId }: { providerId: string }): Promise<{ items: ItemView[]; total: number }> {
  const s = await loadMenuSnapshot(providerId);
  return { items: s.items, total: s.items.length };
}

/** GET /v1/menu/item/list/{providerId}?panel=1: the branch's cafe items, hidden, inactive and sold-out ones too. */
export async function panelItems({
  providerId,
}: {
  providerId: string;
}): Promise<{ items: PanelItemView[]; total: number }> {
  await ensureProvider(providerId);
  const rows = await db()
    .select({ item: menuItems })
    .from(menuItems)
    .innerJoin(menuCategories, eq(menuCategories.id, menuItems.categoryId))
    .where(liveCafeItems(providerId))
    .orderBy(asc(menuCategories.sort), asc(menuCategories.title), asc(menuItems.sort), asc(menuItems.title));
  const items = await panelItemViews({ rows: rows.map((r) => r.item) });
  return { items, total: items.length };
}

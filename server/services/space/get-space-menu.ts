import { and, asc, eq } from 'drizzle-orm';
import type { SpaceCategoryView, SpaceItemView } from '@/lib/contracts/space/items';
import { db } from '../../db/client';
import { menuCategories, menuItems, providers } from '../../db/schema';
import { AppError } from '../../http/errors';
import { spaceItemView } from './space-item-view';

/** A branch's workspace categories with their items; `all` includes switched-off ones (the panel). */
export async function spaceMenu({
  providerId,
  all = false,
}: {
  providerId: string;
  all?: boolean;
}): Promise<{ categories: SpaceCategoryView[] }> {
  const [p] = await db()
    .select({ id: providers.id, active: providers.active })
    .from(providers)
    .where(eq(providers.id, providerId))
    .limit(1);
  if (!p || (!all && !p.active)) throw new AppError('PROVIDER_NOT_FOUND');
  const cats = await db()
    .select()
    .from(menuCategories)
    .where(and(eq(menuCategories.providerId, providerId), eq(menuCategories.kind, 'space')))
    .orderBy(asc(menuCategories.sort), asc(menuCategories.title));
  const items = await db()
    .select()
    .from(menuItems)
    .where(and(eq(menuItems.providerId, providerId), eq(menuItems.kind, 'space')))
    .orderBy(asc(menuItems.sort), asc(menuItems.title));
  return {
    categories: cats
      .filter((c) => all || c.active)
      .map((c) => ({
        _id: c.id,
        providerId: c.providerId,
        title: c.title,
        active: c.active,
        items: items.filter((i) => i.categoryId === c.id && (all || (i.active && i.visible))).map(spaceItemView),
      }))
      .filter((c) => all || c.items.length > 0),
  };
}

/** One workspace item for its screen. */
export async function spaceItem({ itemId }: { itemId: string }): Promise<{ item: SpaceItemView }> {
  const [i] = await db().select().from(menuItems).where(eq(menuItems.id, itemId)).limit(1);
  if (!i || i.kind !== 'space' || !i.active || !i.visible) throw new AppError('SPACE_ITEM_NOT_FOUND');
  return { item: spaceItemView(i) };
}

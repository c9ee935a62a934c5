import { and, asc, eq, isNull } from 'drizzle-orm';
import type { CategoryView, ItemView, MenuCategoryView } from '@/lib/contracts/menu/customer';
import { toCategoryView, toItemView } from './item-view';
import { db } from '../../db/client';
import { menuCategories, menuItems, providers } from '../../db/schema';
import { AppError } from '../../http/errors';
import { cachedJson, type CachedJson } from '../../http/cached-json';

type ItemRow = typeof menuItems.$inferSelect;
type ProviderRow = typeof providers.$inferSelect;

export interface MenuSnapshot {
  menuList: MenuCategoryView[];
  categories: CategoryView[];
  items: ItemView[];
  /** The answer of GET /v1/menu/list as sent (bytes, ETag, gzip and brotli), made once per change. */
  menuListAnswer: CachedJson;
  /** The branch and every item row of it (hidden and inactive too), for pricing carts (see cartRows). */
  provider: ProviderRow;
  itemRows: ReadonlyMap<string, ItemRow>;
}

/** Reads a branch's menu from the database. */
export async function readMenuSnapshot(providerId: string): Promise<MenuSnapshot> {
  const [provider] = await db().select().from(providers).where(eq(providers.id, providerId)).limit(1);
  if (!provider || !provider.active) throw new AppError('PROVIDER_NOT_FOUND');
  const [cats, rows] = await Promise.all([
    db()
      .select()
      .from(menuCategories)
      .where(
        and(
          eq(menuCategories.providerId, providerId),
          eq(menuCategories.active, true),
          isNull(menuCategories.removedAt),
        ),
      )
      .orderBy(asc(menuCategories.sort), asc(menuCategories.title)),
    db()
      .select()
      .from(menuItems)
      .where(eq(menuItems.providerId, providerId))
      .orderBy(asc(menuItems.sort), asc(menuItems.title)),
  ]);
  const itemViews = rows.filter((i) => i.active && i.visible && !i.removedAt).map(toItemView);
  const categories = cats.map(toCategoryView);
  const menuList = categories
    .map((c) => ({ ...c, items: itemViews.filter((i) => i.categoryId === c._id) }))
    .filter((c) => c.items.length > 0);
  const snap: MenuSnapshot = {
    menuList,
    categories,
    items: itemViews,
    menuListAnswer: cachedJson({ menuList }),
    provider,
    itemRows: new Map(rows.map((r) => [r.id, r])),
  };
  return snap;
}

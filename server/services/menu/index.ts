import { createHash } from 'node:crypto';
import { and, asc, eq, isNull } from 'drizzle-orm';
import type { CategoryView, ItemView, MenuCategoryView } from '@/lib/contracts/menu';
import { db } from '../../db/client';
import { menuCategories, menuItems, providers } from '../../db/schema';
import { AppError } from '../../http/errors';
import { subscribe } from '../events/bus';

type ItemRow = typeof menuItems.$inferSelect;
type CategoryRow = typeof menuCategories.$inferSelect;
type ProviderRow = typeof providers.$inferSelect;

export function toItemView(i: ItemRow): ItemView {
  return {
    _id: i.id,
    categoryId: i.categoryId,
    providerId: i.providerId,
    title: i.title,
    description: i.description,
    cover: i.cover,
    price: i.price,
    reductionPrice: i.reductionPrice,
    // An item with a counted stock of zero is as good as unavailable.
    available: i.available && (i.stock === null || i.stock > 0),
    active: i.active,
    status: i.active ? 'active' : 'inactive',
    visible: i.visible,
    hasMembershipDiscount: i.hasMembershipDiscount,
    kind: i.kind,
    ...(i.kind === 'space' ? { spaceType: i.spaceType ?? 'pool' } : {}),
    optionGroups: i.optionGroups ?? [],
  };
}

function toCategoryView(c: CategoryRow): CategoryView {
  return { _id: c.id, providerId: c.providerId, title: c.title, kind: c.kind, index: c.sort, active: c.active };
}

interface MenuSnapshot {
  menuList: MenuCategoryView[];
  categories: CategoryView[];
  items: ItemView[];
  /** The serialised answer of GET /v1/menu/list and its ETag, made once per change. */
  menuListBody: string;
  menuListEtag: string;
  /** The branch and every item row of it (hidden and inactive too), for pricing carts (see cartRows). */
  provider: ProviderRow;
  itemRows: ReadonlyMap<string, ItemRow>;
  at: number;
}

// The menu is read far more than it changes: keep one snapshot per provider, dropped on every
// change event (which reaches every instance through NOTIFY) and after a short safety TTL.
const TTL_MS = 60_000;
const holder = globalThis as unknown as { __menuCache?: Map<string, MenuSnapshot>; __menuCacheWired?: boolean };
const cache = (holder.__menuCache ??= new Map());

async function wireInvalidation() {
  if (holder.__menuCacheWired) return;
  holder.__menuCacheWired = true;
  try {
    await subscribe((e) => {
      if (e.type === 'menu') cache.delete(e.providerId);
    });
  } catch (err) {
    holder.__menuCacheWired = false;
    throw err;
  }
}

export function invalidateMenuCache(providerId?: string): void {
  if (providerId) cache.delete(providerId);
  else cache.clear();
}

/** For tests that swap databases. */
export function resetMenuCache(): void {
  cache.clear();
  holder.__menuCacheWired = false;
}

async function loadSnapshot(providerId: string): Promise<MenuSnapshot> {
  await wireInvalidation();
  const hit = cache.get(providerId);
  if (hit && Date.now() - hit.at < TTL_MS) return hit;
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
  const body = JSON.stringify({ menuList });
  const etag = `"${createHash('sha1').update(body).digest('base64url')}"`;
  const snap: MenuSnapshot = {
    menuList,
    categories,
    items: itemViews,
    menuListBody: body,
    menuListEtag: etag,
    provider,
    itemRows: new Map(rows.map((r) => [r.id, r])),
    at: Date.now(),
  };
  cache.set(providerId, snap);
  return snap;
}

/**
 * The branch's row and its item rows as last cached. They may be a moment old (another instance's
 * change arrives by NOTIFY): whoever charges from them must have the database confirm them in the
 * same statement that writes (place_order's `verify`).
 */
export async function cartRows(
  providerId: string,
): Promise<{ provider: ProviderRow; itemRows: ReadonlyMap<string, ItemRow> }> {
  const s = await loadSnapshot(providerId);
  return { provider: s.provider, itemRows: s.itemRows };
}

/** GET /v1/menu/list/{providerId}: categories with their items, serialised once per change, with its ETag. */
export async function menuListResponse(providerId: string): Promise<{ body: string; etag: string }> {
  const s = await loadSnapshot(providerId);
  return { body: s.menuListBody, etag: s.menuListEtag };
}

export async function menuList(providerId: string): Promise<{ menuList: MenuCategoryView[] }> {
  return { menuList: (await loadSnapshot(providerId)).menuList };
}

/** GET /v1/menu/category/list/{providerId}. */
export async function categoryList(providerId: string): Promise<{ categories: CategoryView[]; total: number }> {
  const s = await loadSnapshot(providerId);
  return { categories: s.categories, total: s.categories.length };
}

/** GET /v1/menu/item/list/{providerId}. */
export async function itemList(providerId: string): Promise<{ items: ItemView[]; total: number }> {
  const s = await loadSnapshot(providerId);
  return { items: s.items, total: s.items.length };
}

import { createHash } from 'node:crypto';
import { and, asc, eq, isNull } from 'drizzle-orm';
import type { CategoryView, ItemView, MenuCategoryView } from '@/lib/contracts/menu/customer';
import { toCategoryView, toItemView } from './item-view';
import { db } from '../../db/client';
import { menuCategories, menuItems, providers } from '../../db/schema';
import { AppError } from '../../http/errors';
import { onResync, subscribe } from '../events/bus';

type ItemRow = typeof menuItems.$inferSelect;
type ProviderRow = typeof providers.$inferSelect;

export interface MenuSnapshot {
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
// Bumped by every drop, as the provider cache does: a reload that began before a change (its event
// arrived while the reload was reading) must not store what it read over the change.
const versions = new Map<string, number>();
let epoch = 0;
const versionOf = (providerId: string) => `${epoch}:${versions.get(providerId) ?? 0}`;

function drop(providerId?: string) {
  if (providerId) {
    cache.delete(providerId);
    versions.set(providerId, (versions.get(providerId) ?? 0) + 1);
  } else {
    cache.clear();
    versions.clear();
    epoch++;
  }
}

// After the LISTEN connection came back, 'menu' events may have been missed: start again.
onResync('menu-cache', () => drop());

async function wireInvalidation() {
  if (holder.__menuCacheWired) return;
  holder.__menuCacheWired = true;
  try {
    await subscribe((e) => {
      if (e.type === 'menu') drop(e.providerId);
    });
  } catch (err) {
    holder.__menuCacheWired = false;
    throw err;
  }
}

export function invalidateMenuCache(providerId?: string): void {
  drop(providerId);
}

/** For tests that swap databases. */
export function resetMenuCache(): void {
  drop();
  holder.__menuCacheWired = false;
}

/** The branch's cached menu (see MenuSnapshot), loaded on a miss. `read` is the database read (tests wrap it). */
export async function loadMenuSnapshot(
  providerId: string,
  read: (providerId: string) => Promise<MenuSnapshot> = readMenuSnapshot,
): Promise<MenuSnapshot> {
  await wireInvalidation();
  const hit = cache.get(providerId);
  if (hit && Date.now() - hit.at < TTL_MS) return hit;
  const version = versionOf(providerId);
  const snap = await read(providerId);
  // A change arrived while reading: this read is kept for this caller only.
  if (versionOf(providerId) === version) cache.set(providerId, snap);
  return snap;
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
  return snap;
}

import { subscribe } from '../events/bus';
import { onResync } from '../events/resync';
import { readMenuSnapshot, type MenuSnapshot } from './read-menu-snapshot';

export type { MenuSnapshot } from './read-menu-snapshot';

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
onResync({ name: 'menu-cache', run: () => drop() });

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

/** The branch's cached menu (see MenuSnapshot), loaded on a miss. */
export async function loadMenuSnapshot(providerId: string): Promise<MenuSnapshot> {
  await wireInvalidation();
  const hit = cache.get(providerId);
  if (hit && Date.now() - hit.at < TTL_MS) return hit;
  const version = versionOf(providerId);
  const snap = await readMenuSnapshot(providerId);
  // A change arrived while reading: this read is kept for this caller only.
  if (versionOf(providerId) === version) cache.set(providerId, snap);
  return snap;
}

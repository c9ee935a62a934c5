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
// One read per branch at a time: the requests that miss together (after a change, at start) share it.
const reading = new Map<string, { version: string; promise: Promise<MenuSnapshot> }>();
const versionOf = (providerId: string) => `${epoch}:${versions.get(providerId) ?? 0}`;

function drop(providerId?: string) {
  if (providerId) {
    cache.delete(providerId);
    versions.set(providerId, (versions.get(providerId) ?? 0) + 1);
  } else {
    cache.clear();
    versions.clear();
    reading.clear();
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

function read(providerId: string): Promise<MenuSnapshot> {
  const version = versionOf(providerId);
  const current = reading.get(providerId);
  if (current && current.version === version) return current.promise;
  const promise = readMenuSnapshot(providerId)
    .then((snap) => {
      // A change arrived while reading: this read is kept for its callers only.
      if (versionOf(providerId) === version) cache.set(providerId, snap);
      return snap;
    })
    .finally(() => {
      if (reading.get(providerId)?.promise === promise) reading.delete(providerId);
    });
  reading.set(providerId, { version, promise });
  return promise;
}

/**
 * The branch's cached menu (see MenuSnapshot), read on a miss. Past the safety TTL (changes drop it at
 * once through their event), the snapshot is still answered while one read refreshes it behind.
 */
export async function loadMenuSnapshot(providerId: string): Promise<MenuSnapshot> {
  await wireInvalidation();
  const hit = cache.get(providerId);
  if (hit) {
    if (Date.now() - hit.at >= TTL_MS) read(providerId).catch(() => cache.delete(providerId));
    return hit;
  }
  return read(providerId);
}

import { snapshotCache } from '../events/snapshot-cache';
import { readMenuSnapshot, type MenuSnapshot } from './read-menu-snapshot';

export type { MenuSnapshot } from './read-menu-snapshot';

// The menu is read far more than it changes: one snapshot per branch, dropped by every 'menu' event
// (server/services/events/snapshot-cache.ts, which also starts again on another database, as tests swap them).
const menus = snapshotCache<MenuSnapshot>({
  name: 'menu',
  keyOf: (e) => (e.type === 'menu' ? e.providerId : undefined),
  load: readMenuSnapshot,
});

export function invalidateMenuCache(providerId?: string): void {
  menus.drop(providerId);
}

/** The branch's cached menu (see MenuSnapshot), read on a miss. */
export function loadMenuSnapshot(providerId: string): Promise<MenuSnapshot> {
  return menus.get(providerId);
}

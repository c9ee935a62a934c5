import type { menuItems, providers } from '../../db/schema';
import { loadMenuSnapshot } from './menu-cache';

/**
 * The branch's row and its item rows as last cached. They may be a moment old (another instance's
 * change arrives by NOTIFY): whoever charges from them must have the database confirm them in the
 * same statement that writes (place_order's `verify`).
 */
export async function cartRows({ providerId }: { providerId: string }): Promise<{
  provider: typeof providers.$inferSelect;
  itemRows: ReadonlyMap<string, typeof menuItems.$inferSelect>;
}> {
  const s = await loadMenuSnapshot(providerId);
  return { provider: s.provider, itemRows: s.itemRows };
}

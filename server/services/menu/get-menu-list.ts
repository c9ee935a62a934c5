import type { MenuCategoryView } from '@/lib/contracts/menu/customer';
import type { CachedJson } from '../../http/cached-json';
import { loadMenuSnapshot } from './menu-cache';

/** GET /v1/menu/list/{providerId}: categories with their items, serialised and compressed once per change, with its ETag. */
export async function menuListResponse({ providerId }: { providerId: string }): Promise<CachedJson> {
  return (await loadMenuSnapshot(providerId)).menuListAnswer;
}

export async function menuList({ providerId }: { providerId: string }): Promise<{ menuList: MenuCategoryView[] }> {
  return { menuList: (await loadMenuSnapshot(providerId)).menuList };
}

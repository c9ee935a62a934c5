import type { MenuCategoryView } from '@/lib/contracts/menu/customer';
import { loadMenuSnapshot } from './menu-cache';

/** GET /v1/menu/list/{providerId}: categories with their items, serialised once per change, with its ETag. */
export async function menuListResponse({
  providerId,
}: {
  providerId: string;
}): Promise<{ body: string; etag: string }> {
  const s = await loadMenuSnapshot(providerId);
  return { body: s.menuListBody, etag: s.menuListEtag };
}

export async function menuList({ providerId }: { providerId: string }): Promise<{ menuList: MenuCategoryView[] }> {
  return { menuList: (await loadMenuSnapshot(providerId)).menuList };
}

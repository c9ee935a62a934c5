import type { CategoryView, ItemView, ProviderView } from '@/lib/contracts/menu';
import { getProvider } from '../provider';
import { menuList } from './index';

/** What a branch's menu page renders on the server: one kind's categories, and which kinds exist for the tabs. */
export async function menuPageProps(providerId: string, kind: 'cafe' | 'space') {
  const [{ provider }, menu] = await Promise.all([getProvider(providerId), menuList(providerId)]);
  return {
    provider: provider as ProviderView,
    // Only this page's kind travels to the browser; the others are just flags for the tabs.
    categories: menu.menuList.filter((c) => c.kind === kind) as (CategoryView & { items: ItemView[] })[],
    kind,
    hasCafe: menu.menuList.some((c) => c.kind === 'cafe'),
    hasSpace: menu.menuList.some((c) => c.kind === 'space'),
    // The page sets the same title in the browser; sent here so the server-rendered header already shows it.
    headerTitle: provider.name,
  };
}

import type { CategoryView, ItemView, ProviderView } from '@/lib/contracts/menu/customer';
import { getProvider } from '../provider/get-provider';
import { menuList } from './get-menu-list';
import { qrTarget } from '../provider/table-by-id';

/**
 * What a branch's menu page renders on the server: one kind's categories, and which kinds exist for the tabs.
 * `scannedTableId` is the table whose QR code led here (cookie set by /qr/{id}); it is shown only when it
 * is a table of this branch still in use.
 */
export async function menuPageProps({
  providerId,
  kind,
  scannedTableId,
}: {
  providerId: string;
  kind: 'cafe' | 'space';
  scannedTableId?: string;
}) {
  const [{ provider }, menu, scanned] = await Promise.all([
    getProvider(providerId),
    menuList({ providerId }),
    scannedTableId ? qrTarget(scannedTableId) : null,
  ]);
  const table =
    scanned && 'table' in scanned && scanned.table.providerId === provider._id
      ? { _id: scanned.table._id, number: scanned.table.number }
      : null;
  return {
    table,
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

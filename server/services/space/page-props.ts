import type { ProviderView } from '@/lib/contracts/menu/customer';
import type { SpaceItemView } from '@/lib/contracts/space/items';
import { AppError } from '../../http/errors';
import { getProvider } from '../provider/get-provider';
import { spaceItem } from './get-space-menu';

/** What the workspace item and checkout screens render: the item, and its branch (named in the path). */
export async function spaceItemPageProps({
  providerId,
  itemId,
}: {
  providerId: string;
  itemId: string;
}): Promise<{ item: SpaceItemView; provider: ProviderView; headerTitle: string }> {
  const [{ item }, { provider }] = await Promise.all([spaceItem({ itemId }), getProvider(providerId)]);
  if (item.providerId !== provider._id) throw new AppError('SPACE_ITEM_NOT_FOUND');
  return { item, provider: provider as ProviderView, headerTitle: item.title };
}

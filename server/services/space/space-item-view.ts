import type { SpaceType } from '@/lib/contracts/space/base';
import type { CapacityOverrideView, SpaceItemView } from '@/lib/contracts/space/items';
import type { menuItems, spaceCapacityOverrides } from '../../db/schema';

export type SpaceItemRow = typeof menuItems.$inferSelect;

export function spaceTypeOf(item: SpaceItemRow): SpaceType {
  return item.spaceType ?? 'pool';
}

export function spaceItemView(i: SpaceItemRow): SpaceItemView {
  return {
    _id: i.id,
    providerId: i.providerId,
    categoryId: i.categoryId,
    title: i.title,
    description: i.description,
    cover: i.cover,
    price: i.price,
    reductionPrice: i.reductionPrice,
    spaceType: spaceTypeOf(i),
    capacity: spaceTypeOf(i) === 'pool' ? (i.capacity ?? 0) : (i.capacity ?? null),
    openingHour: spaceTypeOf(i) === 'resource' ? i.openingHour : null,
    closingHour: spaceTypeOf(i) === 'resource' ? i.closingHour : null,
    active: i.active,
    available: i.available,
  };
}

export const capacityOverrideView = (o: typeof spaceCapacityOverrides.$inferSelect): CapacityOverrideView => ({
  _id: o.id,
  itemId: o.itemId,
  startDate: o.startDate,
  endDate: o.endDate,
  capacity: o.capacity,
});

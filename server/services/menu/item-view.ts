import type { CategoryView, ItemView } from '@/lib/contracts/menu/customer';
import type { menuCategories, menuItems } from '../../db/schema';

type ItemRow = typeof menuItems.$inferSelect;
type CategoryRow = typeof menuCategories.$inferSelect;

export function toItemView(i: ItemRow): ItemView {
  return {
    _id: i.id,
    categoryId: i.categoryId,
    providerId: i.providerId,
    title: i.title,
    description: i.description,
    cover: i.cover,
    price: i.price,
    reductionPrice: i.reductionPrice,
    // An item with a counted stock of zero is as good as unavailable.
    available: i.available && (i.stock === null || i.stock > 0),
    active: i.active,
    status: i.active ? 'active' : 'inactive',
    visible: i.visible,
    hasMembershipDiscount: i.hasMembershipDiscount,
    ...(i.planCovered ? { planCovered: true } : {}),
    vatExempt: i.vatExempt,
    kind: i.kind,
    ...(i.kind === 'space' ? { spaceType: i.spaceType ?? 'pool' } : {}),
    optionGroups: i.optionGroups ?? [],
  };
}

export function toCategoryView(c: CategoryRow): CategoryView {
  return { _id: c.id, providerId: c.providerId, title: c.title, kind: c.kind, index: c.sort, active: c.active };
}

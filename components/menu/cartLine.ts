import type { ItemView } from '@/lib/contracts/menu/customer';
import { effectiveUnitPrice } from '@/lib/money';
import { addItem } from '@/store/slices/cartSlice';

/** The cart action for one more unit of a menu item (the shown price is price minus reduction). */
export function addItemAction(item: ItemView) {
  return addItem({
    orderId: item._id,
    orderName: item.title,
    orderPrice: effectiveUnitPrice(item.price, item.reductionPrice),
    hasMembershipDiscount: item.hasMembershipDiscount,
    providerId: item.providerId,
    cover: item.cover,
  });
}

/** The cart never holds more than this many of one item. */
export const MAX_PER_LINE = 99;

/** What an item that cannot be ordered now shows instead of its add button (the spec's text). */
export const SOLD_OUT = 'تمام شد';

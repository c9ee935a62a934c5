import type { ItemView } from '@/lib/contracts/menu/customer';
import type { OrderView } from '@/lib/contracts/order';
import { lineKey, optionsText } from '@/lib/item-options';
import { effectiveUnitPrice } from '@/lib/money';
import type { CartLine } from '@/store/slices/cartSlice';

export type ReorderLine = Omit<CartLine, 'itemsCount'> & { count: number };

/**
 * The cart lines that order an earlier order again from the menu as it is now: each line's item
 * with the same options (found by group and option title, since ids may have changed) and note, at
 * today's price. A line whose item is gone or cannot be ordered now, or whose options are no longer
 * on the menu (or lack a now-required choice), is skipped and counted.
 */
export function reorderLines(
  order: Pick<OrderView, 'items' | 'providerId'>,
  menu: ReadonlyMap<string, ItemView>,
): { lines: ReorderLine[]; skipped: number } {
  const lines: ReorderLine[] = [];
  let skipped = 0;
  for (const l of order.items) {
    const item = menu.get(l.itemId);
    // A room or desk is booked for a day and hours, never put in the cafe cart (issue 21 D11).
    if (!item || item.kind === 'space' || !item.available || !item.active) {
      skipped++;
      continue;
    }
    const ids: string[] = [];
    const picked: { title: string; priceDelta: number }[] = [];
    let ok = true;
    for (const c of l.options ?? []) {
      const option = item.optionGroups.find((g) => g.title === c.group)?.options.find((o) => o.title === c.title);
      if (!option) ok = false;
      else {
        ids.push(option._id);
        picked.push(option);
      }
    }
    const lacking = item.optionGroups.some((g) => g.required && !g.options.some((o) => ids.includes(o._id)));
    if (!ok || lacking) {
      skipped++;
      continue;
    }
    const note = l.note?.trim() ?? '';
    const key = lineKey(item._id, ids, note);
    lines.push({
      orderId: item._id,
      orderName: item.title,
      orderPrice: effectiveUnitPrice(item.price, item.reductionPrice) + picked.reduce((n, o) => n + o.priceDelta, 0),
      hasMembershipDiscount: item.hasMembershipDiscount,
      providerId: order.providerId,
      cover: item.cover,
      count: l.count,
      ...(key !== item._id ? { key, options: ids, optionsLabel: optionsText(picked), note: note || undefined } : {}),
    });
  }
  return { lines, skipped };
}

import { ORDER_LIMITS } from '@/lib/contracts/order';
import { AppError } from '../../http/errors';
import { lineKey } from '@/lib/item-options';

/**
 * Adds up repeated lines of one item, so a cart cannot dodge the stock check or the cap on units of
 * one item (ORDER_LIMITS.itemCount) by splitting a line.
 */
export function mergeLines(items: { _id: string; count: number }[]): { _id: string; count: number }[] {
  const merged = new Map<string, number>();
  for (const l of items) merged.set(l._id, (merged.get(l._id) ?? 0) + l.count);
  if ([...merged.values()].some((count) => count > ORDER_LIMITS.itemCount)) throw new AppError('ORDER_ITEM_COUNT_MAX');
  return [...merged].map(([_id, count]) => ({ _id, count }));
}

/** A cart line as the server reads it: the item, how many, and the chosen option ids and note. */
export interface CartLineInput {
  _id: string;
  count: number;
  options?: string[];
  note?: string;
}

/**
 * One line per distinct choice (item, options in any order, note), counts of equal choices added
 * up, in the order the cart first lists them.
 */
export function distinctLines(
  items: CartLineInput[],
): (CartLineInput & { key: string; options: string[]; note: string })[] {
  const out = new Map<string, CartLineInput & { key: string; options: string[]; note: string }>();
  for (const l of items) {
    const options = [...new Set(l.options ?? [])].sort();
    const note = l.note?.trim() ?? '';
    const key = lineKey(l._id, options, note);
    const seen = out.get(key);
    if (seen) seen.count += l.count;
    else out.set(key, { _id: l._id, count: l.count, options, note, key });
  }
  return [...out.values()];
}

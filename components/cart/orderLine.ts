import type { CartLine } from '@/store/slices/cartSlice';

/** A cart line as the server reads it: the item, how many, and the chosen option ids and note (only when set). */
export function cartLineToOrderLine(l: CartLine): { _id: string; count: number; options?: string[]; note?: string } {
  return {
    _id: l.orderId,
    count: l.itemsCount,
    ...(l.options?.length ? { options: l.options } : {}),
    ...(l.note ? { note: l.note } : {}),
  };
}

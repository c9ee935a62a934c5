/** Item options' plain types and helpers, shared by server and screens without loading zod. */

/** One choice of a group and what it adds to the unit price (toman; 0 = free). */
export interface ItemOption {
  _id: string;
  title: string;
  priceDelta: number;
}

/** A group of an item's options: size, milk, sugar, extra shot… */
export interface ItemOptionGroup {
  _id: string;
  title: string;
  /** At least one option must be chosen. */
  required: boolean;
  /** More than one option may be chosen. */
  multiple: boolean;
  options: ItemOption[];
}

/** An option as an order line keeps it: its group and title and the price it had then. */
export interface ChosenOption {
  group: string;
  title: string;
  priceDelta: number;
}

export const OPTION_LIMITS = { groups: 10, options: 20, priceDelta: 10_000_000, note: 200, title: 40 } as const;

/**
 * One cart line per distinct choice: the item, its chosen options (order does not matter) and its
 * note. A plain line is keyed by the item id alone, as carts saved before options were.
 */
export function lineKey(itemId: string, options?: readonly string[] | null, note?: string | null): string {
  const opts = options?.length ? [...new Set(options)].sort().join(',') : '';
  const text = note?.trim() ?? '';
  return opts || text ? `${itemId}|${opts}|${text}` : itemId;
}

/** "بزرگ، شیر بادام" — the chosen options as one line of text. */
export function optionsText(options: readonly { title: string }[] | null | undefined): string {
  return (options ?? []).map((o) => o.title).join('، ');
}

import { z } from 'zod';
import { ZId } from './common';
import { OPTION_TEXT } from '../messages-options';

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

const ZTitle = (msg: string) => z.string().trim().min(1, { error: msg }).max(OPTION_LIMITS.title, { error: `حداکثر ${OPTION_LIMITS.title} حرف.` });

/** The editor's groups; a new group or option has no `_id` yet (the server gives one). */
export const ZItemOptionGroups = z
  .array(
    z.object({
      _id: ZId.optional(),
      title: ZTitle(OPTION_TEXT.groupTitle),
      required: z.boolean(),
      multiple: z.boolean(),
      options: z
        .array(
          z.object({
            _id: ZId.optional(),
            title: ZTitle(OPTION_TEXT.optionTitle),
            priceDelta: z.coerce.number({ error: OPTION_TEXT.priceDelta }).int({ error: OPTION_TEXT.priceDelta }).min(0, { error: OPTION_TEXT.priceDelta }).max(OPTION_LIMITS.priceDelta, { error: OPTION_TEXT.priceDelta }),
          }),
        )
        .min(1, { error: OPTION_TEXT.groupNeedsOption })
        .max(OPTION_LIMITS.options, { error: OPTION_TEXT.tooManyOptions }),
    }),
  )
  .max(OPTION_LIMITS.groups, { error: OPTION_TEXT.tooManyGroups });

export const ZSaveItemOptions = z.object({ groups: ZItemOptionGroups });
export type TSaveItemOptions = z.infer<typeof ZSaveItemOptions>;
export type TSaveItemOptionsInput = z.input<typeof ZSaveItemOptions>;

/** A cart line's choice on the wire: option ids and a note. */
export const ZLineOptions = z.array(ZId).max(OPTION_LIMITS.groups * OPTION_LIMITS.options).optional();
export const ZLineNote = z.string().trim().max(OPTION_LIMITS.note, { error: OPTION_TEXT.noteMax }).optional();

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

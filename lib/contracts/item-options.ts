import { z } from 'zod';
import { ZId } from './common';
import { toLatinDigits } from '../digits';
import { OPTION_TEXT } from '../messages/item-options';
import { OPTION_LIMITS, type ItemOptionGroup } from '../item-options';

export * from '../item-options';

const ZTitle = (msg: string) =>
  z
    .string()
    .trim()
    .min(1, { error: msg })
    .max(OPTION_LIMITS.title, { error: `حداکثر ${OPTION_LIMITS.title} حرف.` });

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
            // Whole toman, also typed with Persian digits or separators; an empty field is free (0).
            priceDelta: z.preprocess(
              (v) =>
                typeof v === 'string' ? (v.trim() === '' ? 0 : Number(toLatinDigits(v).replace(/[,٬\s]/g, ''))) : v,
              z
                .number({ error: OPTION_TEXT.priceDelta })
                .int({ error: OPTION_TEXT.priceDelta })
                .min(0, { error: OPTION_TEXT.priceDelta })
                .max(OPTION_LIMITS.priceDelta, { error: OPTION_TEXT.priceDelta }),
            ),
          }),
        )
        .min(1, { error: OPTION_TEXT.groupNeedsOption })
        .max(OPTION_LIMITS.options, { error: OPTION_TEXT.tooManyOptions }),
    }),
  )
  .max(OPTION_LIMITS.groups, { error: OPTION_TEXT.tooManyGroups });

export const ZSaveItemOptions = z.object({ groups: ZItemOptionGroups });
export type SaveItemOptionsInput = z.infer<typeof ZSaveItemOptions>;
export type SaveItemOptionsBody = z.input<typeof ZSaveItemOptions>;

/** A cart line's choice on the wire: option ids and a note. */
export const ZLineOptions = z
  .array(ZId)
  .max(OPTION_LIMITS.groups * OPTION_LIMITS.options)
  .optional();
export const ZLineNote = z.string().trim().max(OPTION_LIMITS.note, { error: OPTION_TEXT.noteMax }).optional();

/** An item's option groups, as GET/POST /v1/menu/item/options/{itemId} answer them. */
export interface ItemOptionsView {
  item: { _id: string; providerId: string; title: string; price: number; reductionPrice: number };
  optionGroups: ItemOptionGroup[];
}

import { z } from 'zod';
import { toLatinDigits } from '../../digits';
import { ZId } from '../common';
import type { ItemView } from './customer';

/** A whole number typed in a field (Persian digits and thousand separators allowed); empty is missing. */
const wholeNumber = (opts: { min: number; max: number; required: string; range: string }) =>
  z.preprocess(
    (v) =>
      typeof v === 'string' ? (v.trim() === '' ? undefined : Number(toLatinDigits(v).replace(/[,٬\s]/g, ''))) : v,
    z
      .number({ error: opts.required })
      .int({ error: opts.range })
      .min(opts.min, { error: opts.range })
      .max(opts.max, { error: opts.range }),
  );

/** Like wholeNumber, but an empty field means "none" (null). */
const optionalWholeNumber = (opts: { min: number; max: number; range: string }) =>
  z.preprocess(
    (v) =>
      v === undefined || v === null || (typeof v === 'string' && v.trim() === '')
        ? null
        : typeof v === 'string'
          ? Number(toLatinDigits(v).replace(/[,٬\s]/g, ''))
          : v,
    z
      .number({ error: opts.range })
      .int({ error: opts.range })
      .min(opts.min, { error: opts.range })
      .max(opts.max, { error: opts.range })
      .nullable(),
  );

const MAX_PRICE = 100_000_000;
/** A stored cover name as the upload answers it. */
export const ZCoverName = z.string().regex(/^[a-f0-9]{24}\.webp$/, { error: 'تصویر انتخاب شده معتبر نیست.' });
/**
 * A cover an edit may send: a new upload's name, or the item's cover as stored, which for the demo
 * menu is an SVG drawing (issue 21: demo items could not be edited, and the item form sends the
 * cover it shows). The server takes a name that is not an uploaded item image only when it is the
 * item's own cover, unchanged.
 */
export const ZKeptCoverName = z.string().regex(/^[a-f0-9]{24}\.(webp|svg)$/, { error: 'تصویر انتخاب شده معتبر نیست.' });

const title = (required: string) =>
  z.string({ error: required }).trim().min(1, { error: required }).max(80, { error: 'عنوان حداکثر ۸۰ حرف است.' });

// ---------- categories ----------

export const ZCategoryAdd = z.object({
  providerId: ZId,
  title: title('لطفا نام دسته‌بندی را وارد کنید.'),
  active: z.boolean().optional().default(true),
});
export type CategoryAddInput = z.infer<typeof ZCategoryAdd>;

export const ZCategoryEdit = z.object({ menuCategoryId: ZId, title: title('لطفا نام دسته‌بندی را وارد کنید.') });
export type CategoryEditInput = z.infer<typeof ZCategoryEdit>;

export const ZCategoryRemove = z.object({ menuCategoryId: ZId });
export const ZCategoryActive = z.object({ menuCategoryId: ZId, active: z.boolean({ error: 'وضعیت نامعتبر است.' }) });

export const ZCategorySort = z.object({ providerId: ZId, categoryIds: z.array(ZId).min(1).max(200) });
export type CategorySortInput = z.infer<typeof ZCategorySort>;

// ---------- items ----------

export const ZItemIngredientLine = z.object({
  ingredientId: ZId,
  amount: wholeNumber({
    min: 1,
    max: 100_000,
    required: 'مقدار مصرف را وارد کنید.',
    range: 'مقدار مصرف باید عددی بین ۱ و ۱۰۰٬۰۰۰ باشد.',
  }),
});

const itemFields = {
  categoryId: z
    .string({ error: 'دسته‌بندی را انتخاب کنید.' })
    .trim()
    .min(1, { error: 'دسته‌بندی را انتخاب کنید.' })
    .max(64)
    .regex(/^[A-Za-z0-9_-]+$/, { error: 'شناسه نامعتبر است.' }),
  title: title('لطفا نام آیتم را وارد کنید.'),
  description: z.string().trim().max(500, { error: 'توضیحات حداکثر ۵۰۰ حرف است.' }).optional().default(''),
  price: wholeNumber({
    min: 0,
    max: MAX_PRICE,
    required: 'قیمت را وارد کنید.',
    range: 'قیمت باید عددی بین ۰ و ۱۰۰ میلیون تومان باشد.',
  }),
  reductionPrice: optionalWholeNumber({
    min: 0,
    max: MAX_PRICE,
    range: 'تخفیف باید عددی بین ۰ و قیمت آیتم باشد.',
  }).transform((v) => v ?? 0),
  hasMembershipDiscount: z.boolean().optional().default(false),
  /** A drink a member plan's daily drinks cover (issue 28). */
  planCovered: z.boolean().optional().default(false),
  /** Sold without VAT (issue 29); kept when left out. */
  vatExempt: z.boolean().optional(),
  available: z.boolean().optional().default(true),
  active: z.boolean().optional().default(true),
  /** Units left; empty for an item that is not counted. */
  stock: optionalWholeNumber({ min: 0, max: 1_000_000, range: 'موجودی باید عددی بین ۰ و ۱٬۰۰۰٬۰۰۰ باشد.' }),
  cover: ZKeptCoverName.nullable().optional().default(null),
  ingredients: z.array(ZItemIngredientLine).max(30).optional().default([]),
};

const reductionBelowPrice = (v: { price: number; reductionPrice: number }) => v.reductionPrice <= v.price;
const reductionIssue = { error: 'تخفیف باید عددی بین ۰ و قیمت آیتم باشد.', path: ['reductionPrice'] };

export const ZItemAdd = z.object({ providerId: ZId, ...itemFields }).refine(reductionBelowPrice, reductionIssue);
export type ItemAddInput = z.infer<typeof ZItemAdd>;
export type ItemAddBody = z.input<typeof ZItemAdd>;

export const ZItemEdit = z.object({ itemId: ZId, ...itemFields }).refine(reductionBelowPrice, reductionIssue);
export type ItemEditInput = z.infer<typeof ZItemEdit>;

export const ZItemRemove = z.object({ itemId: ZId });

/** POST /v1/item/change/status: switched on/off in the menu (menu permission), or available/sold out (itemStatus). */
export const ITEM_STATUSES = ['active', 'inactive', 'available', 'soldOut'] as const;
export const ZItemStatus = z.object({ itemId: ZId, status: z.enum(ITEM_STATUSES, { error: 'وضعیت نامعتبر است.' }) });
export type ItemStatusInput = z.infer<typeof ZItemStatus>;

export const ZItemSort = z.object({ providerId: ZId, categoryId: ZId, itemIds: z.array(ZId).min(1).max(500) });
export type ItemSortInput = z.infer<typeof ZItemSort>;

/** A branch's category in the panel: removed ones are never listed; inactive ones are. */
export interface PanelCategoryView {
  _id: string;
  providerId: string;
  title: string;
  index: number;
  active: boolean;
  itemCount: number;
}

export interface ItemIngredientView {
  ingredientId: string;
  title: string;
  unit: IngredientUnit;
  amount: number;
}

/** An item as the panel sees it: also hidden, inactive and sold-out ones, with stock and recipe. */
export interface PanelItemView extends ItemView {
  /** Whether staff marked it available (ItemView.available also says false when stock is 0). */
  markedAvailable: boolean;
  stock: number | null;
  index: number;
  categoryTitle: string;
  ingredients: ItemIngredientView[];
}

// ---------- ingredients ----------

export const INGREDIENT_UNITS = ['gram', 'milliliter', 'piece'] as const;
export type IngredientUnit = (typeof INGREDIENT_UNITS)[number];

const ingredientFields = {
  title: title('لطفا نام ماده اولیه را وارد کنید.'),
  unit: z.enum(INGREDIENT_UNITS, { error: 'واحد را انتخاب کنید.' }),
  // The counted stock on the shelf is never below zero (sales may take it below; a count puts it right).
  stock: wholeNumber({
    min: 0,
    max: 10_000_000,
    required: 'موجودی را وارد کنید.',
    range: 'موجودی باید عددی صحیح و نامنفی باشد.',
  }),
  alertAt: wholeNumber({
    min: 0,
    max: 10_000_000,
    required: 'حد هشدار را وارد کنید.',
    range: 'حد هشدار باید عددی صحیح و نامنفی باشد.',
  }),
};

export const ZIngredientAdd = z.object({ providerId: ZId, ...ingredientFields });
export type IngredientAddInput = z.infer<typeof ZIngredientAdd>;
export const ZIngredientEdit = z.object({ ingredientId: ZId, ...ingredientFields });
export type IngredientEditInput = z.infer<typeof ZIngredientEdit>;
export const ZIngredientRemove = z.object({ ingredientId: ZId });

export interface IngredientView {
  _id: string;
  providerId: string;
  title: string;
  unit: IngredientUnit;
  stock: number;
  alertAt: number;
  low: boolean;
  /** Items whose recipe uses it. */
  items: { _id: string; title: string; amount: number }[];
  updatedAt: string;
}

/** A branch's panel categories or items, as the list and sort calls answer. */
export type PanelCategoryListView = { categories: PanelCategoryView[]; total: number };
export type PanelItemListView = { items: PanelItemView[]; total: number };
/** What the item form sends (field values as typed; the server parses them with ZItemAdd/ZItemEdit). */
export type ItemSaveBody = ItemAddBody & { itemId?: string };
/** What the ingredient form sends. */
export type IngredientSaveBody = z.input<typeof ZIngredientAdd> & { ingredientId?: string };

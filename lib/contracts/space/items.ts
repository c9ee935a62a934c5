import { z } from 'zod';
import { SPACE_ERRORS } from '../../messages/space';
import { ZId } from '../common';
import { SPACE_TYPES, ZCapacity, ZHour, ZSpaceDate, ZTitle, ZToman, type SpaceType } from './base';

export const ZSpaceCategoryAdd = z.object({ providerId: ZId, title: ZTitle });
export const ZSpaceCategoryEdit = z.object({
  menuCategoryId: ZId,
  title: ZTitle.optional(),
  active: z.boolean().optional(),
});
export const ZSpaceCategoryRemove = z.object({ menuCategoryId: ZId });

const ZDescription = z.string().trim().max(1000, { error: 'توضیحات حداکثر ۱۰۰۰ حرف است.' });
const itemFields = {
  categoryId: ZId,
  title: ZTitle,
  description: ZDescription,
  price: ZToman,
  reductionPrice: ZToman,
  spaceType: z.enum(SPACE_TYPES, { error: 'نوع فضا را انتخاب کنید.' }),
  capacity: ZCapacity.nullable(),
  /** An hourly room's own hours inside the branch's (null: the branch's). */
  openingHour: ZHour(0, 23).nullable(),
  closingHour: ZHour(1, 24).nullable(),
  active: z.boolean(),
};
/** The discount is an amount off the price, so it must stay below it (issue 21 D10). */
export const REDUCTION_BELOW_PRICE = 'تخفیف باید کمتر از قیمت باشد؛ مبلغ تخفیف از قیمت کم می‌شود.';
export const reductionBelowPrice = (v: { price?: number; reductionPrice?: number }) =>
  !v.reductionPrice || v.reductionPrice < (v.price ?? 0);
export const HOURS_ORDER = 'ساعت پایان باید بعد از ساعت شروع باشد.';
export const hoursInOrder = (v: { openingHour?: number | null; closingHour?: number | null }) =>
  v.openingHour == null || v.closingHour == null || v.closingHour > v.openingHour;
export const ZSpaceItemAdd = z
  .object({
    providerId: ZId,
    ...itemFields,
    description: ZDescription.optional().default(''),
    reductionPrice: ZToman.optional().default(0),
    capacity: ZCapacity.optional().nullable(),
    openingHour: ZHour(0, 23).optional().nullable(),
    closingHour: ZHour(1, 24).optional().nullable(),
    active: z.boolean().optional(),
  })
  .refine((v) => v.spaceType !== 'pool' || (v.capacity ?? 0) > 0, {
    path: ['capacity'],
    error: 'ظرفیت روزانه را وارد کنید.',
  })
  .refine(reductionBelowPrice, { path: ['reductionPrice'], error: REDUCTION_BELOW_PRICE })
  .refine(hoursInOrder, { path: ['closingHour'], error: HOURS_ORDER });
export const ZSpaceItemEdit = z
  .object({ itemId: ZId, ...itemFields })
  .partial()
  .required({ itemId: true });
export const ZSpaceItemRemove = z.object({ itemId: ZId });
export type SpaceItemAddInput = z.infer<typeof ZSpaceItemAdd>;
export type SpaceItemEditInput = z.infer<typeof ZSpaceItemEdit>;

export const ZCapacityOverride = z
  .object({ itemId: ZId, providerId: ZId, startDate: ZSpaceDate, endDate: ZSpaceDate, capacity: ZCapacity })
  .refine((v) => v.endDate >= v.startDate, { path: ['endDate'], error: SPACE_ERRORS.SPACE_RANGE_INVALID.fa });
export type CapacityOverrideInput = z.infer<typeof ZCapacityOverride>;

/** POST /v1/menu/space/upload/images (multipart): an item's image, which replaces the one it had. */
export const ZSpaceImageUpload = z.object({
  itemId: ZId,
  image: z.custom<File>((v) => v !== null && typeof v === 'object' && 'arrayBuffer' in (v as object), {
    error: 'فایلی انتخاب نشده است.',
  }),
});
export const ZSpaceImageRemove = z.object({
  itemId: ZId,
  imageFileName: z
    .string()
    .trim()
    .min(1)
    .max(64)
    .regex(/^[A-Za-z0-9_.-]+$/, { error: 'نام فایل نامعتبر است.' }),
});
/** Shapes on the wire. */
export interface SpaceItemView {
  _id: string;
  providerId: string;
  categoryId: string;
  title: string;
  description: string;
  cover: string | null;
  price: number;
  reductionPrice: number;
  spaceType: SpaceType;
  /** A pool's seats a day; an hourly room's seats (null: not given). */
  capacity: number | null;
  /** An hourly room's own hours (null: the branch's). */
  openingHour: number | null;
  closingHour: number | null;
  active: boolean;
  available: boolean;
}
export interface SpaceCategoryView {
  _id: string;
  providerId: string;
  title: string;
  active: boolean;
  items: SpaceItemView[];
}
export interface CapacityOverrideView {
  _id: string;
  itemId: string;
  startDate: string;
  endDate: string;
  capacity: number;
}

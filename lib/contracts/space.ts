import { z } from 'zod';
import { toLatinDigits } from '../digits';
import { tehranDayStart } from '../jalali';
import { SPACE_ERRORS } from '../messages-space';
import { PAYMENT_BY } from '../order-rules';
import { ZGift } from './gift';
import { ZId } from './common';

export const SPACE_TYPES = ['pool', 'resource'] as const;
export type SpaceType = (typeof SPACE_TYPES)[number];

/** A day as YYYY-MM-DD or YYYY/MM/DD (Persian digits allowed), normalised to YYYY-MM-DD; anything else is refused in Persian. */
export function parseSpaceDate(raw: string): string | null {
  const m = /^(\d{4})([-/])(\d{2})\2(\d{2})$/.exec(toLatinDigits(raw.trim()));
  if (!m) return null;
  const iso = `${m[1]}-${m[3]}-${m[4]}`;
  return tehranDayStart(iso) ? iso : null;
}

export const ZSpaceDate = z.string({ error: SPACE_ERRORS.SPACE_DATE_INVALID.fa }).transform((raw, ctx) => {
  const iso = parseSpaceDate(raw);
  if (!iso) {
    ctx.addIssue({ code: 'custom', message: SPACE_ERRORS.SPACE_DATE_INVALID.fa });
    return z.NEVER;
  }
  return iso;
});

const ZHour = (min: number, max: number) =>
  z.coerce
    .number({ error: 'ساعت نامعتبر است.' })
    .int({ error: 'ساعت باید عدد صحیح باشد.' })
    .min(min, { error: 'ساعت نامعتبر است.' })
    .max(max, { error: 'ساعت نامعتبر است.' });

const ZTitle = z
  .string({ error: 'عنوان را وارد کنید.' })
  .trim()
  .min(1, { error: 'عنوان را وارد کنید.' })
  .max(120, { error: 'عنوان حداکثر ۱۲۰ حرف است.' });
const ZToman = z.coerce
  .number({ error: 'قیمت را وارد کنید.' })
  .int({ error: 'قیمت باید عدد صحیح باشد.' })
  .min(0, { error: 'قیمت نمی‌تواند منفی باشد.' })
  .max(100_000_000, { error: 'قیمت بیش از حد مجاز است.' });
const ZCapacity = z.coerce
  .number({ error: 'ظرفیت را وارد کنید.' })
  .int({ error: 'ظرفیت باید عدد صحیح باشد.' })
  .min(0, { error: 'ظرفیت نمی‌تواند منفی باشد.' })
  .max(1000, { error: 'ظرفیت حداکثر ۱۰۰۰ است.' });

/** The spec's «Space order». Hours are whole Tehran hours; a pool day sends none. */
export const ZSpaceOrderSubmit = z.object({
  /** Client-made key: a resubmit with the same key returns the same order. */
  orderId: z
    .string()
    .trim()
    .regex(/^[A-Za-z0-9-]{8,64}$/)
    .optional(),
  itemId: ZId,
  providerId: ZId,
  startDate: ZSpaceDate,
  startingHour: ZHour(0, 23).optional().nullable(),
  endingHour: ZHour(1, 24).optional().nullable(),
  description: z.string().trim().max(500, { error: 'توضیحات حداکثر ۵۰۰ حرف است.' }).optional().default(''),
  voucherId: ZId.optional().nullable(),
  paymentBy: z.enum(PAYMENT_BY, { error: 'روش پرداخت را انتخاب کنید.' }),
  bankType: z.enum(['pos', 'top']).optional(),
  anonymous: z.boolean().optional().default(false),
  targetId: ZId.optional().nullable(),
  targetPhone: z.string().trim().optional().nullable(),
});
export type TSpaceOrderSubmit = z.infer<typeof ZSpaceOrderSubmit>;
export type TSpaceOrderSubmitInput = z.input<typeof ZSpaceOrderSubmit>;

/** Staff booking for a customer (targetId or targetPhone names them), optionally at a price they set. */
export const ZSpaceAdminSubmit = ZSpaceOrderSubmit.extend({
  desiredPrice: ZToman.optional().nullable(),
});
export type TSpaceAdminSubmit = z.infer<typeof ZSpaceAdminSubmit>;

/** The gift part of a space order, checked as the cafe order checks it. */
export function giftOf(input: Pick<TSpaceOrderSubmit, 'targetId' | 'targetPhone' | 'anonymous'>) {
  if (!input.targetId && !input.targetPhone) return null;
  return ZGift.parse({ targetId: input.targetId, targetPhone: input.targetPhone, anonymous: input.anonymous });
}

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
export type TSpaceItemAdd = z.infer<typeof ZSpaceItemAdd>;
export type TSpaceItemEdit = z.infer<typeof ZSpaceItemEdit>;

export const ZCapacityOverride = z
  .object({ itemId: ZId, providerId: ZId, startDate: ZSpaceDate, endDate: ZSpaceDate, capacity: ZCapacity })
  .refine((v) => v.endDate >= v.startDate, { path: ['endDate'], error: SPACE_ERRORS.SPACE_RANGE_INVALID.fa });
export type TCapacityOverride = z.infer<typeof ZCapacityOverride>;

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

export const ZSpaceCancel = z.object({ orderId: ZId });
/** Staff check a customer in for a booking; an unpaid pay-on-site one names how it was paid. */
export const ZSpaceCheckIn = z.object({ orderId: ZId, paymentMethodId: ZId.optional().nullable() });
export const ZSpaceWaitlist = z.object({
  itemId: ZId,
  date: ZSpaceDate,
  startingHour: ZHour(0, 23).optional().nullable(),
  endingHour: ZHour(1, 24).optional().nullable(),
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
export interface PoolAvailability {
  itemId: string;
  date: string;
  capacity: number;
  taken: number;
  left: number;
  closed: boolean;
}
export interface ResourceAvailability {
  itemId: string;
  date: string;
  openingHour: number;
  closingHour: number;
  /** Hours h meaning [h, h+1) that are free or taken, in Tehran time. */
  freeHours: number[];
  takenHours: number[];
  closed: boolean;
}
export interface CapacityOverrideView {
  _id: string;
  itemId: string;
  startDate: string;
  endDate: string;
  capacity: number;
}
export interface ReservationView {
  _id: string;
  orderId: string;
  orderNumber: number;
  status: string;
  paid: boolean;
  itemId: string;
  itemTitle: string;
  spaceType: SpaceType;
  providerId: string;
  providerName: string;
  userId: string;
  customerName: string;
  customerPhone: string;
  date: string;
  startingHour: number | null;
  endingHour: number | null;
  seats: number;
  totalPrice: number;
  /** How it is paid (pos: on site), and the staff member who booked it for the customer (null: the customer did). */
  paymentBy: string;
  bookedBy: { _id: string; name: string } | null;
  startsAt: string;
  createdAt: string;
  /** Whether its customer may still cancel it now (before the branch's cut-off). */
  cancelable: boolean;
}

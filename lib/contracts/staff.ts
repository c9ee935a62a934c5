import { z } from 'zod';
import { ACCESS_FLAGS, type AccessFlag, type AccessLevel } from '../permissions';
import { ORDER_LIMITS } from '../order-rules';
import { ERRORS } from '../messages';
import { ZId, ZPhone } from './common';
import { ZLineNote, ZLineOptions } from './item-options';

/**
 * A permission map as the flag checkboxes send it: only the flags of ACCESS_FLAGS, each on or off.
 * Unknown keys are refused rather than stored.
 */
export const ZAccessLevel = z
  .record(z.string(), z.boolean())
  .superRefine((map, ctx) => {
    for (const key of Object.keys(map)) {
      if (!(ACCESS_FLAGS as readonly string[]).includes(key))
        ctx.addIssue({ code: 'custom', path: [key], message: 'دسترسی انتخاب شده معتبر نیست.' });
    }
  })
  .transform((map) => map as AccessLevel);

const ZName = z.string().trim().max(40, { error: 'نام حداکثر ۴۰ حرف است.' }).optional();

/** POST /v1/admin/add: a general (chain) admin by phone with their flags. */
export const ZAdminAdd = z.object({
  phone: ZPhone,
  firstName: ZName,
  lastName: ZName,
  accessLevel: ZAccessLevel.refine((m) => Object.values(m).some(Boolean), { error: 'حداقل یک دسترسی را انتخاب کنید.' }),
});
export type TAdminAdd = z.infer<typeof ZAdminAdd>;
export const ZAdminEdit = z.object({ userId: ZId, accessLevel: ZAdminAdd.shape.accessLevel });
export type TAdminEdit = z.infer<typeof ZAdminEdit>;
export const ZAdminRemove = z.object({ userId: ZId });

/** POST /v1/provider/admin/add and /v1/provider/barista/add: staff of one branch, by phone. */
export const ZStaffAdd = z.object({
  providerId: ZId,
  phone: ZPhone,
  firstName: ZName,
  lastName: ZName,
  accessLevel: ZAccessLevel.optional(),
});
export type TStaffAdd = z.infer<typeof ZStaffAdd>;
/** A branch admin's flags (a flag left out is on, as lib/permissions reads the map); a barista's name. */
export const ZStaffEdit = z.object({
  providerId: ZId,
  userId: ZId,
  firstName: ZName,
  lastName: ZName,
  accessLevel: ZAccessLevel.optional(),
});
export type TStaffEdit = z.infer<typeof ZStaffEdit>;
export const ZStaffRemove = z.object({ providerId: ZId, userId: ZId });
export type TStaffRemove = z.infer<typeof ZStaffRemove>;

export interface AdminView {
  _id: string;
  phone: string;
  firstName: string | null;
  lastName: string | null;
  /** The name to list: Persian when the profile has one (D29). */
  name?: string;
  userType: 'user' | 'superAdmin';
  accessLevel: AccessLevel;
}

export interface StaffView {
  _id: string;
  providerId: string;
  providerName: string;
  role: 'admin' | 'barista';
  phone: string;
  firstName: string | null;
  lastName: string | null;
  accessLevel: AccessLevel;
  createdAt: string;
}

/** The flags a branch admin holds: every flag unless switched off (lib/permissions). */
export function providerAdminFlags(level: AccessLevel): AccessFlag[] {
  return ACCESS_FLAGS.filter((f) => level[f] !== false);
}

// ---- shifts ----

export const ZShiftStart = z.object({
  providerId: ZId,
  note: z.string().trim().max(200, { error: 'یادداشت حداکثر ۲۰۰ حرف است.' }).optional().default(''),
});
export const SHIFT_CASH_MAX = 10_000_000_000;
const CASH_ERROR = 'مبلغ نقد شمارش‌شده باید عددی صحیح و نامنفی به تومان باشد.';
export const ZShiftFinish = z.object({
  providerId: ZId,
  /** Cash counted in the drawer at closing, integer toman; left out or null when not counted. */
  countedCash: z
    .number({ error: CASH_ERROR })
    .int({ error: CASH_ERROR })
    .min(0, { error: CASH_ERROR })
    .max(SHIFT_CASH_MAX, { error: 'مبلغ نقد شمارش‌شده بیش از حد مجاز است.' })
    .nullable()
    .optional(),
  note: z.string().trim().max(200, { error: 'یادداشت حداکثر ۲۰۰ حرف است.' }).optional().default(''),
});

export interface ShiftTakings {
  /** A payment method's id, or 'wallet', 'bank', 'unrecorded' (paid on site, method not recorded). */
  key: string;
  title: string;
  count: number;
  amount: number;
}

export interface ShiftReport {
  from: string;
  to: string;
  /** Orders whose money was received in the shift (server/services/stats/received.ts). */
  orders: number;
  /** Orders placed in the shift and canceled. */
  canceled: number;
  counterOrders: number;
  /** «جمع دریافتی»: the money received in the shift, the sum of `takings`. */
  total: number;
  /** What the drawer should hold: takings by cash payment methods (a title with «نقد»). */
  expectedCash: number;
  takings: ShiftTakings[];
  staff: { _id: string; name: string; phone: string }[];
}

export interface ShiftView {
  _id: string;
  providerId: string;
  startedAt: string;
  startedBy: { _id: string; name: string };
  finishedAt: string | null;
  finishedBy: { _id: string; name: string } | null;
  note: string;
  /** Cash counted in the drawer at closing (integer toman), null when not counted or still open. */
  countedCash: number | null;
  closingNote: string;
  /** Worked out from the rows: the shift's window for a closed shift, so far for the open one. */
  report: ShiftReport;
}

// ---- counter orders ----

export const ZCounterOrder = z.object({
  /** Client-made key: a retried submit returns the first order. */
  orderId: z
    .string()
    .trim()
    .regex(/^[A-Za-z0-9-]{8,64}$/)
    .optional(),
  providerId: ZId,
  items: z
    // The chosen option ids and note of each line, priced by the server as a customer's cart is (D03).
    .array(
      z.object({
        _id: ZId,
        count: z.coerce
          .number()
          .int()
          .min(1, { error: 'تعداد باید حداقل ۱ باشد.' })
          .max(ORDER_LIMITS.itemCount, { error: ERRORS.ORDER_ITEM_COUNT_MAX.fa }),
        options: ZLineOptions,
        note: ZLineNote,
      }),
    )
    .min(1, { error: 'حداقل یک آیتم انتخاب کنید.' })
    .max(ORDER_LIMITS.lines, { error: 'سفارش حداکثر ۵۰ ردیف می‌تواند داشته باشد.' }),
  /** The customer's phone, optional: found, or registered when new. */
  phone: z.preprocess((v) => (typeof v === 'string' && v.trim() === '' ? undefined : v), ZPhone.optional()),
  paymentMethodId: z
    .string({ error: 'روش پرداخت را انتخاب کنید.' })
    .trim()
    .min(1, { error: 'روش پرداخت را انتخاب کنید.' })
    .pipe(ZId),
  orderType: z.enum(['takeAway', 'inHall']).default('takeAway'),
  tableId: ZId.optional().nullable(),
  description: z.string().trim().max(500, { error: 'توضیحات حداکثر ۵۰۰ حرف است.' }).optional().default(''),
});
export type TCounterOrder = z.infer<typeof ZCounterOrder>;
export type TCounterOrderInput = z.input<typeof ZCounterOrder>;

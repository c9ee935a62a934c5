import { z } from 'zod';
import { toLatinDigits } from '../digits';
import { ZId } from './common';
import { MAX_TOMAN, PRICE_TEXT, toman } from './money-fields';
import { ZOrderLine } from './order';

export const VOUCHER_TYPES = ['percent', 'amount'] as const;
export const VOUCHER_SCOPES = ['provider', 'categories', 'items', 'users'] as const;

const ZDate = z
  .string()
  .trim()
  .transform((v, ctx) => {
    const s = toLatinDigits(v).replace(/\//g, '-');
    const d = /^\d{4}-\d{2}-\d{2}$/.test(s) ? new Date(`${s}T00:00:00+03:30`) : new Date(s);
    if (Number.isNaN(d.getTime())) {
      ctx.addIssue({ code: 'custom', message: 'تاریخ وارد شده معتبر نیست.' });
      return z.NEVER;
    }
    return d;
  });

const optionalLimit = z.preprocess(
  (v) => (v === '' || v === null || v === 0 || v === '0' ? undefined : v),
  z.coerce.number().int().positive().max(1_000_000).optional(),
);

const voucherFields = {
  providerId: ZId,
  code: z
    .string({ error: 'کد تخفیف را وارد کنید.' })
    .trim()
    .transform((v) => toLatinDigits(v).toUpperCase())
    .pipe(z.string().regex(/^[A-Z0-9_-]{3,32}$/, { error: 'کد تخفیف باید ۳ تا ۳۲ حرف لاتین یا رقم باشد.' })),
  title: z.string().trim().max(100).optional().default(''),
  type: z.enum(VOUCHER_TYPES, { error: 'نوع تخفیف را انتخاب کنید.' }),
  value: toman({ min: 1, max: MAX_TOMAN, required: 'مقدار تخفیف را وارد کنید.', range: 'مقدار تخفیف معتبر نیست.' }),
  maxDiscount: z.preprocess(
    (v) => (v === '' || v === null || v === 0 ? undefined : v),
    toman({ min: 1, max: MAX_TOMAN, required: PRICE_TEXT, range: PRICE_TEXT }).optional(),
  ),
  minOrderPrice: z.preprocess(
    (v) => (v === '' || v === null || v === undefined ? 0 : v),
    toman({ min: 0, max: MAX_TOMAN, required: PRICE_TEXT, range: PRICE_TEXT }),
  ),
  startDate: ZDate.optional().nullable(),
  endDate: ZDate.optional().nullable(),
  totalLimit: optionalLimit,
  perUserLimit: optionalLimit,
  scope: z.enum(VOUCHER_SCOPES).optional().default('provider'),
  categoryIds: z.array(ZId).max(200).optional().default([]),
  itemIds: z.array(ZId).max(500).optional().default([]),
  userIds: z.array(ZId).max(1000).optional().default([]),
  active: z.boolean().optional().default(true),
};

function voucherRules(
  v: {
    type: string;
    value: number;
    startDate?: Date | null;
    endDate?: Date | null;
    scope: string;
    categoryIds: string[];
    itemIds: string[];
    userIds: string[];
  },
  ctx: z.RefinementCtx,
) {
  if (v.type === 'percent' && v.value > 100)
    ctx.addIssue({ code: 'custom', path: ['value'], message: 'درصد تخفیف باید بین ۱ تا ۱۰۰ باشد.' });
  if (v.startDate && v.endDate && v.endDate <= v.startDate)
    ctx.addIssue({ code: 'custom', path: ['endDate'], message: 'تاریخ پایان باید بعد از تاریخ شروع باشد.' });
  if (v.scope === 'categories' && !v.categoryIds.length)
    ctx.addIssue({ code: 'custom', path: ['categoryIds'], message: 'حداقل یک دسته‌بندی انتخاب کنید.' });
  if (v.scope === 'items' && !v.itemIds.length)
    ctx.addIssue({ code: 'custom', path: ['itemIds'], message: 'حداقل یک آیتم انتخاب کنید.' });
  if (v.scope === 'users' && !v.userIds.length)
    ctx.addIssue({ code: 'custom', path: ['userIds'], message: 'حداقل یک کاربر انتخاب کنید.' });
}

export const ZVoucherCreate = z.object(voucherFields).superRefine(voucherRules);
export type VoucherCreateInput = z.infer<typeof ZVoucherCreate>;

export const ZVoucherEdit = z.object({ ...voucherFields, voucherId: ZId }).superRefine(voucherRules);
export type VoucherEditInput = z.infer<typeof ZVoucherEdit>;

/** POST /v1/voucher/change/activation {voucherId}: toggles, or sets `active` when given. */
export const ZVoucherActivation = z.object({ voucherId: ZId, active: z.boolean().optional() });

/** POST /v1/order/check/voucher/code. */
export const ZCheckVoucher = z.object({
  code: z
    .string({ error: 'کد تخفیف را وارد کنید.' })
    .trim()
    .min(1, { error: 'کد تخفیف را وارد کنید.' })
    .max(40)
    .transform((v) => toLatinDigits(v).toUpperCase()),
  providerId: ZId,
  items: z.array(ZOrderLine).min(1, { error: 'سبد خرید خالی است.' }).max(50),
  space: z.boolean().optional(),
});

/** POST /v1/menu/item/voucher/add and /change/active. */
export const ZItemVoucher = z.object({ voucherId: ZId, itemId: ZId, active: z.boolean().optional() });
/** POST /v1/menu/category/voucher/add and /change/active (the spec's category id is menuCategoryId). */
export const ZCategoryVoucher = z
  .object({
    voucherId: ZId,
    menuCategoryId: ZId.optional(),
    categoryId: ZId.optional(),
    active: z.boolean().optional(),
  })
  .transform((v, ctx) => {
    const id = v.menuCategoryId ?? v.categoryId;
    if (!id) {
      ctx.addIssue({ code: 'custom', path: ['menuCategoryId'], message: 'دسته‌بندی را انتخاب کنید.' });
      return z.NEVER;
    }
    return { voucherId: v.voucherId, categoryId: id, active: v.active };
  });

export const ZVoucherListQuery = z.object({
  text: z.string().trim().max(60).optional(),
  type: z
    .enum(VOUCHER_TYPES)
    .optional()
    .or(z.literal('').transform(() => undefined)),
});

export interface VoucherView {
  _id: string;
  providerId: string;
  code: string;
  title: string;
  type: 'percent' | 'amount';
  value: number;
  maxDiscount: number | null;
  minOrderPrice: number;
  startDate: string | null;
  endDate: string | null;
  totalLimit: number | null;
  perUserLimit: number | null;
  usedCount: number;
  scope: (typeof VOUCHER_SCOPES)[number];
  categoryIds: string[];
  itemIds: string[];
  userIds: string[];
  /** For item/category/user targets: which are switched off (menu voucher change/active). */
  inactiveTargetIds: string[];
  active: boolean;
  createdAt: string;
}

export interface MyVoucherView extends VoucherView {
  providerName: string;
  /** Uses left for the viewer; null means no per-user cap. */
  remainingForMe: number | null;
  usable: boolean;
}

export interface VoucherCheckView {
  voucher: { _id: string; code: string; title: string; type: 'percent' | 'amount'; value: number };
  discount: number;
  priceBefore: number;
  price: number;
}

export interface VoucherUserView {
  _id: string;
  name: string;
  phone: string;
  uses: number;
  totalDiscount: number;
  lastUsedAt: string | null;
  allowed: boolean;
}

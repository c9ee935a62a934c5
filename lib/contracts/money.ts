import { z } from 'zod';
import { toLatinDigits } from '../digits';
import { ZId } from './common';
import { ORDER_TYPES, ZOrderLine } from './order';

/** Whole toman, also when typed with Persian digits or thousand separators. */
const toman = (opts: { min: number; max: number; required: string; range: string }) =>
  z.preprocess(
    // An empty field is a missing amount (the 'required' text), not zero.
    (v) =>
      typeof v === 'string' ? (v.trim() === '' ? undefined : Number(toLatinDigits(v).replace(/[,٬\s]/g, ''))) : v,
    z
      .number({ error: opts.required })
      .int({ error: opts.range })
      .min(opts.min, { error: opts.range })
      .max(opts.max, { error: opts.range }),
  );

const PRICE_TEXT = 'مبلغ وارد شده معتبر نیست.';
export const MAX_TOMAN = 500_000_000;

/** A client-made key that makes a money request safe to send twice. */
export const ZRequestKey = z
  .string()
  .trim()
  .regex(/^[A-Za-z0-9-]{8,64}$/);

// ---------- wallet ----------

/** POST /v1/profile/wallet/charge. */
export const ZWalletCharge = z.object({
  price: toman({
    min: 1_000,
    max: 50_000_000,
    required: PRICE_TEXT,
    range: 'مبلغ شارژ باید بین ۱٬۰۰۰ و ۵۰٬۰۰۰٬۰۰۰ تومان باشد.',
  }),
  providerId: ZId.optional().nullable(),
  bankType: z.enum(['top', 'pos']).optional().default('top'),
  device: z.string().trim().max(20).optional().default('web'),
  type: z.string().trim().max(30).optional().default('differential'),
  key: ZRequestKey.optional(),
});
export type TWalletCharge = z.infer<typeof ZWalletCharge>;

/** POST /v1/user/charge/wallet and /discharge/wallet: the reason is required and kept in the ledger. */
export const ZAdminWallet = z.object({
  userId: ZId,
  price: toman({ min: 1, max: MAX_TOMAN, required: PRICE_TEXT, range: PRICE_TEXT }),
  description: z
    .string({ error: 'لطفا دلیل تغییر موجودی را وارد کنید.' })
    .trim()
    .min(1, { error: 'لطفا دلیل تغییر موجودی را وارد کنید.' })
    .max(300),
  key: ZRequestKey.optional(),
});
export type TAdminWallet = z.infer<typeof ZAdminWallet>;

export const LEDGER_REASON_LABELS: Record<string, string> = {
  charge: 'شارژ کیف پول',
  order: 'پرداخت سفارش',
  orderRefund: 'بازگشت وجه سفارش',
  paymentRefund: 'بازگشت وجه پرداخت',
  adminCharge: 'شارژ توسط پشتیبانی',
  adminDischarge: 'کسر توسط پشتیبانی',
  referral: 'پاداش دعوت',
  bundle: 'خرید بسته',
  welcome: 'اعتبار هدیه',
};

export interface TransactionView {
  _id: string;
  amount: number;
  balanceAfter: number;
  reason: string;
  reasonLabel: string;
  description: string;
  refType: string | null;
  refId: string | null;
  actorName: string | null;
  createdAt: string;
}

// ---------- payments ----------

export const PAYMENT_STATUSES = ['pending', 'paid', 'failed', 'expired'] as const;
export type PaymentStatusT = (typeof PAYMENT_STATUSES)[number];

export interface PaymentView {
  _id: string;
  purpose: 'order' | 'wallet' | 'bundle';
  status: PaymentStatusT;
  amount: number;
  orderId: string | null;
  userBundleId: string | null;
  providerId: string | null;
  bankRef: string | null;
  cardPan: string | null;
  createdAt: string;
  verifiedAt: string | null;
  /** For an order payment: the order's status now (e.g. canceled when it expired before the bank answered). */
  orderStatus: string | null;
  /** Credited to the wallet instead (the order had already been released when the bank confirmed). */
  refundedToWallet: boolean;
  wallet: number;
}

/** POST /v1/order/retry/payment. */
export const ZRetryPayment = z.object({ orderId: ZId });

/** POST /api/v1/payment/quote: the payment modal's numbers, priced by the server. */
export const ZPaymentQuote = z.object({
  providerId: ZId,
  items: z.array(ZOrderLine).min(1, { error: 'سبد خرید خالی است.' }).max(50),
  voucherId: ZId.optional().nullable(),
  /** A workspace reservation's quote (its line is the space item, hours as the count). */
  space: z.boolean().optional(),
  /** A delivery order's quote adds the branch's delivery fee (and checks its minimum). */
  orderType: z.enum(ORDER_TYPES).optional(),
});

export interface PaymentQuote {
  itemsPrice: number;
  /** The branch's delivery fee in total (0 unless a delivery order). */
  deliveryFee?: number;
  membershipDiscount: number;
  bundleDiscount: number;
  voucherDiscount: number;
  total: number;
  wallet: number;
  /** The spec's differential: what the bank is asked for when the wallet pays first. */
  differential: number;
  walletCovers: boolean;
}

// ---------- vouchers ----------

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
export type TVoucherCreate = z.infer<typeof ZVoucherCreate>;

export const ZVoucherEdit = z.object({ ...voucherFields, voucherId: ZId }).superRefine(voucherRules);
export type TVoucherEdit = z.infer<typeof ZVoucherEdit>;

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

// ---------- bundles ----------

const ZBundleItem = z.object({
  _id: ZId,
  count: z.coerce.number().int().min(1, { error: 'تعداد باید حداقل ۱ باشد.' }).max(1000),
});

const bundleFields = {
  providerId: ZId,
  title: z.string({ error: 'عنوان بسته را وارد کنید.' }).trim().min(1, { error: 'عنوان بسته را وارد کنید.' }).max(100),
  description: z.string().trim().max(500).optional().default(''),
  price: toman({ min: 1_000, max: MAX_TOMAN, required: 'قیمت بسته را وارد کنید.', range: 'قیمت بسته معتبر نیست.' }),
  validDays: z.coerce
    .number({ error: 'مدت اعتبار را وارد کنید.' })
    .int()
    .min(1, { error: 'مدت اعتبار باید بین ۱ تا ۳۶۵۰ روز باشد.' })
    .max(3650, { error: 'مدت اعتبار باید بین ۱ تا ۳۶۵۰ روز باشد.' }),
  items: z.array(ZBundleItem).min(1, { error: 'حداقل یک آیتم به بسته اضافه کنید.' }).max(20),
  active: z.boolean().optional().default(true),
};
export const ZBundleCreate = z.object(bundleFields);
export type TBundleCreate = z.infer<typeof ZBundleCreate>;
export const ZBundleEdit = z.object({ ...bundleFields, bundleId: ZId });
/**
 * The panel's bundle form: the same rules, with the parts typed as a count per menu item
 * ({itemId: '2'}, Persian digits allowed, empty or 0 for none), turned into ZBundleCreate's items.
 */
export const ZBundleForm = z.object({
  ...bundleFields,
  items: z
    .record(ZId, z.string())
    .transform((counts) =>
      Object.entries(counts)
        .map(([_id, c]) => [_id, Number(toLatinDigits(c).replace(/[^\d]/g, '')) || 0] as const)
        .filter(([, count]) => count > 0)
        .map(([_id, count]): { _id: string; count: unknown } => ({ _id, count })),
    )
    .pipe(bundleFields.items),
});
export type TBundleEdit = z.infer<typeof ZBundleEdit>;
export const ZBundleActivation = z.object({ bundleId: ZId, active: z.boolean().optional() });
export const ZBundlePurchase = z.object({
  bundleId: ZId,
  paymentBy: z.enum(['wallet', 'bank'], { error: 'روش پرداخت را انتخاب کنید.' }),
  key: ZRequestKey.optional(),
});
export type TBundlePurchase = z.infer<typeof ZBundlePurchase>;

export interface BundleView {
  _id: string;
  providerId: string;
  providerName: string;
  title: string;
  description: string;
  /** What the parts cost one by one, today. */
  originalPrice: number;
  price: number;
  validDays: number;
  active: boolean;
  items: { _id: string; title: string; count: number; unitPrice: number }[];
}

export interface UserBundleView {
  _id: string;
  bundleId: string;
  providerId: string;
  providerName: string;
  title: string;
  price: number;
  status: 'awaitingPayment' | 'active' | 'canceled' | 'expired' | 'usedUp';
  purchasedAt: string | null;
  expiresAt: string | null;
  items: { itemId: string; title: string; total: number; remaining: number }[];
}

// ---------- membership and referral ----------

export interface MembershipStatusView {
  level: number;
  userLevelName: string | null;
  discountPercent: number;
  ordersCount: number;
  next: { level: number; name: string; discountPercent: number; minOrders: number } | null;
  ordersToNext: number;
}

export const ZReferralEdit = z.object({
  policyId: ZId.optional(),
  _id: ZId.optional(),
  title: z.string({ error: 'عنوان را وارد کنید.' }).trim().min(1, { error: 'عنوان را وارد کنید.' }).max(100),
  inviterReward: toman({
    min: 0,
    max: 10_000_000,
    required: 'پاداش دعوت‌کننده را وارد کنید.',
    range: 'پاداش معتبر نیست.',
  }),
  inviteeReward: z.preprocess(
    (v) => (v === '' || v === null || v === undefined ? 0 : v),
    toman({ min: 0, max: 10_000_000, required: PRICE_TEXT, range: 'پاداش معتبر نیست.' }),
  ),
  minOrderPrice: z.preprocess(
    (v) => (v === '' || v === null || v === undefined ? 0 : v),
    toman({ min: 0, max: MAX_TOMAN, required: PRICE_TEXT, range: PRICE_TEXT }),
  ),
  active: z.boolean().optional().default(true),
});
export type TReferralEdit = z.infer<typeof ZReferralEdit>;

export interface ReferralPolicyView {
  _id: string;
  title: string;
  inviterReward: number;
  inviteeReward: number;
  minOrderPrice: number;
  active: boolean;
  updatedAt: string;
}

import { z } from 'zod';
import { toLatinDigits, toPersianDigits } from '../digits';
import { ZId } from './common';

/** 'HH:MM' on the Tehran wall clock (Persian digits accepted). */
export const ZClock = z
  .string({ error: 'ساعت را وارد کنید.' })
  .transform((v) => toLatinDigits(v).trim())
  .pipe(z.string().regex(/^([01]\d|2[0-3]):[0-5]\d$/, { error: 'ساعت را به شکل ۰۸:۳۰ وارد کنید.' }));

/** A coordinate typed in a box or sent as a number; '' or null means not set. */
function coordinate(min: number, max: number, message: string) {
  return z
    .union([z.number(), z.string(), z.null()])
    .optional()
    .transform((v, ctx) => {
      if (v === null || v === undefined) return null;
      const text = typeof v === 'number' ? String(v) : toLatinDigits(v).trim().replace('٫', '.');
      if (text === '') return null;
      const n = Number(text);
      if (!Number.isFinite(n) || n < min || n > max) {
        ctx.addIssue({ code: 'custom', message });
        return z.NEVER;
      }
      return Math.round(n * 1e6) / 1e6;
    });
}

const phoneText = (message: string) =>
  z
    .string()
    .optional()
    .transform((v) => toLatinDigits(v ?? '').replace(/[\s-]/g, ''))
    .refine((v) => v === '' || /^\+?\d{5,15}$/.test(v), { error: message });

export const DISPLAY_TYPES = ['sharedWorkspace', 'cafe'] as const;
export const PAYMENT_TYPES = ['pos', 'wallet', 'bank'] as const;

/** Whole toman typed with Persian digits or separators; '' is zero; absent leaves the branch's value. */
const deliveryToman = (label: string) =>
  z.preprocess(
    (v) => (typeof v === 'string' ? (v.trim() === '' ? 0 : Number(toLatinDigits(v).replace(/[,٬\s]/g, ''))) : v),
    z
      .number({ error: `${label} را به تومان وارد کنید.` })
      .int({ error: `${label} باید عددی صحیح به تومان باشد.` })
      .min(0, { error: `${label} نمی‌تواند منفی باشد.` })
      .max(10_000_000, { error: `${label} حداکثر ۱۰٬۰۰۰٬۰۰۰ تومان است.` })
      .optional(),
  );

/** Whole minutes or percent typed with Persian digits; '' or absent leaves the branch's value (default). */
const policyNumber = (label: string, max: number) =>
  z.preprocess(
    (v) => (typeof v === 'string' ? (v.trim() === '' ? undefined : Number(toLatinDigits(v).trim())) : v),
    z
      .number({ error: `${label} را به عدد وارد کنید.` })
      .int({ error: `${label} باید عدد صحیح باشد.` })
      .min(0, { error: `${label} نمی‌تواند منفی باشد.` })
      .max(max, { error: `${label} حداکثر ${toPersianDigits(max)} است.` })
      .optional(),
  );

const TIERS_ERROR = 'پلکان لغو را به شکل ساعت:درصد وارد کنید، مثلا ۲۴:۲۰، ۲:۵۰.';
const ZLateCancelTier = z.object({
  withinHours: z.number({ error: TIERS_ERROR }).int({ error: TIERS_ERROR }).min(1, { error: TIERS_ERROR }).max(720),
  keepPercent: z.number({ error: TIERS_ERROR }).int({ error: TIERS_ERROR }).min(0).max(100, { error: TIERS_ERROR }),
});

/** Late-cancel tiers as a list, or typed in the form as «ساعت:درصد» pairs («۲۴:۲۰، ۲:۵۰»); '' is none. */
export const ZLateCancelTiers = z.preprocess(
  (v) => {
    if (typeof v !== 'string') return v;
    const text = toLatinDigits(v).trim();
    if (!text) return [];
    return text.split(/[,،\n]+/).map((pair) => {
      const m = /^\s*(\d+)\s*[:=]\s*(\d+)\s*[%٪]?\s*$/.exec(pair);
      return m ? { withinHours: Number(m[1]), keepPercent: Number(m[2]) } : { withinHours: NaN, keepPercent: NaN };
    });
  },
  z.array(ZLateCancelTier, { error: TIERS_ERROR }).max(5, { error: 'حداکثر ۵ پله لغو تعریف کنید.' }).optional(),
);

/** The workspace policies of a branch (issue 28), optional: absent keeps the branch's (defaults 15, 20, 0, none). */
const policyShape = {
  checkinOpensMinutes: policyNumber('زمان باز شدن ورود', 24 * 60),
  graceMinutes: policyNumber('مهلت ورود', 24 * 60),
  noShowFeePercent: policyNumber('درصد جریمه عدم حضور', 100),
  lateCancelTiers: ZLateCancelTiers,
};

/** The fields of a branch an admin edits (spec section 3, Provider). */
const providerShape = {
  name: z
    .string({ error: 'نام شعبه را وارد کنید.' })
    .trim()
    .min(1, { error: 'نام شعبه را وارد کنید.' })
    .max(80, { error: 'نام شعبه حداکثر ۸۰ حرف است.' }),
  address: z.string().trim().max(300, { error: 'نشانی حداکثر ۳۰۰ حرف است.' }).optional().default(''),
  displayType: z
    .array(z.enum(DISPLAY_TYPES), { error: 'نوع شعبه را انتخاب کنید.' })
    .min(1, { error: 'نوع شعبه را انتخاب کنید.' }),
  staticPhone: phoneText('شماره تلفن ثابت معتبر نیست.'),
  phone: phoneText('شماره تلفن همراه معتبر نیست.'),
  email: z
    .string()
    .trim()
    .optional()
    .transform((v) => v ?? '')
    .refine((v) => v === '' || z.email().safeParse(v).success, { error: 'ایمیل وارد شده معتبر نیست.' }),
  openingTime: ZClock,
  closingTime: ZClock,
  lat: coordinate(-90, 90, 'عرض جغرافیایی باید عددی بین ۹۰- و ۹۰ باشد.'),
  lng: coordinate(-180, 180, 'طول جغرافیایی باید عددی بین ۱۸۰- و ۱۸۰ باشد.'),
  paymentTypes: z
    .array(z.enum(PAYMENT_TYPES), { error: 'حداقل یک روش پرداخت انتخاب کنید.' })
    .min(1, { error: 'حداقل یک روش پرداخت انتخاب کنید.' }),
  hasRules: z.boolean().optional().default(false),
  rules: z.string().trim().max(4000, { error: 'متن قوانین حداکثر ۴۰۰۰ حرف است.' }).optional().default(''),
  /** Added to every delivery order, and the least its items may cost (issue 16, integer toman). */
  deliveryFee: deliveryToman('هزینه ارسال'),
  deliveryMinOrder: deliveryToman('حداقل مبلغ سفارش ارسالی'),
  ...policyShape,
  /** VAT (issue 29): prices include it ('included', the default) or it is added on top; the branch's economic code. */
  vatMode: z.enum(['included', 'added']).optional(),
  economicCode: z
    .string()
    .trim()
    .transform((v) => toLatinDigits(v))
    .refine((v) => v === '' || /^\d{11,14}$/.test(v), { error: 'کد اقتصادی باید ۱۱ تا ۱۴ رقم باشد.' })
    .optional(),
};

type ProviderFieldsOut = { hasRules: boolean; rules: string; lat: number | null; lng: number | null };

function checkProvider(v: ProviderFieldsOut, ctx: z.RefinementCtx) {
  if (v.hasRules && !v.rules)
    ctx.addIssue({ code: 'custom', path: ['rules'], message: 'متن قوانین را وارد کنید یا گزینه قوانین را بردارید.' });
  if ((v.lat === null) !== (v.lng === null))
    ctx.addIssue({
      code: 'custom',
      path: [v.lat === null ? 'lat' : 'lng'],
      message: 'عرض و طول جغرافیایی را با هم وارد کنید.',
    });
}

/** POST /v1/provider/edit */
export const ZProviderEdit = z.object({ providerId: ZId, ...providerShape }).superRefine(checkProvider);
export type ProviderEditInput = z.output<typeof ZProviderEdit>;
export type ProviderEditBody = z.input<typeof ZProviderEdit>;

const branchSlug = z
  .string()
  .trim()
  .toLowerCase()
  .optional()
  .transform((v) => v ?? '')
  .refine((v) => v === '' || /^[a-z][a-z0-9-]{1,31}$/.test(v), {
    error: 'نامک باید ۲ تا ۳۲ حرف کوچک لاتین، رقم یا خط تیره باشد و با حرف شروع شود.',
  });

/** POST /v1/provider/add: a new branch; `branch` is its short Latin name (a new id when left out). */
export const ZProviderAdd = z.object({ ...providerShape, branch: branchSlug }).superRefine(checkProvider);
export type ProviderAddInput = z.output<typeof ZProviderAdd>;
export type ProviderAddBody = z.input<typeof ZProviderAdd>;

/** The branch form of the panel (/info and /panel/addProvider): the add body; the page adds providerId to edit. */
export const ZProviderForm = ZProviderAdd;
export type ProviderFormBody = z.input<typeof ZProviderForm>;

/** POST /v1/provider/change/activation {providerId}: switches it; `active` sets it instead. */
export const ZProviderActivation = z.object({ providerId: ZId, active: z.boolean().optional() });
export type ProviderActivationBody = z.input<typeof ZProviderActivation>;

const tableNumber = z.union([z.number(), z.string()], { error: 'شماره میز را وارد کنید.' }).transform((v, ctx) => {
  const text = typeof v === 'number' ? String(v) : toLatinDigits(v).trim();
  const n = Number(text);
  if (text === '' || !Number.isInteger(n) || n < 1 || n > 999) {
    ctx.addIssue({ code: 'custom', message: 'شماره میز باید عددی بین ۱ تا ۹۹۹ باشد.' });
    return z.NEVER;
  }
  return n;
});
const tableLabel = z.string().trim().max(40, { error: 'نام میز حداکثر ۴۰ حرف است.' }).optional().default('');

/** POST /v1/provider/table/add */
export const ZTableAdd = z.object({ providerId: ZId, number: tableNumber, label: tableLabel });
export type TableAddBody = z.input<typeof ZTableAdd>;
/** POST /v1/provider/table/edit: renumber or rename. */
export const ZTableEdit = z.object({ providerId: ZId, tableId: ZId, number: tableNumber, label: tableLabel });
export type TableEditBody = z.input<typeof ZTableEdit>;
/** POST /v1/provider/table/remove */
export const ZTableRemove = z.object({ providerId: ZId, tableId: ZId });
export type TableRemoveBody = z.input<typeof ZTableRemove>;

/** A table's name beyond its number ('' when it only repeats it, as the demo's «میز 7» does). */
export function tableExtraLabel(t: { number: number; label: string }): string {
  const label = toLatinDigits(t.label).trim();
  return label === '' || label === `میز ${t.number}` ? '' : t.label.trim();
}

export interface TableAdminView {
  _id: string;
  providerId: string;
  number: number;
  label: string;
  /** Where the table's QR code points (the app's /qr/{tableId}). */
  qrPath: string;
}

const methodTitle = z
  .string({ error: 'نام روش پرداخت را وارد کنید.' })
  .trim()
  .min(1, { error: 'نام روش پرداخت را وارد کنید.' })
  .max(40, { error: 'نام روش پرداخت حداکثر ۴۰ حرف است.' });

/** POST /v1/order/payment/method/add */
export const ZPaymentMethodAdd = z.object({ providerId: ZId, title: methodTitle });
export type PaymentMethodAddBody = z.input<typeof ZPaymentMethodAdd>;
/** POST /v1/order/payment/method/edit */
export const ZPaymentMethodEdit = z.object({ providerId: ZId, paymentMethodId: ZId, title: methodTitle });
export type PaymentMethodEditBody = z.input<typeof ZPaymentMethodEdit>;
/** POST /v1/order/payment/method/remove */
export const ZPaymentMethodRemove = z.object({ providerId: ZId, paymentMethodId: ZId });
export type PaymentMethodRemoveBody = z.input<typeof ZPaymentMethodRemove>;

export interface PaymentMethodView {
  _id: string;
  title: string;
  providerId: string;
  /** False for a removed method (listed only with `withRemoved`). */
  active: boolean;
}

export interface TableListView {
  tables: TableAdminView[];
  total: number;
}

export interface PaymentMethodListView {
  paymentMethods: PaymentMethodView[];
  total: number;
}

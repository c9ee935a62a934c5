import { z } from 'zod';
import { ZId } from './common';
import { parseAmount } from '../money';
import { MAX_TOMAN, PRICE_TEXT, ZRequestKey, ZRequiredRequestKey, toman } from './money-fields';

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
export type WalletChargeInput = z.infer<typeof ZWalletCharge>;

/** POST /v1/user/charge/wallet and /discharge/wallet: the reason is required and kept in the ledger. */
export const ZAdminWallet = z.object({
  userId: ZId,
  price: toman({ min: 1, max: MAX_TOMAN, required: PRICE_TEXT, range: PRICE_TEXT }),
  description: z
    .string({ error: 'لطفا دلیل تغییر موجودی را وارد کنید.' })
    .trim()
    .min(1, { error: 'لطفا دلیل تغییر موجودی را وارد کنید.' })
    .max(300),
  /** Required: one key per submission attempt, kept across its retries, so a double click moves money once. */
  key: ZRequiredRequestKey,
});
export type AdminWalletInput = z.infer<typeof ZAdminWallet>;

/**
 * The panel's wallet adjustment form: ZAdminWallet's reason, the direction, and the amount as typed
 * (Persian digits and separators allowed; a minus, zero or too much refused with the panel's texts).
 * The user and the request key are added on submit.
 */
export const ZAdminWalletForm = ZAdminWallet.pick({ description: true }).extend({
  direction: z.enum(['charge', 'discharge']),
  price: z.string().transform((v, ctx) => {
    const parsed = parseAmount(v, MAX_TOMAN);
    if ('value' in parsed) return parsed.value;
    ctx.addIssue({ code: 'custom', message: parsed.error });
    return z.NEVER;
  }),
});

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
  eventTicket: 'خرید بلیت رویداد',
  eventRefund: 'بازگشت وجه بلیت رویداد',
  plan: 'خرید پلن ماهانه',
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

/** GET /v1/transaction/{user|admin}/list: a page of the ledger, the balance, and (for staff) whose it is. */
export interface TransactionPageView {
  transactions: TransactionView[];
  total: number;
  wallet: number;
  user?: { _id: string; name: string; phone: string };
}

/** POST /v1/user/{charge|discharge}/wallet: the balance after, and whether this request moved money (false on a replay). */
export interface AdminWalletMoveView {
  wallet: number;
  applied: boolean;
}

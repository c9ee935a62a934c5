import { z } from 'zod';
import { toLatinDigits } from '../digits';
import { tehranDayStart } from '../jalali';
import { isoDaysBetween, jalaliMonthDays, lastDays } from '../stats-dates';
import { ZId } from './common';

/** The longest range one report covers (a little over a year). */
export const STATS_MAX_DAYS = 370;

const ZDay = z
  .string({ error: 'تاریخ را وارد کنید.' })
  .trim()
  .refine((v) => tehranDayStart(v) !== null, { error: 'تاریخ وارد شده معتبر نیست.' });

const realDays = (r: { from: string; to: string }) => tehranDayStart(r.from) !== null && tehranDayStart(r.to) !== null;

/** Missing ends of a range default to the last 30 Tehran days up to the day of `now()`. */
const withDefaults =
  (now: () => Date) =>
  (v: unknown): unknown => {
    if (!v || typeof v !== 'object') return v;
    const o = v as Record<string, unknown>;
    if (o.from !== undefined || o.to !== undefined) return v;
    return { ...o, ...lastDays(30, now()) };
  };

/**
 * `from`..`to` (YYYY-MM-DD, Tehran days, inclusive), as the stats screens send them from
 * JalaliDateRangeInput; both absent means the last 30 days.
 */
export const ZStatRange = z
  .object({ from: ZDay, to: ZDay })
  // Both checks wait for two real days (zod runs them even after a day failed).
  .refine((r) => !realDays(r) || r.from <= r.to, { error: 'تاریخ پایان باید بعد از تاریخ شروع باشد.', path: ['to'] })
  .refine((r) => !realDays(r) || r.from > r.to || isoDaysBetween(r.from, r.to).length <= STATS_MAX_DAYS, {
    error: 'بازه گزارش حداکثر یک سال است.',
    path: ['to'],
  });
export type TStatRange = z.infer<typeof ZStatRange>;

/** A Jalali year and month in a path ({year}/{month}), Persian or Latin digits. */
const ZJalaliYear = z.string().transform((s, ctx) => {
  const n = Number(toLatinDigits(s));
  if (!/^\d{4}$/.test(toLatinDigits(s)) || n < 1300 || n > 1500) {
    ctx.addIssue({ code: 'custom', message: 'سال وارد شده معتبر نیست.' });
    return z.NEVER;
  }
  return n;
});
const ZJalaliMonth = z.string().transform((s, ctx) => {
  const n = Number(toLatinDigits(s));
  if (!/^\d{1,2}$/.test(toLatinDigits(s)) || n < 1 || n > 12) {
    ctx.addIssue({ code: 'custom', message: 'ماه وارد شده معتبر نیست.' });
    return z.NEVER;
  }
  return n;
});

export const ZProviderMonth = z
  .object({ providerId: ZId, year: ZJalaliYear, month: ZJalaliMonth })
  .refine((q) => jalaliMonthDays(q.year, q.month).length > 0, { error: 'ماه وارد شده معتبر نیست.', path: ['month'] });
/** A branch and a Jalali month: what the daily reports take. */
export type ProviderMonth = z.output<typeof ZProviderMonth>;

/**
 * The range reports' query schemas. A range without ends is the last 30 days up to the day of `now()`:
 * the instant comes from whoever parses (a route passes the rules clock, `clockNow`), not from the contract.
 */
export function statRangeQueries(now: () => Date) {
  return {
    ZProviderRange: z.preprocess(withDefaults(now), z.object({ providerId: ZId }).and(ZStatRange)),
    ZRangeQuery: z.preprocess(withDefaults(now), ZStatRange),
    /** The financial report: one branch or (no providerId) the whole chain. */
    ZFinancialQuery: z.preprocess(withDefaults(now), z.object({ providerId: ZId.optional() }).and(ZStatRange)),
  };
}
export type TFinancialQuery = z.infer<ReturnType<typeof statRangeQueries>['ZFinancialQuery']>;

/* Shapes on the wire. Money: integer toman. Days: Tehran days as YYYY-MM-DD. */

export interface OrderTotals {
  /** Orders sold: their money received in the range (paid_at; server/services/stats/received.ts). Canceled: placed in the range and canceled. */
  orders: number;
  revenue: number;
  canceled: number;
  averageOrder: number;
  customers: number;
}

export interface ProviderStatView {
  providerId: string;
  from: string;
  to: string;
  totals: OrderTotals;
  topItems: { itemId: string; title: string; count: number; revenue: number }[];
  /** 24 entries, hour 0..23 Tehran time. */
  hours: { hour: number; orders: number }[];
}

export interface DailyOrderStatView {
  providerId: string;
  year: number;
  month: number;
  days: { day: string; orders: number; revenue: number; canceled: number }[];
}

export interface AggregationStatView {
  from: string;
  to: string;
  providers: ({ providerId: string; name: string } & OrderTotals)[];
  totals: OrderTotals;
}

export interface UserStatView {
  from: string;
  to: string;
  totalUsers: number;
  newUsers: number;
  /** Users with a sold order (money received) in the range. */
  activeUsers: number;
  registrations: { day: string; count: number }[];
  levels: { level: number; name: string; users: number }[];
}

export const PAYMENT_TYPE_FA: Record<string, string> = {
  pos: 'پرداخت در محل',
  wallet: 'کیف پول',
  bank: 'درگاه بانکی',
  hybrid: 'کیف پول و درگاه',
};
export const PAYMENT_PURPOSE_FA: Record<string, string> = {
  order: 'سفارش',
  wallet: 'شارژ کیف پول',
  bundle: 'خرید بسته',
  event: 'بلیت رویداد',
  tab: 'صورت‌حساب میز',
  series: 'رزرو دوره‌ای',
  plan: 'پلن ماهانه',
};

export interface SalesRow {
  paymentBy: string;
  orders: number;
  total: number;
  wallet: number;
  bank: number;
  /** Paid at the till: the total less its wallet and bank parts. */
  onSite: number;
}

export interface FinancialReportView {
  providerId: string | null;
  from: string;
  to: string;
  sales: {
    byPaymentType: SalesRow[];
    sold: SalesRow;
    discounts: number;
    /** VAT collected on what was sold in the range (issue 29): orders, bundles, plans and event tickets. */
    vat?: number;
    /** `vat` by kind of sale (plans only in the chain's report: they are sold chain-wide). */
    vatBySale?: { orders: number; bundles: number; plans: number; events: number };
    canceled: { orders: number; total: number };
    awaitingPayment: { orders: number; total: number };
  };
  wallet: {
    /** Ledger rows in the range by reason (of this branch's orders and payments, or all with no branch). */
    byReason: { reason: string; count: number; credit: number; debit: number }[];
    charges: { count: number; amount: number };
    spentOnOrders: number;
    refunds: number;
  };
  bank: {
    /** Payments the bank confirmed in the range. */
    byPurpose: { purpose: string; count: number; amount: number }[];
    total: number;
  };
  /**
   * Per Tehran day, from the same rows as `sales` (their sums equal `sales.sold`): sold orders and
   * their total, wallet, bank and till parts; then wallet charges and every bank settlement that day.
   */
  days: {
    day: string;
    sales: number;
    orders: number;
    wallet: number;
    bank: number;
    onSite: number;
    walletCharges: number;
    bankSettled: number;
    /** VAT of the day's sales (issue 29): orders, bundles, plans and event tickets. */
    vat?: number;
  }[];
}

export interface BankDailyView {
  providerId: string;
  year: number;
  month: number;
  days: { day: string; count: number; amount: number; order: number; wallet: number; bundle: number }[];
}

export interface WalletDailyView {
  providerId: string;
  year: number;
  month: number;
  days: { day: string; charges: number; spent: number; refunds: number }[];
}

export interface WalletTotalView {
  /** The sum of every user's wallet balance. */
  total: number;
  /** The sum of the ledger, which must equal the total. */
  ledgerTotal: number;
  holders: number;
}

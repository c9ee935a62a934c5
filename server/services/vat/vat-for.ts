import { sql } from 'drizzle-orm';
import { tehranIsoDate } from '@/lib/jalali';
import { clockNow } from '../../clock';
import { db, type DbOrTx } from '../../db/client';

export type VatMode = 'included' | 'added';

export interface Vat {
  /** VAT in integer toman. */
  vat: number;
  /** What the buyer pays: `amount` in mode 'included', `amount + vat` in mode 'added'. */
  total: number;
  /** The rate in force on the sale's Tehran day (0 when none is, or the sale is exempt). */
  percent: number;
  mode: VatMode;
}

/**
 * THE rounding rule, stated once: VAT is worked out in integer toman, rounded half up (Math.round) once per
 * sale, on the sale's taxable amount.
 *  - 'included' (prices include VAT): vat = amount − round(amount × 100 / (100 + percent)); total = amount.
 *  - 'added' (VAT on top): vat = round(amount × percent / 100); total = amount + vat.
 */
export function vatOf({ amount, percent, mode }: { amount: number; percent: number; mode: VatMode }): {
  vat: number;
  total: number;
} {
  if (amount <= 0 || percent <= 0) return { vat: 0, total: amount };
  if (mode === 'added') {
    const vat = Math.round((amount * percent) / 100);
    return { vat, total: amount + vat };
  }
  return { vat: amount - Math.round((amount * 100) / (100 + percent)), total: amount };
}

/**
 * The branch's VAT mode and the rate in force on a Tehran day (`YYYY-MM-DD`): the rate with the latest
 * start on or before that day (migration 0035). One query.
 */
export async function vatTerms({
  tx = db(),
  providerId,
  day,
}: {
  tx?: DbOrTx;
  providerId: string;
  day: string;
}): Promise<{ mode: VatMode; percent: number }> {
  const { rows } = (await tx.execute(sql`
    SELECT (SELECT vat_mode FROM providers WHERE id = ${providerId}) AS mode,
           (SELECT percent FROM vat_rates WHERE starts_on <= ${day}::date ORDER BY starts_on DESC LIMIT 1) AS percent
  `)) as unknown as { rows: { mode: VatMode | null; percent: number | null }[] };
  return { mode: rows[0]?.mode ?? 'included', percent: Number(rows[0]?.percent ?? 0) };
}

/**
 * The ONE function every sale calls for its VAT: the branch's mode, the rate in force on the sale's Tehran
 * day (`at`, default clockNow()), and the rule of vatOf. `amount` is the taxable amount after every discount
 * (what the buyer would pay without VAT added); `exempt` sales carry none. Store `vat` and `percent` on the
 * sale and charge `total` (bank and wallet).
 */
export async function vatFor({
  tx,
  providerId,
  amount,
  at = clockNow(),
  exempt = false,
}: {
  tx?: DbOrTx;
  providerId: string;
  amount: number;
  at?: Date;
  exempt?: boolean;
}): Promise<Vat> {
  const terms = await vatTerms({ tx, providerId, day: tehranIsoDate(at) });
  const percent = exempt ? 0 : terms.percent;
  return { ...vatOf({ amount, percent, mode: terms.mode }), percent, mode: terms.mode };
}

/** The VAT a sale's total has on top of its price: all of it in mode 'added', none in 'included'. */
export function addedVat(v: Pick<Vat, 'vat' | 'mode'>): number {
  return v.mode === 'added' ? v.vat : 0;
}

/**
 * The taxable part of a cart's `amount` (what is owed after discounts, with `fee`, the delivery fee, in
 * it): exempt lines' share of the items part, in proportion to their line totals, is left out; the fee is
 * taxable. Rounded once, half up.
 */
export function taxableOf({
  amount,
  fee = 0,
  lines,
}: {
  amount: number;
  fee?: number;
  lines: readonly { lineTotal: number; exempt: boolean }[];
}): number {
  const all = lines.reduce((n, l) => n + l.lineTotal, 0);
  const exempt = lines.reduce((n, l) => n + (l.exempt ? l.lineTotal : 0), 0);
  if (exempt === 0 || all === 0) return amount;
  const items = amount - fee;
  return amount - Math.round((items * exempt) / all);
}

/**
 * A cart's VAT (vatFor on taxableOf): `amount` is what the cart costs after discounts with the delivery fee.
 * In mode 'added' `total` is more than `amount`; in 'included' it is `amount`.
 */
export async function vatForCart({
  tx,
  providerId,
  amount,
  fee,
  lines,
  at,
}: {
  tx?: DbOrTx;
  providerId: string;
  amount: number;
  fee?: number;
  lines: readonly { lineTotal: number; exempt: boolean }[];
  at?: Date;
}): Promise<Vat> {
  const taxable = taxableOf({ amount, fee, lines });
  const v = await vatFor({ tx, providerId, amount: taxable, at, exempt: taxable <= 0 });
  return { ...v, total: amount + (v.total - taxable) };
}

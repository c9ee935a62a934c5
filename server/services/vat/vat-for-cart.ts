import type { DbOrTx } from '../../db/client';
import { vatFor, type VatTerms } from './vat-for';
import type { Vat } from './vat-of';

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
  terms,
}: {
  tx?: DbOrTx;
  providerId: string;
  amount: number;
  fee?: number;
  lines: readonly { lineTotal: number; exempt: boolean }[];
  at?: Date;
  /** See vatFor. */
  terms?: VatTerms;
}): Promise<Vat> {
  const taxable = taxableOf({ amount, fee, lines });
  const v = await vatFor({ tx, providerId, amount: taxable, at, exempt: taxable <= 0, terms });
  return { ...v, total: amount + (v.total - taxable) };
}

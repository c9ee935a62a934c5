import { sql } from 'drizzle-orm';
import { tehranIsoDate } from '@/lib/jalali';
import { clockNow } from '../../clock';
import { db, type DbOrTx } from '../../db/client';
import { vatOf, type Vat, type VatMode } from './vat-of';

/** A branch's VAT mode and the rate in force on a day. */
export interface VatTerms {
  mode: VatMode;
  percent: number;
}

/**
 * The branch's VAT mode and the rate in force on a Tehran day (`YYYY-MM-DD`): the rate with the latest
 * start on or before that day (migration 0035). One query. No branch (`null`, a chain-wide sale): mode 'included'.
 */
export async function vatTerms({
  tx = db(),
  providerId,
  day,
}: {
  tx?: DbOrTx;
  providerId: string | null;
  day: string;
}): Promise<VatTerms> {
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
 * sale and charge `total` (bank and wallet). `mode`, when given, is the sale's own mode instead of the branch's
 * (a chain-wide member plan, server/services/plan/plan-vat.ts).
 */
export async function vatFor({
  tx,
  providerId,
  amount,
  at = clockNow(),
  exempt = false,
  mode,
  terms: known,
}: {
  tx?: DbOrTx;
  providerId: string | null;
  amount: number;
  at?: Date;
  exempt?: boolean;
  mode?: VatMode;
  /** The terms when the caller has them (cachedVatTerms, for a sale the database confirms); else they are read. */
  terms?: VatTerms;
}): Promise<Vat> {
  const terms = known ?? (await vatTerms({ tx, providerId, day: tehranIsoDate(at) }));
  return vatAt({ amount, percent: exempt ? 0 : terms.percent, mode: mode ?? terms.mode });
}

/** vatOf with the rate and mode it was worked out with, in the shape a sale stores (Vat). */
export function vatAt({ amount, percent, mode }: { amount: number; percent: number; mode: VatMode }): Vat {
  return { ...vatOf({ amount, percent, mode }), percent, mode };
}

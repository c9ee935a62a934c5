import { desc } from 'drizzle-orm';
import { db, type DbOrTx } from '../../db/client';
import { vatRates } from '../../db/schema';
import type { VatMode } from './vat-of';
import type { VatTerms } from './vat-for';

// The rate table is a handful of rows that change a few times a year: an order priced from the cached menu
// takes its rate from this copy, and place_order confirms that rate in the statement that writes (CART_STALE
// when another instance added one: the caller then drops the copy and prices from the database).
const RATES_TTL_MS = 60_000;
let heldRates: { at: number; rates: Promise<{ startsOn: string; percent: number }[]> } | null = null;

/** Forgets the copy of the rate table (a rate was added, or place_order found it behind). */
export function dropVatRates(): void {
  heldRates = null;
}

/**
 * vatTerms without a round trip, for a sale the database confirms as it writes (place_order's verify):
 * `mode` is the branch's as the caller's cached row has it, the rate comes from the in-process copy of the
 * rate table (read again after RATES_TTL_MS, or when dropped).
 */
export async function cachedVatTerms({
  tx = db(),
  mode,
  day,
}: {
  /**
   * The connection to read the table through when the copy is empty: the caller's transaction, if it is in one
   * (PGlite is one connection: a read from outside an open transaction would wait for it forever).
   */
  tx?: DbOrTx;
  mode: VatMode;
  day: string;
}): Promise<VatTerms> {
  if (!heldRates || Date.now() - heldRates.at >= RATES_TTL_MS) {
    const rates = (async () =>
      tx
        .select({ startsOn: vatRates.startsOn, percent: vatRates.percent })
        .from(vatRates)
        .orderBy(desc(vatRates.startsOn)))();
    const held = { at: Date.now(), rates };
    heldRates = held;
    rates.catch(() => {
      if (heldRates === held) heldRates = null;
    });
  }
  const rates = await heldRates.rates;
  return { mode, percent: rates.find((r) => r.startsOn <= day)?.percent ?? 0 };
}

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

/** The VAT a sale's total has on top of its price: all of it in mode 'added', none in 'included'. */
export function addedVat(v: Pick<Vat, 'vat' | 'mode'>): number {
  return v.mode === 'added' ? v.vat : 0;
}

import type { SaleVatView } from '@/lib/contracts/invoice';
import { tehranIsoDate } from '@/lib/jalali';
import { clockNow } from '../../clock';
import type { DbOrTx } from '../../db/client';
import { vatAt, vatTerms } from './vat-for';
import type { Vat, VatMode } from './vat-of';

/** A sale's VAT as its quote and view carry it beside the price (SaleVatView). */
export function saleVatView(v: Vat): SaleVatView {
  return { vat: v.vat, vatPercent: v.percent, vatMode: v.mode, total: v.total };
}

/**
 * Today's VAT (vatFor's rule and terms) of several prices shown at once, a list of bundles or plans: the terms
 * are read once per branch, not once per row. `mode` overrides the branch's (a plan, server/services/plan/plan-vat.ts).
 */
export async function salesVat({
  tx,
  sales,
  at = clockNow(),
}: {
  tx?: DbOrTx;
  sales: readonly { providerId: string | null; amount: number; mode?: VatMode }[];
  at?: Date;
}): Promise<Vat[]> {
  const day = tehranIsoDate(at);
  const ids = [...new Set(sales.map((s) => s.providerId))];
  const terms = new Map(
    await Promise.all(ids.map(async (providerId) => [providerId, await vatTerms({ tx, providerId, day })] as const)),
  );
  return sales.map((s) => {
    const t = terms.get(s.providerId)!;
    return vatAt({ amount: s.amount, percent: t.percent, mode: s.mode ?? t.mode });
  });
}

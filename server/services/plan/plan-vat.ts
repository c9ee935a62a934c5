import { inArray } from 'drizzle-orm';
import { db, type DbOrTx } from '../../db/client';
import { providers } from '../../db/schema';
import type { VatMode } from '../vat/vat-of';

/**
 * A member plan's VAT mode. A plan is sold by head office for the whole chain, not by one branch, so it has no
 * branch mode of its own:
 *  - a plan limited to branches that ALL add VAT on top of their prices is sold as they sell ('added'): the
 *    members of those branches see its price the way they see every other price there;
 *  - a chain-wide plan, or one limited to branches that include VAT (or differ), is 'included': its price is the
 *    one shown and VAT is the part inside it, head office's default (the demo branches' mode), so one branch
 *    switching its mode never changes what a plan usable everywhere costs.
 * The rate is the one in force on the purchase day, as for every sale (vatFor).
 */
export async function planVatModes({
  tx = db(),
  plans,
}: {
  tx?: DbOrTx;
  plans: readonly { providerIds: string[] | null }[];
}): Promise<VatMode[]> {
  const ids = [...new Set(plans.flatMap((p) => p.providerIds ?? []))];
  const rows = ids.length
    ? await tx.select({ id: providers.id, mode: providers.vatMode }).from(providers).where(inArray(providers.id, ids))
    : [];
  const modeOf = new Map(rows.map((r) => [r.id, r.mode]));
  return plans.map((p) =>
    p.providerIds?.length && p.providerIds.every((id) => modeOf.get(id) === 'added') ? 'added' : 'included',
  );
}

import { sql, type SQL } from 'drizzle-orm';
import { rows, tehranDay } from './sql';
import { num } from './num';

/** The sales other than orders that carry VAT (issue 29, migration 0036). */
export type OtherSale = 'bundles' | 'plans' | 'events';

/**
 * The VAT collected on bundles, member plans and event tickets sold in [start, end), per Tehran day and kind
 * (orders' VAT comes with their sales, ./financial-report.ts). Only what was paid and kept counts:
 *  - a bundle when it opened (purchased_at: the wallet's moment, or the bank's confirmation), at its branch;
 *  - a plan when it was paid (the bank's confirmation, else its purchase by wallet). A plan is sold by head
 *    office for the chain (server/services/plan/plan-vat.ts), so it counts in the chain's report only, as its
 *    bank payments (provider_id null) do;
 *  - an event ticket when its purchase was paid, at the event's branch, unless it was refunded since (canceled
 *    by its holder, or its event canceled): a refunded ticket's VAT leaves the day it was sold, as a canceled
 *    order's does.
 */
export async function otherSalesVat({
  start,
  end,
  providerId,
}: {
  start: Date;
  end: Date;
  providerId: string | null;
}): Promise<{ day: string; kind: OtherSale; vat: number }[]> {
  const s = start.toISOString();
  const e = end.toISOString();
  const inRange = (col: string): SQL =>
    sql`${sql.raw(col)} >= ${s}::timestamptz AND ${sql.raw(col)} < ${e}::timestamptz`;
  const branch = (col: string): SQL => (providerId ? sql` AND ${sql.raw(col)} = ${providerId}` : sql``);
  const plans = providerId
    ? sql``
    : sql`
    UNION ALL
    SELECT ${tehranDay('mp.sold_at')}, 'plans', mp.vat FROM (
      SELECT m.vat, COALESCE((SELECT max(p.verified_at) FROM payments p
                               WHERE p.purpose = 'plan' AND p.subject_id = m.id AND p.status = 'paid'), m.created_at) AS sold_at
      FROM member_plans m WHERE m.status = 'active' AND m.vat <> 0) mp
    WHERE ${inRange('mp.sold_at')}`;
  const found = await rows<{ day: string; kind: OtherSale; vat: number }>({
    query: sql`
    SELECT x.day, x.kind, sum(x.vat)::float8 AS vat FROM (
      SELECT ${tehranDay('ub.purchased_at')} AS day, 'bundles' AS kind, ub.vat FROM user_bundles ub
      WHERE ub.status = 'active' AND ub.vat <> 0 AND ${inRange('ub.purchased_at')}${branch('ub.provider_id')}
      UNION ALL
      SELECT ${tehranDay('p.paid_at')}, 'events', t.vat FROM event_tickets t
        JOIN event_ticket_purchases p ON p.id = t.purchase_id JOIN events e ON e.id = p.event_id
      WHERE p.status = 'paid' AND t.refunded_at IS NULL AND t.vat <> 0 AND ${inRange('p.paid_at')}${branch('e.provider_id')}
      ${plans}
    ) x GROUP BY 1, 2`,
  });
  return found.map((r) => ({ day: r.day, kind: r.kind, vat: num(r.vat) }));
}

import { sql } from 'drizzle-orm';
import type { AggregationStatView, TStatRange } from '@/lib/contracts/stats';
import { tehranRange } from '@/lib/stats-dates';
import { rows } from './sql';
import { TOTALS_COLUMNS, totalsOf } from './provider-stat';

/** GET /v1/stat/aggregation: every branch's sold orders, revenue, cancellations and buyers side by side, and the chain's. */
export async function aggregationStat(range: TStatRange): Promise<{ stat: AggregationStatView }> {
  const { start, end } = tehranRange(range.from, range.to);
  const inRange = sql`o.created_at >= ${start.toISOString()}::timestamptz AND o.created_at < ${end.toISOString()}::timestamptz`;
  const perProvider = await rows<{ id: string; name: string; orders: number; revenue: number; canceled: number; customers: number }>(sql`
    SELECT p.id, p.name, t.*
    FROM providers p
    CROSS JOIN LATERAL (SELECT ${TOTALS_COLUMNS} FROM orders o WHERE o.provider_id = p.id AND ${inRange}) t
    ORDER BY t.revenue DESC, p.name`);
  const [all] = await rows<{ orders: number; revenue: number; canceled: number; customers: number }>(sql`SELECT ${TOTALS_COLUMNS} FROM orders o WHERE ${inRange}`);
  return {
    stat: {
      from: range.from,
      to: range.to,
      providers: perProvider.map((p) => ({ providerId: p.id, name: p.name, ...totalsOf(p) })),
      totals: totalsOf(all),
    },
  };
}

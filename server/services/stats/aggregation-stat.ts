import { sql } from 'drizzle-orm';
import type { AggregationStatView, TStatRange } from '@/lib/contracts/stats';
import { tehranRange } from '@/lib/stats-dates';
import { rows } from './sql';
import { totalsColumns, totalsOf } from './order-totals';
import { touching } from './provider-stat';

/** GET /v1/stat/aggregation: every branch's sold orders, revenue (money received, ./received.ts), cancellations and buyers side by side, and the chain's. */
export async function aggregationStat(range: TStatRange): Promise<{ stat: AggregationStatView }> {
  const { start, end } = tehranRange(range.from, range.to);
  const cols = totalsColumns({ start, end });
  const perProvider = await rows<{
    id: string;
    name: string;
    orders: number;
    revenue: number;
    canceled: number;
    customers: number;
  }>({
    query: sql`
    SELECT p.id, p.name, t.*
    FROM providers p
    CROSS JOIN LATERAL (SELECT ${cols} FROM orders o WHERE o.provider_id = p.id AND ${touching({ start, end })}) t
    ORDER BY t.revenue DESC, p.name`,
  });
  const [all] = await rows<{ orders: number; revenue: number; canceled: number; customers: number }>({
    query: sql`SELECT ${cols} FROM orders o WHERE ${touching({ start, end })}`,
  });
  return {
    stat: {
      from: range.from,
      to: range.to,
      providers: perProvider.map((p) => ({ providerId: p.id, name: p.name, ...totalsOf(p) })),
      totals: totalsOf(all),
    },
  };
}

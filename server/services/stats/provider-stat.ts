import { sql, type SQL } from 'drizzle-orm';
import type { ProviderStatView, TStatRange } from '@/lib/contracts/stats';
import { tehranRange } from '@/lib/stats-dates';
import { ensureProvider } from '../provider/ensure-provider';
import { rows, tehranWall } from './sql';
import { num } from './num';
import { receivedIn } from './received';
import { paidAt } from './received-columns';
import { type TotalsRow, totalsColumns, totalsOf } from './order-totals';

/** Orders that may count in [start, end): paid or placed in it (lets the indexes on both columns narrow the scan). */
export function touching({ start, end }: { start: Date; end: Date }): SQL {
  const s = start.toISOString();
  const e = end.toISOString();
  return sql`((o.paid_at >= ${s}::timestamptz AND o.paid_at < ${e}::timestamptz) OR (o.created_at >= ${s}::timestamptz AND o.created_at < ${e}::timestamptz))`;
}

/**
 * GET /v1/stat/{providerId}: one branch's sold orders and revenue over a range of Tehran days (money
 * received, ./received.ts), its ten best-selling cafe items (workspace hours are no cafe item) and its
 * sold orders by the hour they were paid. Everything is summed in SQL.
 */
export async function providerStat({
  providerId,
  range,
}: {
  providerId: string;
  range: TStatRange;
}): Promise<{ stat: ProviderStatView }> {
  await ensureProvider(providerId);
  const { start, end } = tehranRange(range.from, range.to);
  const mine = sql`o.provider_id = ${providerId}`;
  const sold = sql`${mine} AND ${receivedIn({ start, end })}`;
  const [totals] = await rows<TotalsRow>({
    query: sql`SELECT ${totalsColumns({ start, end })} FROM orders o WHERE ${mine} AND ${touching({ start, end })}`,
  });
  const top = await rows<{ item_id: string; title: string; count: number; revenue: number }>({
    query: sql`
    SELECT i.item_id, max(i.title) AS title, sum(i.count)::int AS count, sum(i.line_total)::float8 AS revenue
    FROM order_items i JOIN orders o ON o.id = i.order_id JOIN menu_items m ON m.id = i.item_id
    WHERE ${sold} AND m.kind <> 'space'
    GROUP BY i.item_id ORDER BY count DESC, revenue DESC, title LIMIT 10`,
  });
  const hours = await rows<{ hour: number; orders: number }>({
    query: sql`
    SELECT extract(hour FROM ${tehranWall(paidAt())})::int AS hour, count(*)::int AS orders
    FROM orders o WHERE ${sold} GROUP BY 1`,
  });
  const byHour = new Map(hours.map((h) => [num(h.hour), num(h.orders)]));
  return {
    stat: {
      providerId,
      from: range.from,
      to: range.to,
      totals: totalsOf(totals),
      topItems: top.map((t) => ({ itemId: t.item_id, title: t.title, count: num(t.count), revenue: num(t.revenue) })),
      hours: Array.from({ length: 24 }, (_, hour) => ({ hour, orders: byHour.get(hour) ?? 0 })),
    },
  };
}

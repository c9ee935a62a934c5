import { sql } from 'drizzle-orm';
import type { DailyOrderStatView, OrderTotals, ProviderStatView, TStatRange } from '@/lib/contracts/stats';
import { jalaliMonthDays, nextIsoDay, tehranRange } from '@/lib/stats-dates';
import { tehranDayStart } from '@/lib/jalali';
import { ensureProvider } from '../provider';
import { num, rows, SOLD, tehranDay, tehranWall } from './sql';

interface TotalsRow {
  orders: number;
  revenue: number;
  canceled: number;
  customers: number;
}

export function totalsOf(r: Partial<TotalsRow> | undefined): OrderTotals {
  const orders = num(r?.orders);
  const revenue = num(r?.revenue);
  return { orders, revenue, canceled: num(r?.canceled), customers: num(r?.customers), averageOrder: orders ? Math.round(revenue / orders) : 0 };
}

/** The SELECT list of order totals over orders `o` (sold count and revenue, canceled, distinct buyers). */
export const TOTALS_COLUMNS = sql`
  count(*) FILTER (WHERE ${SOLD})::int AS orders,
  COALESCE(sum(o.total_price) FILTER (WHERE ${SOLD}), 0)::float8 AS revenue,
  count(*) FILTER (WHERE o.status = 'canceled')::int AS canceled,
  count(DISTINCT o.user_id) FILTER (WHERE ${SOLD})::int AS customers`;

/**
 * GET /v1/stat/{providerId}: one branch's sold orders and revenue over a range of Tehran days, its ten
 * best-selling items and its orders by hour of day. Everything is summed in SQL.
 */
export async function providerStat(providerId: string, range: TStatRange): Promise<{ stat: ProviderStatView }> {
  await ensureProvider(providerId);
  const { start, end } = tehranRange(range.from, range.to);
  const scope = sql`o.provider_id = ${providerId} AND o.created_at >= ${start.toISOString()}::timestamptz AND o.created_at < ${end.toISOString()}::timestamptz`;
  const [totals] = await rows<TotalsRow>(sql`SELECT ${TOTALS_COLUMNS} FROM orders o WHERE ${scope}`);
  const top = await rows<{ item_id: string; title: string; count: number; revenue: number }>(sql`
    SELECT i.item_id, max(i.title) AS title, sum(i.count)::int AS count, sum(i.line_total)::float8 AS revenue
    FROM order_items i JOIN orders o ON o.id = i.order_id
    WHERE ${scope} AND ${SOLD}
    GROUP BY i.item_id ORDER BY count DESC, revenue DESC, title LIMIT 10`);
  const hours = await rows<{ hour: number; orders: number }>(sql`
    SELECT extract(hour FROM ${tehranWall('o.created_at')})::int AS hour, count(*)::int AS orders
    FROM orders o WHERE ${scope} AND ${SOLD} GROUP BY 1`);
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

/** The instants a Jalali month covers in Tehran, and its days. */
export function monthSpan(year: number, month: number): { days: string[]; start: Date; end: Date } {
  const days = jalaliMonthDays(year, month);
  return { days, start: tehranDayStart(days[0])!, end: tehranDayStart(nextIsoDay(days[days.length - 1]))! };
}

/** GET /v1/order/stat/daily/{providerId}/{year}/{month}: sold orders, revenue and cancellations per day of a Jalali month. */
export async function dailyOrderStat(providerId: string, year: number, month: number): Promise<DailyOrderStatView> {
  await ensureProvider(providerId);
  const { days, start, end } = monthSpan(year, month);
  const found = await rows<{ day: string } & TotalsRow>(sql`
    SELECT ${tehranDay('o.created_at')} AS day, ${TOTALS_COLUMNS}
    FROM orders o
    WHERE o.provider_id = ${providerId} AND o.created_at >= ${start.toISOString()}::timestamptz AND o.created_at < ${end.toISOString()}::timestamptz
    GROUP BY 1`);
  const byDay = new Map(found.map((r) => [r.day, r]));
  return {
    providerId,
    year,
    month,
    days: days.map((day) => {
      const r = byDay.get(day);
      return { day, orders: num(r?.orders), revenue: num(r?.revenue), canceled: num(r?.canceled) };
    }),
  };
}

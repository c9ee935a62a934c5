import { sql, type SQL } from 'drizzle-orm';
import type { DailyOrderStatView, OrderTotals, ProviderStatView, TStatRange } from '@/lib/contracts/stats';
import { jalaliMonthDays, nextIsoDay, tehranRange } from '@/lib/stats-dates';
import { tehranDayStart } from '@/lib/jalali';
import { ensureProvider } from '../provider/ensure-provider';
import { num, rows, tehranDay, tehranWall } from './sql';
import { paidAt, receivedIn } from './received';

interface TotalsRow {
  orders: number;
  revenue: number;
  canceled: number;
  customers: number;
}

export function totalsOf(r: Partial<TotalsRow> | undefined): OrderTotals {
  const orders = num(r?.orders);
  const revenue = num(r?.revenue);
  return {
    orders,
    revenue,
    canceled: num(r?.canceled),
    customers: num(r?.customers),
    averageOrder: orders ? Math.round(revenue / orders) : 0,
  };
}

/** Orders placed in [start, end) (the window canceled orders are counted in). */
export function placedIn(start: Date, end: Date, alias = 'o'): SQL {
  const col = sql.raw(`${alias}.created_at`);
  return sql`${col} >= ${start.toISOString()}::timestamptz AND ${col} < ${end.toISOString()}::timestamptz`;
}

/**
 * The SELECT list of order totals over orders `o` for [start, end): sold orders, revenue and distinct
 * buyers by the one definition of received money (./received.ts, dated by paid_at), and the orders
 * placed in the window that were canceled. Pair it with `touching(start, end)` in the WHERE.
 */
export function totalsColumns(start: Date, end: Date): SQL {
  const sold = receivedIn(start, end);
  return sql`
  count(*) FILTER (WHERE ${sold})::int AS orders,
  COALESCE(sum(o.total_price) FILTER (WHERE ${sold}), 0)::float8 AS revenue,
  count(*) FILTER (WHERE o.status = 'canceled' AND ${placedIn(start, end)})::int AS canceled,
  count(DISTINCT o.user_id) FILTER (WHERE ${sold})::int AS customers`;
}

/** Orders that may count in [start, end): paid or placed in it (lets the indexes on both columns narrow the scan). */
export function touching(start: Date, end: Date): SQL {
  const s = start.toISOString();
  const e = end.toISOString();
  return sql`((o.paid_at >= ${s}::timestamptz AND o.paid_at < ${e}::timestamptz) OR (o.created_at >= ${s}::timestamptz AND o.created_at < ${e}::timestamptz))`;
}

/**
 * GET /v1/stat/{providerId}: one branch's sold orders and revenue over a range of Tehran days (money
 * received, ./received.ts), its ten best-selling cafe items (workspace hours are no cafe item) and its
 * sold orders by the hour they were paid. Everything is summed in SQL.
 */
export async function providerStat(providerId: string, range: TStatRange): Promise<{ stat: ProviderStatView }> {
  await ensureProvider(providerId);
  const { start, end } = tehranRange(range.from, range.to);
  const mine = sql`o.provider_id = ${providerId}`;
  const sold = sql`${mine} AND ${receivedIn(start, end)}`;
  const [totals] = await rows<TotalsRow>(
    sql`SELECT ${totalsColumns(start, end)} FROM orders o WHERE ${mine} AND ${touching(start, end)}`,
  );
  const top = await rows<{ item_id: string; title: string; count: number; revenue: number }>(sql`
    SELECT i.item_id, max(i.title) AS title, sum(i.count)::int AS count, sum(i.line_total)::float8 AS revenue
    FROM order_items i JOIN orders o ON o.id = i.order_id JOIN menu_items m ON m.id = i.item_id
    WHERE ${sold} AND m.kind <> 'space'
    GROUP BY i.item_id ORDER BY count DESC, revenue DESC, title LIMIT 10`);
  const hours = await rows<{ hour: number; orders: number }>(sql`
    SELECT extract(hour FROM ${tehranWall(paidAt())})::int AS hour, count(*)::int AS orders
    FROM orders o WHERE ${sold} GROUP BY 1`);
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

/** GET /v1/order/stat/daily/{providerId}/{year}/{month}: sold orders and revenue (by the day paid, ./received.ts) and cancellations (by the day placed) per day of a Jalali month. */
export async function dailyOrderStat(providerId: string, year: number, month: number): Promise<DailyOrderStatView> {
  await ensureProvider(providerId);
  const { days, start, end } = monthSpan(year, month);
  const sold = await rows<{ day: string; orders: number; revenue: number }>(sql`
    SELECT ${tehranDay(paidAt())} AS day, count(*)::int AS orders, sum(o.total_price)::float8 AS revenue
    FROM orders o
    WHERE o.provider_id = ${providerId} AND ${receivedIn(start, end)}
    GROUP BY 1`);
  const canceled = await rows<{ day: string; canceled: number }>(sql`
    SELECT ${tehranDay('o.created_at')} AS day, count(*)::int AS canceled
    FROM orders o
    WHERE o.provider_id = ${providerId} AND o.status = 'canceled' AND ${placedIn(start, end)}
    GROUP BY 1`);
  const soldBy = new Map(sold.map((r) => [r.day, r]));
  const canceledBy = new Map(canceled.map((r) => [r.day, num(r.canceled)]));
  return {
    providerId,
    year,
    month,
    days: days.map((day) => {
      const r = soldBy.get(day);
      return { day, orders: num(r?.orders), revenue: num(r?.revenue), canceled: canceledBy.get(day) ?? 0 };
    }),
  };
}

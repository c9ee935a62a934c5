import { sql, type SQL } from 'drizzle-orm';
import type { OrderTotals } from '@/lib/contracts/stats';
import { num } from './num';
import { receivedIn } from './received';

export interface TotalsRow {
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
export function placedIn({ start, end, alias = 'o' }: { start: Date; end: Date; alias?: string }): SQL {
  const col = sql.raw(`${alias}.created_at`);
  return sql`${col} >= ${start.toISOString()}::timestamptz AND ${col} < ${end.toISOString()}::timestamptz`;
}

/**
 * The SELECT list of order totals over orders `o` for [start, end): sold orders, revenue and distinct
 * buyers by the one definition of received money (./received.ts, dated by paid_at), and the orders
 * placed in the window that were canceled. Pair it with `touching({ start, end })` in the WHERE.
 */
export function totalsColumns({ start, end }: { start: Date; end: Date }): SQL {
  const sold = receivedIn({ start, end });
  return sql`
  count(*) FILTER (WHERE ${sold})::int AS orders,
  COALESCE(sum(o.total_price) FILTER (WHERE ${sold}), 0)::float8 AS revenue,
  count(*) FILTER (WHERE o.status = 'canceled' AND ${placedIn({ start, end })})::int AS canceled,
  count(DISTINCT o.user_id) FILTER (WHERE ${sold})::int AS customers`;
}

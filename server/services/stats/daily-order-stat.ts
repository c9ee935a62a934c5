import { sql } from 'drizzle-orm';
import type { DailyOrderStatView, ProviderMonth } from '@/lib/contracts/stats';
import { dailySeries, jalaliMonthSpan } from '@/lib/stats-dates';
import { ensureProvider } from '../provider/ensure-provider';
import { rows, tehranDay } from './sql';
import { num } from './num';
import { receivedIn } from './received';
import { paidAt } from './received-columns';
import { placedIn } from './order-totals';

/** GET /v1/order/stat/daily/{providerId}/{year}/{month}: sold orders and revenue (by the day paid, ./received.ts) and cancellations (by the day placed) per day of a Jalali month. */
export async function dailyOrderStat({ providerId, year, month }: ProviderMonth): Promise<DailyOrderStatView> {
  await ensureProvider(providerId);
  const { days, start, end } = jalaliMonthSpan(year, month);
  const sold = await rows<{ day: string; orders: number; revenue: number }>({
    query: sql`
    SELECT ${tehranDay(paidAt())} AS day, count(*)::int AS orders, sum(o.total_price)::float8 AS revenue
    FROM orders o
    WHERE o.provider_id = ${providerId} AND ${receivedIn({ start, end })}
    GROUP BY 1`,
  });
  const canceled = await rows<{ day: string; canceled: number }>({
    query: sql`
    SELECT ${tehranDay('o.created_at')} AS day, count(*)::int AS canceled
    FROM orders o
    WHERE o.provider_id = ${providerId} AND o.status = 'canceled' AND ${placedIn({ start, end })}
    GROUP BY 1`,
  });
  const canceledBy = new Map(canceled.map((r) => [r.day, num(r.canceled)]));
  return {
    providerId,
    year,
    month,
    days: dailySeries(days, sold, (day, r) => ({
      day,
      orders: num(r?.orders),
      revenue: num(r?.revenue),
      canceled: canceledBy.get(day) ?? 0,
    })),
  };
}

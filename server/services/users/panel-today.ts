import { and, count, eq, gte, inArray, lt, or, sql } from 'drizzle-orm';
import type { PanelToday } from '@/lib/contracts/users';
import { toPersianDigits } from '@/lib/digits';
import { tehranDayStart, tehranIsoDate } from '@/lib/jalali';
import { can } from '@/lib/permissions';
import type { SessionUser } from '../../auth/session';
import { db } from '../../db/client';
import { databaseNow } from '../../db/now';
import { menuItems, orders, providers, tickets, users } from '../../db/schema';
import { receivedIn } from '../stats/received';

/** A new order nobody accepted for this long is an alert. */
const ORDER_WAIT_MINUTES = 15;
/** A ticket still initial after this long is an alert. */
const TICKET_WAIT_HOURS = 24;
const OPEN_TICKET_STATES = ['initial', 'reviewed', 'inProgress'] as const;

/**
 * GET /v1/panel/today: the head-office home's strip, each part only for those with its chain-wide
 * permission: today's sold orders and revenue across branches (money received today, stats/received.ts;
 * orders or stats), the open orders placed today, open tickets (support),
 * registrations (users), and the alerts among them worth a look.
 */
export async function panelToday({ viewer }: { viewer: SessionUser }): Promise<PanelToday> {
  // Days are Tehran days of the database's clock, which stamps the rows compared here.
  const realNow = await databaseNow();
  const dayStart = tehranDayStart(tehranIsoDate(realNow))!;
  const out: PanelToday = { alerts: [] };

  if (can(viewer, 'orders') || can(viewer, 'stats')) {
    const soldToday = receivedIn({ start: dayStart, end: new Date(dayStart.getTime() + 86_400_000), alias: 'orders' });
    const rows = await db()
      .select({
        providerId: providers.id,
        name: providers.name,
        // Sold today, by the one definition of money received (stats/received.ts): paid today, not canceled.
        count: sql<number>`count(${orders.id}) FILTER (WHERE ${soldToday})::int`,
        revenue: sql<number>`coalesce(sum(${orders.totalPrice}) FILTER (WHERE ${soldToday}), 0)::float8`,
        open: sql<number>`count(${orders.id}) FILTER (WHERE ${orders.createdAt} >= ${dayStart.toISOString()}::timestamptz AND ${orders.status} IN ('new', 'accepted', 'preparing', 'ready'))::int`,
      })
      .from(providers)
      .leftJoin(
        orders,
        and(eq(orders.providerId, providers.id), or(gte(orders.createdAt, dayStart), gte(orders.paidAt, dayStart))),
      )
      .groupBy(providers.id, providers.name)
      .orderBy(providers.name);
    const byBranch = rows.map((r) => ({
      providerId: r.providerId,
      name: r.name,
      count: Number(r.count),
      revenue: Number(r.revenue),
    }));
    out.orders = {
      count: byBranch.reduce((n, b) => n + b.count, 0),
      revenue: byBranch.reduce((n, b) => n + b.revenue, 0),
      open: rows.reduce((n, r) => n + Number(r.open), 0),
      byBranch,
    };
    const waiting = await db()
      .select({ providerId: orders.providerId, name: providers.name, n: count() })
      .from(orders)
      .innerJoin(providers, eq(providers.id, orders.providerId))
      .where(
        and(
          eq(orders.status, 'new'),
          lt(orders.createdAt, new Date(realNow.getTime() - ORDER_WAIT_MINUTES * 60_000)),
          gte(orders.createdAt, dayStart),
        ),
      )
      .groupBy(orders.providerId, providers.name);
    for (const w of waiting) {
      out.alerts.push({
        kind: 'ordersWaiting',
        text: `${toPersianDigits(Number(w.n))} سفارش در ${w.name} بیش از ${toPersianDigits(ORDER_WAIT_MINUTES)} دقیقه است تایید نشده.`,
        href: `/panel/${encodeURIComponent(w.providerId)}/orders`,
      });
    }
  }

  if (can(viewer, 'menu')) {
    const [{ n }] = await db()
      .select({ n: count() })
      .from(menuItems)
      .where(and(eq(menuItems.active, true), eq(menuItems.available, false)));
    if (Number(n) > 0)
      out.alerts.push({
        kind: 'itemsUnavailable',
        text: `${toPersianDigits(Number(n))} آیتم منو در شعبه‌ها ناموجود علامت خورده است.`,
      });
  }

  if (can(viewer, 'support')) {
    const [[open], [urgent], [stale]] = await Promise.all([
      db()
        .select({ n: count() })
        .from(tickets)
        .where(inArray(tickets.state, [...OPEN_TICKET_STATES])),
      db()
        .select({ n: count() })
        .from(tickets)
        .where(and(inArray(tickets.state, [...OPEN_TICKET_STATES]), eq(tickets.priority, 'urgent'))),
      db()
        .select({ n: count() })
        .from(tickets)
        .where(
          and(
            eq(tickets.state, 'initial'),
            lt(tickets.createdAt, new Date(realNow.getTime() - TICKET_WAIT_HOURS * 3600_000)),
          ),
        ),
    ]);
    out.tickets = { open: Number(open.n), urgent: Number(urgent.n) };
    if (Number(stale.n) > 0) {
      out.alerts.push({
        kind: 'ticketsWaiting',
        text: `${toPersianDigits(Number(stale.n))} درخواست پشتیبانی بیش از ${toPersianDigits(TICKET_WAIT_HOURS)} ساعت است بررسی نشده.`,
        href: '/panel/ticket',
      });
    }
  }

  if (can(viewer, 'users')) {
    const [[all], [today]] = await Promise.all([
      db().select({ n: count() }).from(users),
      db().select({ n: count() }).from(users).where(gte(users.createdAt, dayStart)),
    ]);
    out.users = { total: Number(all.n), registeredToday: Number(today.n) };
  }
  return out;
}

import { sql } from 'drizzle-orm';
import type { TStatRange, UserStatView } from '@/lib/contracts/stats';
import { isoDaysBetween, tehranRange } from '@/lib/stats-dates';
import { num } from './num';
import { rows, tehranDay } from './sql';
import { receivedIn } from './received';

/**
 * GET /v1/stat/user: registrations per day, how many users ordered in the range, and how many users
 * hold each membership level now.
 */
export async function userStat(range: TStatRange): Promise<{ stat: UserStatView }> {
  const { start, end } = tehranRange(range.from, range.to);
  const s = start.toISOString();
  const e = end.toISOString();
  const regs = await rows<{ day: string; count: number }>({
    query: sql`
    SELECT ${tehranDay('u.created_at')} AS day, count(*)::int AS count
    FROM users u WHERE u.created_at >= ${s}::timestamptz AND u.created_at < ${e}::timestamptz GROUP BY 1`,
  });
  const [counts] = await rows<{ total: number; active: number }>({
    query: sql`
    SELECT (SELECT count(*)::int FROM users) AS total,
           (SELECT count(DISTINCT o.user_id)::int FROM orders o
             WHERE ${receivedIn({ start, end })}) AS active`,
  });
  const levels = await rows<{ level: number; name: string; users: number }>({
    query: sql`
    SELECT m.level, m.name, count(u.id)::int AS users
    FROM memberships m LEFT JOIN users u ON u.membership_level = m.level
    GROUP BY m.level, m.name ORDER BY m.level`,
  });
  const byDay = new Map(regs.map((r) => [r.day, num(r.count)]));
  const registrations = isoDaysBetween(range.from, range.to).map((day) => ({ day, count: byDay.get(day) ?? 0 }));
  return {
    stat: {
      from: range.from,
      to: range.to,
      totalUsers: num(counts?.total),
      newUsers: registrations.reduce((a, r) => a + r.count, 0),
      activeUsers: num(counts?.active),
      registrations,
      levels: levels.map((l) => ({ level: num(l.level), name: l.name, users: num(l.users) })),
    },
  };
}

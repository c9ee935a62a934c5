import { asc, eq } from 'drizzle-orm';
import type { MembershipListView, MembershipStatusView } from '@/lib/contracts/membership';
import { db } from '../../db/client';
import { memberships, users } from '../../db/schema';
import { AppError } from '../../http/errors';
import { completedOrders } from './promote-membership';

/** GET /v1/membership/list: the ladder, and the viewer's level when signed in. */
export async function listMemberships({ userId }: { userId: string | null }): Promise<MembershipListView> {
  const ladder = await db().select().from(memberships).orderBy(asc(memberships.level));
  let level: number | null = null;
  if (userId) {
    const [u] = await db().select({ level: users.membershipLevel }).from(users).where(eq(users.id, userId)).limit(1);
    level = u?.level ?? null;
  }
  const mine = ladder.find((m) => m.level === level);
  return {
    memberships: ladder.map((m) => ({
      level: m.level,
      name: m.name,
      discountPercent: m.discountPercent,
      minOrders: m.minOrders,
    })),
    membershipList: ladder.map((m) => ({ level: m.level, name: m.name, discountPercent: m.discountPercent })),
    level,
    userLevelName: mine?.name ?? null,
    discountBaseUserLevel: mine?.discountPercent ?? 0,
  };
}

/** GET /v1/membership/orders/status: where the customer stands and how many orders to the next level. */
export async function membershipOrdersStatus({ userId }: { userId: string }): Promise<MembershipStatusView> {
  const [u] = await db().select({ level: users.membershipLevel }).from(users).where(eq(users.id, userId)).limit(1);
  if (!u) throw new AppError('MONEY_USER_NOT_FOUND');
  const ladder = await db().select().from(memberships).orderBy(asc(memberships.level));
  const ordersCount = await completedOrders({ tx: db(), userId });
  const mine = ladder.find((m) => m.level === u.level);
  const next = ladder.find((m) => m.level > u.level) ?? null;
  return {
    level: u.level,
    userLevelName: mine?.name ?? null,
    discountPercent: mine?.discountPercent ?? 0,
    ordersCount,
    next: next
      ? { level: next.level, name: next.name, discountPercent: next.discountPercent, minOrders: next.minOrders }
      : null,
    ordersToNext: next ? Math.max(0, next.minOrders - ordersCount) : 0,
  };
}

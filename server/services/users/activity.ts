import { count, desc, eq, gte, or } from 'drizzle-orm';
import type { RegisteredCount, UserListPage } from '@/lib/contracts/users';
import type { OrderView } from '@/lib/contracts/order';
import { tehranDayStart, tehranIsoDate } from '@/lib/jalali';
import { db } from '../../db/client';
import { databaseNow } from '../../db/now';
import { orders, users } from '../../db/schema';
import { AppError } from '../../http/errors';
import { pagedRows } from '../../http/paging';
import { toOrderViews } from '../order/order-view';
import { toAdminViews, userColumns } from './view';

type Paging = { page: number; size: number };

async function referralCodeOf(userId: string): Promise<{ referralCode: string; phone: string }> {
  const [u] = await db()
    .select({ referralCode: users.referralCode, phone: users.phone })
    .from(users)
    .where(eq(users.id, userId))
    .limit(1);
  if (!u) throw new AppError('ADMIN_USER_NOT_FOUND');
  return u;
}

/** GET /v1/user/invited/{userId}/list/{page}-20: who registered with this user's invitation code, newest first. */
export async function invitedUsers({ userId, paging }: { userId: string; paging: Paging }): Promise<UserListPage> {
  const { referralCode } = await referralCodeOf(userId);
  const where = eq(users.reagentCode, referralCode);
  const { rows, total } = await pagedRows({
    paging,
    rows: ({ limit, offset }) =>
      db()
        .select(userColumns)
        .from(users)
        .where(where)
        .orderBy(desc(users.createdAt), desc(users.id))
        .limit(limit)
        .offset(offset),
    count: db().select({ total: count() }).from(users).where(where),
  });
  return { users: await toAdminViews({ rows }), total };
}

/** GET /v1/user/{userId}/order/list/{page}-20: a user's orders at every branch, and gifts sent to them, newest first. */
export async function userOrders({
  userId,
  paging,
}: {
  userId: string;
  paging: Paging;
}): Promise<{ orders: OrderView[]; total: number }> {
  const { phone } = await referralCodeOf(userId);
  const where = or(eq(orders.userId, userId), eq(orders.giftTargetId, userId), eq(orders.giftTargetPhone, phone));
  const { rows, total } = await pagedRows({
    paging,
    rows: ({ limit, offset }) =>
      db()
        .select()
        .from(orders)
        .where(where)
        .orderBy(desc(orders.createdAt), desc(orders.id))
        .limit(limit)
        .offset(offset),
    count: db().select({ total: count() }).from(orders).where(where),
  });
  return { orders: await toOrderViews({ rows, tx: db(), viewer: { id: userId, phone } }), total };
}

/** GET /v1/registered/count: all registered users, those registered today (the Tehran day of the database's clock, which stamps the rows) and the active ones. */
export async function registeredCount(): Promise<RegisteredCount> {
  const dayStart = tehranDayStart(tehranIsoDate(await databaseNow()))!;
  const [[all], [today], [active]] = await Promise.all([
    db().select({ n: count() }).from(users),
    db().select({ n: count() }).from(users).where(gte(users.createdAt, dayStart)),
    db().select({ n: count() }).from(users).where(eq(users.active, true)),
  ]);
  return { count: Number(all.n), today: Number(today.n), active: Number(active.n) };
}

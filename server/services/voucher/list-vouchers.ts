import { and, count, desc, eq, gt, ilike, inArray, isNull, max, or, sum, type SQL } from 'drizzle-orm';
import type { MyVoucherView, VoucherUserView, VoucherView } from '@/lib/contracts/money';
import { can } from '@/lib/permissions';
import { maskPhone } from '@/lib/phone';
import type { SessionUser } from '../../auth/session';
import { db } from '../../db/client';
import { escapeLike } from '../../db/like';
import { providers, users, voucherTargets, voucherUserCounts, voucherUses, vouchers } from '../../db/schema';
import { AppError } from '../../http/errors';
import { pagedRows } from '../../http/paging';
import { toVoucherViews } from './voucher-view';

/** GET /v1/voucher/{providerId}/list/{page}-20 with text (code or title) and type filters. */
export async function providerVouchers(
  providerId: string,
  paging: { page: number; size: number },
  filter: { text?: string; type?: 'percent' | 'amount' },
): Promise<{ vouchers: VoucherView[]; total: number }> {
  const text = filter.text?.trim();
  const like = text ? `%${escapeLike(text)}%` : null;
  const where: SQL | undefined = and(
    eq(vouchers.providerId, providerId),
    filter.type ? eq(vouchers.type, filter.type) : undefined,
    like ? or(ilike(vouchers.code, like), ilike(vouchers.title, like)) : undefined,
  );
  const { rows, total } = await pagedRows({
    paging,
    rows: ({ limit, offset }) =>
      db()
        .select()
        .from(vouchers)
        .where(where)
        .orderBy(desc(vouchers.createdAt), desc(vouchers.id))
        .limit(limit)
        .offset(offset),
    count: db().select({ total: count() }).from(vouchers).where(where),
  });
  return { vouchers: await toVoucherViews(rows), total };
}

/**
 * GET /v1/voucher/list/per/user/{page}-20 (my discount codes): codes given to me (user-scoped) that
 * are on and not over, with how many uses I have left.
 */
export async function myVouchers(
  user: SessionUser,
  paging: { page: number; size: number },
): Promise<{ vouchers: MyVoucherView[]; total: number }> {
  const now = new Date();
  const where = and(
    eq(vouchers.active, true),
    or(isNull(vouchers.endsAt), gt(vouchers.endsAt, now)),
    inArray(
      vouchers.id,
      db()
        .select({ id: voucherTargets.voucherId })
        .from(voucherTargets)
        .where(
          and(
            eq(voucherTargets.targetType, 'user'),
            eq(voucherTargets.targetId, user.id),
            eq(voucherTargets.active, true),
          ),
        ),
    ),
  );
  const { rows, total } = await pagedRows({
    paging,
    rows: ({ limit, offset }) =>
      db().select().from(vouchers).where(where).orderBy(desc(vouchers.createdAt)).limit(limit).offset(offset),
    count: db().select({ total: count() }).from(vouchers).where(where),
  });
  const views = await toVoucherViews(rows);
  const ids = rows.map((r) => r.id);
  const [counts, provs] = await Promise.all([
    ids.length
      ? db()
          .select()
          .from(voucherUserCounts)
          .where(and(inArray(voucherUserCounts.voucherId, ids), eq(voucherUserCounts.userId, user.id)))
      : [],
    ids.length
      ? db()
          .select({ id: providers.id, name: providers.name })
          .from(providers)
          .where(inArray(providers.id, [...new Set(rows.map((r) => r.providerId))]))
      : [],
  ]);
  const used = new Map(counts.map((c) => [c.voucherId, c.used]));
  const providerName = new Map(provs.map((p) => [p.id, p.name]));
  return {
    total,
    vouchers: views.map((v) => {
      const remainingForMe = v.perUserLimit === null ? null : Math.max(0, v.perUserLimit - (used.get(v._id) ?? 0));
      const started = !v.startDate || new Date(v.startDate) <= now;
      const left = v.totalLimit === null || v.usedCount < v.totalLimit;
      return {
        ...v,
        providerName: providerName.get(v.providerId) ?? '',
        remainingForMe,
        usable: started && left && remainingForMe !== 0,
      };
    }),
  };
}

/** GET /v1/voucher/{voucherId}/users: who used the code (uses, discount, last use) and who it is given to. */
export async function voucherUsers(
  actor: SessionUser,
  voucherId: string,
): Promise<{ users: VoucherUserView[]; total: number }> {
  const [v] = await db().select().from(vouchers).where(eq(vouchers.id, voucherId)).limit(1);
  if (!v) throw new AppError('VOUCHER_NOT_FOUND');
  if (!can(actor, 'vouchers', v.providerId)) throw new AppError('FORBIDDEN');
  const usage = await db()
    .select({
      userId: voucherUses.userId,
      uses: count(),
      discount: sum(voucherUses.discount),
      last: max(voucherUses.createdAt),
    })
    .from(voucherUses)
    .where(and(eq(voucherUses.voucherId, v.id), isNull(voucherUses.releasedAt)))
    .groupBy(voucherUses.userId);
  const allowed = await db()
    .select({ id: voucherTargets.targetId })
    .from(voucherTargets)
    .where(
      and(eq(voucherTargets.voucherId, v.id), eq(voucherTargets.targetType, 'user'), eq(voucherTargets.active, true)),
    );
  const ids = [...new Set([...usage.map((u) => u.userId), ...allowed.map((a) => a.id)])];
  const people = ids.length
    ? await db()
        .select({ id: users.id, firstName: users.firstName, lastName: users.lastName, phone: users.phone })
        .from(users)
        .where(inArray(users.id, ids))
    : [];
  const allowedSet = new Set(allowed.map((a) => a.id));
  const list: VoucherUserView[] = people.map((p) => {
    const u = usage.find((x) => x.userId === p.id);
    return {
      _id: p.id,
      name: [p.firstName, p.lastName].filter(Boolean).join(' '),
      phone: maskPhone(p.phone),
      uses: Number(u?.uses ?? 0),
      totalDiscount: Number(u?.discount ?? 0),
      lastUsedAt: u?.last ? new Date(u.last as unknown as string).toISOString() : null,
      allowed: allowedSet.has(p.id),
    };
  });
  list.sort((a, b) => (b.lastUsedAt ?? '').localeCompare(a.lastUsedAt ?? ''));
  return { users: list, total: list.length };
}

/** GET /v1/voucher/{voucherId}: one voucher for its branch's staff (the edit form). */
export async function getVoucher(actor: SessionUser, voucherId: string): Promise<{ voucher: VoucherView }> {
  const [v] = await db().select().from(vouchers).where(eq(vouchers.id, voucherId)).limit(1);
  if (!v) throw new AppError('VOUCHER_NOT_FOUND');
  if (!can(actor, 'vouchers', v.providerId)) throw new AppError('FORBIDDEN');
  return { voucher: (await toVoucherViews([v]))[0] };
}

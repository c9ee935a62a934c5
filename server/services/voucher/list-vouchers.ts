import { and, count, desc, eq, gt, ilike, inArray, isNull, or, type SQL } from 'drizzle-orm';
import { clockNow } from '@/server/clock';
import type { MyVoucherView, VoucherView } from '@/lib/contracts/voucher';
import type { SessionUser } from '../../auth/session';
import { db } from '../../db/client';
import { escapeLike } from '../../db/like';
import { providers, voucherTargets, voucherUserCounts, vouchers } from '../../db/schema';
import { pagedRows } from '../../http/paging';
import { toVoucherViews } from './voucher-view';

/** GET /v1/voucher/{providerId}/list/{page}-20 with text (code or title) and type filters. */
export async function providerVouchers({
  providerId,
  paging,
  filter,
}: {
  providerId: string;
  paging: { page: number; size: number };
  filter: { text?: string; type?: 'percent' | 'amount' };
}): Promise<{ vouchers: VoucherView[]; total: number }> {
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
  return { vouchers: await toVoucherViews({ rows }), total };
}

/**
 * GET /v1/voucher/list/per/user/{page}-20 (my discount codes): codes given to me (user-scoped) that
 * are on and not over, with how many uses I have left.
 */
export async function myVouchers({
  user,
  paging,
}: {
  user: SessionUser;
  paging: { page: number; size: number };
}): Promise<{ vouchers: MyVoucherView[]; total: number }> {
  const now = clockNow();
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
  const views = await toVoucherViews({ rows });
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

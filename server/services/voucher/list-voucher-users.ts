import { and, count, eq, inArray, isNull, max, sum } from 'drizzle-orm';
import type { VoucherUserView } from '@/lib/contracts/voucher';
import { can } from '@/lib/permissions';
import { maskPhone } from '@/lib/phone';
import type { SessionUser } from '../../auth/session';
import { db } from '../../db/client';
import { users, voucherTargets, voucherUses, vouchers } from '../../db/schema';
import { AppError } from '../../http/errors';

/** GET /v1/voucher/{voucherId}/users: who used the code (uses, discount, last use) and who it is given to. */
export async function voucherUsers({
  actor,
  voucherId,
}: {
  actor: SessionUser;
  voucherId: string;
}): Promise<{ users: VoucherUserView[]; total: number }> {
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

import { and, eq, not, sql } from 'drizzle-orm';
import type { VoucherView } from '@/lib/contracts/voucher';
import { can } from '@/lib/permissions';
import type { SessionUser } from '../../auth/session';
import { db } from '../../db/client';
import { menuCategories, menuItems, vouchers, voucherTargets } from '../../db/schema';
import { AppError } from '../../http/errors';
import { toVoucherViews } from './voucher-view';

type Kind = 'item' | 'category';

async function voucherFor(actor: SessionUser, voucherId: string) {
  const [v] = await db().select().from(vouchers).where(eq(vouchers.id, voucherId)).limit(1);
  if (!v) throw new AppError('VOUCHER_NOT_FOUND');
  if (!can(actor, 'vouchers', v.providerId)) throw new AppError('FORBIDDEN');
  return v;
}

async function viewOf(id: string): Promise<{ voucher: VoucherView }> {
  const [row] = await db().select().from(vouchers).where(eq(vouchers.id, id));
  return { voucher: (await toVoucherViews({ rows: [row] }))[0] };
}

/**
 * POST /v1/menu/item/voucher/add and /v1/menu/category/voucher/add: puts a menu item (or category)
 * under a voucher. A branch-wide voucher becomes limited to what is added; a voucher scoped to the
 * other kind (or to users) refuses.
 */
export async function addVoucherTarget({
  actor,
  kind,
  input,
}: {
  actor: SessionUser;
  kind: Kind;
  input: { voucherId: string; targetId: string };
}): Promise<{ voucher: VoucherView }> {
  const v = await voucherFor(actor, input.voucherId);
  const scope = kind === 'item' ? 'items' : 'categories';
  if (v.scope !== 'provider' && v.scope !== scope) throw new AppError('VOUCHER_SCOPE_MISMATCH');
  const table = kind === 'item' ? menuItems : menuCategories;
  const [target] = await db()
    .select({ id: table.id })
    .from(table)
    .where(and(eq(table.id, input.targetId), eq(table.providerId, v.providerId)))
    .limit(1);
  if (!target) throw new AppError('VOUCHER_TARGET_NOT_FOUND');
  await db().transaction(async (tx) => {
    if (v.scope === 'provider')
      await tx
        .update(vouchers)
        .set({ scope, updatedAt: sql`now()` })
        .where(eq(vouchers.id, v.id));
    await tx
      .insert(voucherTargets)
      .values({ voucherId: v.id, targetType: kind, targetId: target.id, active: true })
      .onConflictDoUpdate({
        target: [voucherTargets.voucherId, voucherTargets.targetType, voucherTargets.targetId],
        set: { active: true },
      });
  });
  return viewOf(v.id);
}

/** POST /v1/menu/item/voucher/change/active and /category/...: switches one target on or off (toggle without `active`). */
export async function changeVoucherTargetActive({
  actor,
  kind,
  input,
}: {
  actor: SessionUser;
  kind: Kind;
  input: { voucherId: string; targetId: string; active?: boolean };
}): Promise<{ voucher: VoucherView }> {
  const v = await voucherFor(actor, input.voucherId);
  const where = and(
    eq(voucherTargets.voucherId, v.id),
    eq(voucherTargets.targetType, kind),
    eq(voucherTargets.targetId, input.targetId),
  );
  const done = await db()
    .update(voucherTargets)
    .set({ active: input.active ?? not(voucherTargets.active) })
    .where(where)
    .returning();
  if (!done.length) throw new AppError('VOUCHER_TARGET_NOT_FOUND');
  return viewOf(v.id);
}

import { and, eq, inArray, not, sql } from 'drizzle-orm';
import type { VoucherCreateInput, VoucherEditInput, VoucherView } from '@/lib/contracts/voucher';
import { can } from '@/lib/permissions';
import type { SessionUser } from '../../auth/session';
import { db, type Tx } from '../../db/client';
import { menuCategories, menuItems, users, vouchers, voucherTargets } from '../../db/schema';
import { newId } from '../../db/ids';
import { isUniqueViolation } from '../../db/errors';
import { AppError } from '../../http/errors';
import { toVoucherViews } from './voucher-view';

/** Checks that scoped ids exist (items and categories of this branch, users anywhere) and writes them as targets. */
async function writeTargets(
  tx: Tx,
  { voucherId, input }: { voucherId: string; input: VoucherCreateInput },
): Promise<void> {
  await tx.delete(voucherTargets).where(eq(voucherTargets.voucherId, voucherId));
  const rows: (typeof voucherTargets.$inferInsert)[] = [];
  if (input.scope === 'items') {
    const ids = [...new Set(input.itemIds)];
    const found = await tx
      .select({ id: menuItems.id })
      .from(menuItems)
      .where(and(inArray(menuItems.id, ids), eq(menuItems.providerId, input.providerId)));
    if (found.length !== ids.length) throw new AppError('VOUCHER_TARGET_NOT_FOUND');
    ids.forEach((id) => rows.push({ voucherId, targetType: 'item', targetId: id }));
  }
  if (input.scope === 'categories') {
    const ids = [...new Set(input.categoryIds)];
    const found = await tx
      .select({ id: menuCategories.id })
      .from(menuCategories)
      .where(and(inArray(menuCategories.id, ids), eq(menuCategories.providerId, input.providerId)));
    if (found.length !== ids.length) throw new AppError('VOUCHER_TARGET_NOT_FOUND');
    ids.forEach((id) => rows.push({ voucherId, targetType: 'category', targetId: id }));
  }
  if (input.scope === 'users') {
    const ids = [...new Set(input.userIds)];
    const found = await tx.select({ id: users.id }).from(users).where(inArray(users.id, ids));
    if (found.length !== ids.length) throw new AppError('MONEY_USER_NOT_FOUND');
    ids.forEach((id) => rows.push({ voucherId, targetType: 'user', targetId: id }));
  }
  if (rows.length) await tx.insert(voucherTargets).values(rows);
}

function fields(input: VoucherCreateInput) {
  return {
    code: input.code,
    title: input.title,
    type: input.type,
    value: input.value,
    maxDiscount: input.type === 'percent' ? (input.maxDiscount ?? null) : null,
    minOrderPrice: input.minOrderPrice,
    startsAt: input.startDate ?? null,
    endsAt: input.endDate ?? null,
    totalLimit: input.totalLimit ?? null,
    perUserLimit: input.perUserLimit ?? null,
    scope: input.scope,
    active: input.active,
  };
}

async function viewOf(id: string): Promise<VoucherView> {
  const [row] = await db().select().from(vouchers).where(eq(vouchers.id, id));
  return (await toVoucherViews({ rows: [row] }))[0];
}

/** POST /v1/voucher/create: codes are unique across the chain (stored in capitals). */
export async function createVoucher({
  actor,
  input,
}: {
  actor: SessionUser;
  input: VoucherCreateInput;
}): Promise<{ voucher: VoucherView }> {
  const id = newId();
  try {
    await db().transaction(async (tx) => {
      await tx.insert(vouchers).values({ id, providerId: input.providerId, createdBy: actor.id, ...fields(input) });
      await writeTargets(tx, { voucherId: id, input });
    });
  } catch (err) {
    if (isUniqueViolation(err)) throw new AppError('VOUCHER_CODE_TAKEN');
    throw err;
  }
  return { voucher: await viewOf(id) };
}

/**
 * POST /v1/voucher/edit: a total limit cannot go below the uses already made; uses already made
 * keep their discount.
 */
export async function editVoucher({
  actor,
  input,
}: {
  actor: SessionUser;
  input: VoucherEditInput;
}): Promise<{ voucher: VoucherView }> {
  try {
    await db().transaction(async (tx) => {
      const [v] = await tx.select().from(vouchers).where(eq(vouchers.id, input.voucherId)).for('update');
      if (!v || v.providerId !== input.providerId) throw new AppError('VOUCHER_NOT_FOUND');
      if (!can(actor, 'vouchers', v.providerId)) throw new AppError('FORBIDDEN');
      if (input.totalLimit !== undefined && input.totalLimit < v.usedCount) {
        throw new AppError('BAD_INPUT', {
          fa: `این کد تاکنون ${v.usedCount.toLocaleString('fa-IR')} بار استفاده شده است؛ سقف استفاده نمی‌تواند کمتر از آن باشد.`,
        });
      }
      await tx
        .update(vouchers)
        .set({ ...fields(input), updatedAt: sql`now()` })
        .where(eq(vouchers.id, v.id));
      await writeTargets(tx, { voucherId: v.id, input });
    });
  } catch (err) {
    if (isUniqueViolation(err)) throw new AppError('VOUCHER_CODE_TAKEN');
    throw err;
  }
  return { voucher: await viewOf(input.voucherId) };
}

/** POST /v1/voucher/change/activation {voucherId}: toggles (or sets) whether the code can be used. */
export async function changeVoucherActivation({
  actor,
  input,
}: {
  actor: SessionUser;
  input: { voucherId: string; active?: boolean };
}): Promise<{ voucher: VoucherView }> {
  const [v] = await db().select().from(vouchers).where(eq(vouchers.id, input.voucherId)).limit(1);
  if (!v) throw new AppError('VOUCHER_NOT_FOUND');
  if (!can(actor, 'vouchers', v.providerId)) throw new AppError('FORBIDDEN');
  await db()
    .update(vouchers)
    .set({ active: input.active ?? not(vouchers.active), updatedAt: sql`now()` })
    .where(eq(vouchers.id, v.id));
  return { voucher: await viewOf(v.id) };
}

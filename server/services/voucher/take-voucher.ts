import { and, eq, isNull, sql } from 'drizzle-orm';
import type { Tx } from '../../db/client';
import { vouchers, voucherUserCounts, voucherUses } from '../../db/schema';
import { newId } from '../../db/ids';
import { AppError } from '../../http/errors';
import type { VoucherRow } from './load-voucher';

/**
 * Counts one use of a voucher inside the order's transaction. Both counters move by conditional
 * updates, so parallel checkouts cannot pass the total or the per-user limit: under PostgreSQL the
 * second waits for the first's row lock and re-checks the condition.
 */
export async function takeVoucher({
  tx,
  voucher: v,
  userId,
}: {
  tx: Tx;
  voucher: VoucherRow;
  userId: string;
}): Promise<void> {
  const taken = await tx
    .update(vouchers)
    .set({ usedCount: sql`${vouchers.usedCount} + 1` })
    .where(
      and(
        eq(vouchers.id, v.id),
        eq(vouchers.active, true),
        sql`(${vouchers.totalLimit} IS NULL OR ${vouchers.usedCount} < ${vouchers.totalLimit})`,
      ),
    )
    .returning({ id: vouchers.id });
  if (!taken.length) throw new AppError('VOUCHER_USED_UP');
  const mine = await tx
    .insert(voucherUserCounts)
    .values({ voucherId: v.id, userId, used: 1 })
    .onConflictDoUpdate({
      target: [voucherUserCounts.voucherId, voucherUserCounts.userId],
      set: { used: sql`${voucherUserCounts.used} + 1` },
      setWhere: v.perUserLimit === null ? undefined : sql`${voucherUserCounts.used} < ${v.perUserLimit}`,
    })
    .returning({ used: voucherUserCounts.used });
  if (!mine.length) throw new AppError('VOUCHER_USER_LIMIT');
}

/** Records which order used the voucher (one use per order), after the order row exists. */
export async function recordVoucherUse({
  tx,
  use: opts,
}: {
  tx: Tx;
  use: { voucherId: string; userId: string; discount: number } & (
    { orderId: string; eventPurchaseId?: undefined } | { eventPurchaseId: string; orderId?: undefined }
  );
}): Promise<void> {
  await tx.insert(voucherUses).values({ id: newId(), ...opts });
}

/** Gives an order's (or an event ticket purchase's) voucher use back (expired or canceled), exactly once. */
export async function releaseVoucherUse({
  tx,
  orderId,
  eventPurchaseId,
}: {
  tx: Tx;
  orderId?: string;
  eventPurchaseId?: string;
}): Promise<boolean> {
  const [use] = await tx
    .update(voucherUses)
    .set({ releasedAt: sql`now()` })
    .where(
      and(
        orderId ? eq(voucherUses.orderId, orderId) : eq(voucherUses.eventPurchaseId, eventPurchaseId ?? ''),
        isNull(voucherUses.releasedAt),
      ),
    )
    .returning();
  if (!use) return false;
  await tx
    .update(vouchers)
    .set({ usedCount: sql`greatest(${vouchers.usedCount} - 1, 0)` })
    .where(eq(vouchers.id, use.voucherId));
  await tx
    .update(voucherUserCounts)
    .set({ used: sql`greatest(${voucherUserCounts.used} - 1, 0)` })
    .where(and(eq(voucherUserCounts.voucherId, use.voucherId), eq(voucherUserCounts.userId, use.userId)));
  return true;
}

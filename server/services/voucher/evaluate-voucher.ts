import { and, eq } from 'drizzle-orm';
import { clockNow } from '@/server/clock';
import { formatNumber, percentOf } from '@/lib/money';
import { ERRORS } from '@/lib/messages';
import { db, type DbOrTx } from '../../db/client';
import { voucherUserCounts } from '../../db/schema';
import { AppError } from '../../http/errors';
import type { LoadedVoucher, VoucherRow } from './load-voucher';

/** One cart line as vouchers see it: what it costs after membership and bundle discounts. */
export interface VoucherLine {
  itemId: string;
  categoryId: string;
  lineTotal: number;
}

/** The discount a voucher gives on an eligible amount: percent (capped by maxDiscount) or a fixed sum, never above the amount. */
export function discountOf({
  voucher: v,
  base,
}: {
  voucher: Pick<VoucherRow, 'type' | 'value' | 'maxDiscount'>;
  base: number;
}): number {
  let d = v.type === 'percent' ? percentOf(base, v.value) : v.value;
  if (v.maxDiscount) d = Math.min(d, v.maxDiscount);
  return Math.max(0, Math.min(d, base));
}

/**
 * Checks every rule of a voucher against a cart and returns its discount; throws the rule that
 * fails, in the order a customer can act on. The usage counts read here are re-checked atomically
 * when the voucher is taken at submit (takeVoucher).
 */
export async function evaluateVoucher({
  loaded,
  ctx,
  tx = db(),
}: {
  loaded: LoadedVoucher;
  ctx: { userId: string; providerId: string; lines: VoucherLine[]; orderPrice: number; now?: Date };
  tx?: DbOrTx;
}): Promise<{ discount: number; eligibleBase: number }> {
  const { voucher: v, targets } = loaded;
  const now = ctx.now ?? clockNow();
  if (v.providerId !== ctx.providerId) throw new AppError('VOUCHER_WRONG_PROVIDER');
  if (!v.active) throw new AppError('VOUCHER_INACTIVE');
  if (v.startsAt && v.startsAt > now) throw new AppError('VOUCHER_NOT_STARTED');
  if (v.endsAt && v.endsAt <= now) throw new AppError('VOUCHER_EXPIRED');
  const activeIds = (type: 'item' | 'category' | 'user') =>
    new Set(targets.filter((t) => t.targetType === type && t.active).map((t) => t.targetId));
  if (v.scope === 'users' && !activeIds('user').has(ctx.userId)) throw new AppError('VOUCHER_NOT_FOR_USER');
  if (v.totalLimit !== null && v.usedCount >= v.totalLimit) throw new AppError('VOUCHER_USED_UP');
  if (v.perUserLimit !== null) {
    const [mine] = await tx
      .select({ used: voucherUserCounts.used })
      .from(voucherUserCounts)
      .where(and(eq(voucherUserCounts.voucherId, v.id), eq(voucherUserCounts.userId, ctx.userId)))
      .limit(1);
    if ((mine?.used ?? 0) >= v.perUserLimit) throw new AppError('VOUCHER_USER_LIMIT');
  }
  if (ctx.orderPrice < v.minOrderPrice) {
    throw new AppError('VOUCHER_MIN_PRICE', {
      fa: `حداقل مبلغ سفارش برای این کد تخفیف ${formatNumber(v.minOrderPrice)} تومان است.`,
    });
  }
  let eligible = ctx.lines;
  if (v.scope === 'items') {
    const ids = activeIds('item');
    eligible = ctx.lines.filter((l) => ids.has(l.itemId));
  } else if (v.scope === 'categories') {
    const ids = activeIds('category');
    eligible = ctx.lines.filter((l) => ids.has(l.categoryId));
  }
  const eligibleBase = eligible.reduce((s, l) => s + l.lineTotal, 0);
  const discount = discountOf({ voucher: v, base: eligibleBase });
  if (discount <= 0) throw new AppError('VOUCHER_NOT_APPLICABLE', { fa: ERRORS.VOUCHER_NOT_APPLICABLE.fa });
  return { discount, eligibleBase };
}

import type { VoucherCheckView } from '@/lib/contracts/voucher';
import type { SessionUser } from '../../auth/session';
import { hitLimits } from '../../auth/rate-limit';
import { db } from '../../db/client';
import { AppError } from '../../http/errors';
import { planCheckout } from '../order/plan-checkout';
import { loadVoucher, type LoadedVoucher } from './load-voucher';

/** Codes a customer may try: enough to retype a few, too few to guess others' codes. */
export const VOUCHER_CHECK_LIMITS = { perUserPerHour: 20, perUserPerDay: 60, perAddressPerHour: 60 };

/** A personal code exists only for the customers it was given to: to anyone else it reads as no such code. */
function visibleTo(loaded: LoadedVoucher, userId: string): boolean {
  if (loaded.voucher.scope !== 'users') return true;
  return loaded.targets.some((t) => t.targetType === 'user' && t.active && t.targetId === userId);
}

/**
 * POST /v1/order/check/voucher/code: whether a code applies to this cart now and what it takes off,
 * priced as submit will charge it. The use is counted only at submit. Limited per user and per
 * address; "no such code" and "not yours" are one answer, so tries do not tell which codes exist.
 */
export async function checkVoucherCode({
  user,
  input,
  ip,
}: {
  user: SessionUser;
  input: { code: string; providerId: string; items: { _id: string; count: number }[]; space?: boolean };
  ip: string;
}): Promise<VoucherCheckView> {
  await hitLimits([
    { key: `voucher-check:user:${user.id}`, windowSeconds: 3600, max: VOUCHER_CHECK_LIMITS.perUserPerHour },
    { key: `voucher-check:user-day:${user.id}`, windowSeconds: 86_400, max: VOUCHER_CHECK_LIMITS.perUserPerDay },
    { key: `voucher-check:ip:${ip}`, windowSeconds: 3600, max: VOUCHER_CHECK_LIMITS.perAddressPerHour },
  ]);
  const loaded = await loadVoucher({ by: { code: input.code } });
  if (!loaded || !visibleTo(loaded, user.id)) throw new AppError('VOUCHER_NOT_FOUND');
  const plan = await planCheckout({
    tx: db(),
    user,
    providerId: input.providerId,
    items: input.items,
    voucherId: loaded.voucher.id,
    space: input.space,
  });
  const v = loaded.voucher;
  const discount = plan.voucher?.discount ?? 0;
  return {
    voucher: { _id: v.id, code: v.code, title: v.title, type: v.type, value: v.value },
    discount,
    priceBefore: plan.total + discount,
    price: plan.total,
  };
}

import type { VoucherCheckView } from '@/lib/contracts/money';
import type { SessionUser } from '../../auth/session';
import { db } from '../../db/client';
import { AppError } from '../../http/errors';
import { planCheckout } from '../order/plan-checkout';
import { loadVoucher } from './load-voucher';

/**
 * POST /v1/order/check/voucher/code: whether a code applies to this cart now and what it takes off,
 * priced as submit will charge it. The use is counted only at submit.
 */
export async function checkVoucherCode(user: SessionUser, input: { code: string; providerId: string; items: { _id: string; count: number }[] }): Promise<VoucherCheckView> {
  const loaded = await loadVoucher({ code: input.code });
  if (!loaded) throw new AppError('VOUCHER_NOT_FOUND');
  const plan = await planCheckout(db(), { user, providerId: input.providerId, items: input.items, voucherId: loaded.voucher.id });
  const v = loaded.voucher;
  const discount = plan.voucher?.discount ?? 0;
  return {
    voucher: { _id: v.id, code: v.code, title: v.title, type: v.type, value: v.value },
    discount,
    priceBefore: plan.total + discount,
    price: plan.total,
  };
}

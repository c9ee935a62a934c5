import { eq } from 'drizzle-orm';
import type { PaymentQuoteView } from '@/lib/contracts/payment';
import type { SessionUser } from '../../auth/session';
import { db } from '../../db/client';
import { users } from '../../db/schema';
import { planCheckout } from '../order/plan-checkout';

/**
 * The payment modal's figures, priced exactly as submit will charge them (bundles and voucher
 * included), with the spec's differential: the total minus the wallet balance when the wallet pays first.
 */
export async function paymentQuote({
  user,
  input,
}: {
  user: SessionUser;
  input: {
    providerId: string;
    items: { _id: string; count: number }[];
    voucherId?: string | null;
    space?: boolean;
    orderType?: string;
  };
}): Promise<{ quote: PaymentQuoteView }> {
  const plan = await planCheckout({
    tx: db(),
    user,
    providerId: input.providerId,
    items: input.items,
    voucherId: input.voucherId,
    space: input.space,
    delivery: input.orderType === 'delivery',
  });
  const [me] = await db().select({ wallet: users.wallet }).from(users).where(eq(users.id, user.id)).limit(1);
  const wallet = me?.wallet ?? 0;
  return {
    quote: {
      itemsPrice: plan.priced.itemsPrice,
      membershipDiscount: plan.priced.discount,
      bundleDiscount: plan.bundle.discount,
      planDiscount: plan.planCover.discount,
      voucherDiscount: plan.voucher?.discount ?? 0,
      deliveryFee: plan.deliveryFee,
      total: plan.total,
      vat: plan.vat.vat,
      vatPercent: plan.vat.percent,
      vatMode: plan.vat.mode,
      wallet,
      differential: Math.max(0, plan.total - wallet),
      walletCovers: wallet >= plan.total,
    },
  };
}

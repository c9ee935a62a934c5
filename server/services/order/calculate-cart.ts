import type { PriceView } from '@/lib/contracts/order';
import type { SessionUser } from '../../auth/session';
import { db } from '../../db/client';
import { cartVat, deliveryFeeFor, planCheckout } from './plan-checkout';
import { priceCart } from './price';

/**
 * POST /v1/order/calculate/items: the cart's price as submit will charge it. A signed-in customer's
 * bundles are taken off (the cart must not ask 98,000 for an order their bundle covers); a guest
 * gets the menu's prices. `price` is what is left to pay.
 */
export async function calculateCart({
  user,
  input,
}: {
  user: SessionUser | null;
  input: { providerId?: string; items: { _id: string; count: number }[]; orderType?: string };
}): Promise<{ price: PriceView }> {
  if (!user || !input.providerId) {
    const priced = await priceCart({
      items: input.items,
      providerId: input.providerId,
      membershipDiscount: user?.membershipDiscount ?? 0,
    });
    const { price, itemsPrice, discount, lines } = priced;
    const deliveryFee =
      input.providerId && input.orderType === 'delivery'
        ? await deliveryFeeFor({ tx: db(), providerId: input.providerId, itemsPrice })
        : 0;
    const vat = await cartVat({ priced, amount: price + deliveryFee, fee: deliveryFee });
    return {
      price: {
        price: vat.total,
        vat: vat.vat,
        vatPercent: vat.percent,
        vatMode: vat.mode,
        itemsPrice,
        discount,
        lines,
        membershipDiscount: discount,
        bundleDiscount: 0,
        deliveryFee,
      },
    };
  }
  const plan = await planCheckout({
    tx: db(),
    user,
    providerId: input.providerId,
    items: input.items,
    delivery: input.orderType === 'delivery',
  });
  const { itemsPrice, discount, lines } = plan.priced;
  return {
    price: {
      price: plan.total,
      vat: plan.vat.vat,
      vatPercent: plan.vat.percent,
      vatMode: plan.vat.mode,
      itemsPrice,
      discount: discount + plan.bundle.discount + plan.planCover.discount,
      lines,
      membershipDiscount: discount,
      bundleDiscount: plan.bundle.discount,
      planDiscount: plan.planCover.discount,
      deliveryFee: plan.deliveryFee,
    },
  };
}

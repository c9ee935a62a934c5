import { describe, expect, it } from 'vitest';
import { orderPriceRows, priceRows } from '@/components/order/priceRows';
import { listAdmits } from '@/store/api/order';
import { ZChangeOrderStatus } from '@/lib/contracts/order';
import { orderSmsText } from '@/server/services/order-feedback/notify';
import type { OrderView } from '@/lib/contracts/order';

describe('the delivery fee row of the one price breakdown', () => {
  it('shows «هزینه ارسال» only when there is a fee, before the total', () => {
    const rows = priceRows({ itemsPrice: 196000, deliveryFee: 15000, total: 211000 });
    expect(rows.map((r) => r.label)).toEqual([
      'جمع اقلام',
      'تخفیف باشگاه مشتریان',
      'بسته اشتراک',
      'پوشش پلن',
      'کد تخفیف',
      'هزینه ارسال',
      'مبلغ قابل پرداخت',
    ]);
    expect(rows.find((r) => r.label === 'هزینه ارسال')!.amount).toBe(15000);
    expect(priceRows({ itemsPrice: 98000, total: 98000 }).some((r) => r.label === 'هزینه ارسال')).toBe(false);
    const order = {
      itemsPrice: 196000,
      discount: 0,
      membershipDiscount: 0,
      bundleDiscount: 0,
      voucherDiscount: 0,
      totalPrice: 211000,
      deliveryFee: 15000,
    };
    expect(orderPriceRows(order).find((r) => r.label === 'هزینه ارسال')!.amount).toBe(15000);
  });
});

describe("the board's live view", () => {
  const order = (status: OrderView['status']) => ({ providerId: 'p1', status }) as OrderView;
  it('admits only orders still worked on by default, only done ones in the closed view', () => {
    expect(listAdmits({ providerId: 'p1', page: 1, live: true }, order('preparing'))).toBe(true);
    expect(listAdmits({ providerId: 'p1', page: 1, live: true }, order('canceled'))).toBe(false);
    expect(listAdmits({ providerId: 'p1', page: 1, live: true }, order('delivered'))).toBe(false);
    expect(listAdmits({ providerId: 'p1', page: 1, live: false }, order('delivered'))).toBe(true);
    expect(listAdmits({ providerId: 'p1', page: 1, live: false }, order('new'))).toBe(false);
    expect(listAdmits({ providerId: 'p1', page: 1 }, order('canceled'))).toBe(true);
  });
});

describe('the cancel reason', () => {
  it("is required for a cancel only, and is in the customer's SMS", () => {
    expect(ZChangeOrderStatus.safeParse({ orderId: 'o1', status: 'canceled' }).success).toBe(false);
    expect(ZChangeOrderStatus.safeParse({ orderId: 'o1', status: 'canceled', reason: '  ' }).success).toBe(false);
    expect(ZChangeOrderStatus.safeParse({ orderId: 'o1', status: 'canceled', reason: 'تمام شدن مواد' }).success).toBe(
      true,
    );
    expect(ZChangeOrderStatus.safeParse({ orderId: 'o1', status: 'accepted' }).success).toBe(true);
    const text = orderSmsText({
      status: 'canceled',
      order: { id: 'o1', number: 12, providerName: 'میرداماد', refunded: 0, reason: 'تمام شدن مواد' },
    })!;
    expect(text).toContain('از سوی شعبه لغو شد.\nدلیل: تمام شدن مواد');
  });
});

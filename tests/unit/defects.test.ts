import { afterEach, describe, expect, it, vi } from 'vitest';
import { AxiosError } from 'axios';
import { describeError, OFFLINE_ACTION } from '@/api-client';
import { orderPriceRows, paymentState, priceRows } from '@/components/order/priceRows';
import { giftSmsText } from '@/server/services/gift/gift-sms-text';
import { deliveryError } from '@/components/cart/DeliveryAddressForm';

afterEach(() => vi.unstubAllGlobals());

const order = {
  paid: false,
  paymentBy: 'pos',
  totalPrice: 0,
  bundleDiscount: 98_000,
  refunded: false,
  walletAmount: 0,
  bankAmount: 0,
  status: 'new',
} as const;

describe('issue 16 defects (pure parts)', () => {
  it('an action tried offline says the connection is down, not a vague server error', () => {
    const err = new AxiosError('Network Error');
    expect(describeError(err).message).not.toBe(OFFLINE_ACTION);
    vi.stubGlobal('navigator', { onLine: false });
    expect(describeError(err).message).toBe(OFFLINE_ACTION);
  });

  it('an order its bundle covers reads as paid by the bundle, not «رایگان · پرداخت در محل · پرداخت نشده»', () => {
    expect(paymentState(order)).toEqual({ method: 'بسته اشتراک', badge: 'پرداخت شده', tone: 'paid', refundNote: null });
    expect(paymentState({ ...order, bundleDiscount: 0, totalPrice: 98_000 })).toMatchObject({
      method: 'پرداخت در محل',
      badge: 'پرداخت نشده',
    });
  });

  it('a cancelled order paid by wallet says where its money went', () => {
    const s = paymentState({
      ...order,
      paymentBy: 'wallet',
      paid: true,
      refunded: true,
      walletAmount: 98_000,
      bundleDiscount: 0,
      totalPrice: 98_000,
      status: 'canceled',
    });
    expect(s).toMatchObject({
      badge: 'بازگشت به کیف پول',
      tone: 'refunded',
      refundNote: '۹۸٬۰۰۰ تومان به کیف پول بازگشت داده شد.',
    });
  });

  it('one breakdown: the bundle row appears wherever the order is shown', () => {
    const rows = orderPriceRows({
      itemsPrice: 98_000,
      discount: 98_000,
      membershipDiscount: 0,
      bundleDiscount: 98_000,
      voucherDiscount: 0,
      totalPrice: 0,
    });
    expect(rows.map((r) => [r.label, r.amount])).toEqual([
      ['جمع اقلام', 98_000],
      ['تخفیف باشگاه مشتریان', 0],
      ['بسته اشتراک', 98_000],
      ['پوشش پلن', 0],
      ['کد تخفیف', 0],
      ['مبلغ قابل پرداخت', 0],
    ]);
    expect(priceRows({ itemsPrice: 1, total: 1 }, 'x').at(-1)).toMatchObject({ kind: 'total', testId: 'x' });
  });

  it('the gift SMS always has a subject: the sender, or «یک دوست» when anonymous', () => {
    const base = { productName: 'همکار', providerName: 'کافه همکار میرداماد', link: 'http://x/previousOrders' };
    expect(giftSmsText({ ...base, senderName: null }).split('\n')[1]).toBe(
      'یک دوست یک سفارش هدیه در کافه همکار میرداماد برای شما ثبت کرد.',
    );
    expect(giftSmsText({ ...base, senderName: 'سارا' }).split('\n')[1]).toBe(
      'سارا یک سفارش هدیه در کافه همکار میرداماد برای شما ثبت کرد.',
    );
  });

  it('a delivery address is checked in the cart as on the server', () => {
    expect(deliveryError({ address: '  ', phone: '' })).toBe('نشانی ارسال را وارد کنید.');
    expect(deliveryError({ address: 'تهران', phone: '' })).toBe('نشانی را کامل بنویسید (دست‌کم ۱۰ حرف).');
    expect(deliveryError({ address: 'تهران، خیابان شریعتی، پلاک ۴', phone: '' })).toBeNull();
  });
});

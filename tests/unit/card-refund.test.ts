import { describe, expect, it } from 'vitest';
import { paymentState } from '@/components/order/priceRows';

const canceled = {
  paid: true,
  paymentBy: 'hybrid',
  totalPrice: 98_000,
  bundleDiscount: 0,
  refunded: true,
  walletAmount: 10_000,
  bankAmount: 88_000,
  status: 'canceled',
} as const;

describe('where a canceled order’s money went (issue 24, refunds to the card)', () => {
  it('says the bank part went back to the card and the wallet part to the wallet', () => {
    expect(paymentState({ ...canceled, refundedToCard: true })).toEqual({
      method: 'کیف پول و درگاه بانکی',
      badge: 'بازگشت به کارت',
      tone: 'refunded',
      refundNote: '۸۸٬۰۰۰ تومان به کارت بانکی شما و ۱۰٬۰۰۰ تومان به کیف پول بازگشت داده شد.',
    });
  });

  it('names only the card when nothing came from the wallet', () => {
    expect(paymentState({ ...canceled, paymentBy: 'bank', walletAmount: 0, refundedToCard: true })).toMatchObject({
      badge: 'بازگشت به کارت',
      refundNote: '۸۸٬۰۰۰ تومان به کارت بانکی شما بازگشت داده شد.',
    });
  });

  it('keeps the wallet wording when the bank did not take it back', () => {
    expect(paymentState(canceled)).toMatchObject({
      badge: 'بازگشت به کیف پول',
      refundNote: '۹۸٬۰۰۰ تومان به کیف پول بازگشت داده شد.',
    });
  });
});

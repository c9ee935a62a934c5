import { describe, expect, it } from 'vitest';
import { saleVatRows } from '@/components/order/priceRows';

/** The VAT line of a bundle's, plan's or event ticket's purchase screen (issue 29), in the order screens' copy. */
describe('saleVatRows', () => {
  it('VAT inside the price: the «شامل …» row only', () => {
    expect(
      saleVatRows({ price: 850_000, priceLabel: 'قیمت پلن', vat: 77_273, vatPercent: 10, vatMode: 'included' }),
    ).toEqual([{ label: 'شامل مالیات بر ارزش افزوده (۱۰٪)', amount: 77_273, testId: 'vat' }]);
  });

  it('VAT on top: the price, then the VAT line with its rate', () => {
    expect(
      saleVatRows({ price: 850_000, priceLabel: 'قیمت پلن', vat: 85_000, vatPercent: 10, vatMode: 'added' }),
    ).toEqual([
      { label: 'قیمت پلن', amount: 850_000 },
      { label: 'مالیات بر ارزش افزوده (۱۰٪)', amount: 85_000, testId: 'vat' },
    ]);
  });

  it('no VAT (no rate in force): no row', () => {
    expect(saleVatRows({ price: 850_000, priceLabel: 'قیمت پلن', vat: 0, vatPercent: 0, vatMode: 'added' })).toEqual(
      [],
    );
  });
});

// @vitest-environment jsdom
import { afterEach, describe, expect, it } from 'vitest';
import { cleanup, render } from '@testing-library/react';
import OrderCard from '@/components/order/OrderCard';
import OrderLines from '@/components/order/OrderLines';
import BundleCard from '@/components/bundle/BundleCard';
import { isolate } from '@/lib/bidi';
import type { OrderView } from '@/lib/contracts/order';

afterEach(cleanup);

const order = {
  _id: 'o1',
  number: 12,
  providerId: 'p1',
  providerName: 'Mirdamad',
  userId: 'u1',
  customerName: 'سارا',
  status: 'new',
  orderType: 'inHall',
  tableId: null,
  tableNumber: null,
  description: '',
  paymentBy: 'pos',
  paid: false,
  paymentMethodId: null,
  items: [
    {
      _id: 'i1',
      title: 'قهوه دمی V60',
      count: 2,
      price: 120_000,
      unitPrice: 120_000,
      lineTotal: 240_000,
      options: [],
      note: '',
    },
    { _id: 'i2', title: 'لاته', count: 1, price: 98_000, unitPrice: 98_000, lineTotal: 98_000, options: [], note: '' },
  ],
  itemsPrice: 338_000,
  discount: 0,
  membershipDiscount: 0,
  voucherId: null,
  voucherDiscount: 0,
  bundleDiscount: 0,
  bundleUses: [],
  totalPrice: 338_000,
  walletAmount: 0,
  bankAmount: 0,
  gift: null,
  expiresAt: null,
  paidAt: null,
  refunded: false,
  createdAt: '2026-11-25T10:00:00.000Z',
  updatedAt: '2026-11-25T10:00:00.000Z',
} as unknown as OrderView;

describe('D20: a Latin item name is isolated in its Persian line', () => {
  it('the order card and the order lines put each item name in a <bdi>, digits beside it stay Persian', () => {
    const { container } = render(
      <ul>
        <OrderCard order={order} />
      </ul>,
    );
    const names = Array.from(container.querySelectorAll('bdi')).map((b) => b.textContent);
    expect(names).toEqual(expect.arrayContaining(['قهوه دمی V60', 'لاته']));
    expect(container.textContent).toContain('قهوه دمی V60 × ۲، لاته × ۱');
    cleanup();
    const lines = render(<OrderLines order={order} />);
    expect(Array.from(lines.container.querySelectorAll('bdi')).map((b) => b.textContent)).toEqual(
      expect.arrayContaining(['قهوه دمی V60', 'لاته']),
    );
  });

  it('a bundle lists its items with isolated names', () => {
    const bundle = {
      _id: 'b1',
      title: 'بسته',
      providerId: 'p1',
      providerName: 'میرداماد',
      price: 1000,
      validDays: 30,
      items: [{ _id: 'i1', title: 'V60', count: 3, unitPrice: 1 }],
    };
    const { container } = render(<BundleCard bundle={bundle as never} onBuy={() => undefined} />);
    expect(Array.from(container.querySelectorAll('bdi')).map((b) => b.textContent)).toContain('V60');
  });

  it('a name inside a plain-string sentence is wrapped in FSI…PDI', () => {
    expect(isolate('Sara')).toBe('\u2068Sara\u2069');
  });
});

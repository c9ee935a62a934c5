// @vitest-environment jsdom
import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { OrderView } from '@/lib/contracts/order';

/** Issue 21 D42: numbers restart at midnight, so a closed card shows its Jalali day beside the number. */
vi.mock('@/store', async (importOriginal) => ({
  ...(await importOriginal<typeof import('@/store')>()),
  useAppDispatch: () => vi.fn(),
}));
vi.mock('@/store/api/order', () => ({
  usePaymentMethodsQuery: () => ({ data: { paymentMethods: [] }, isLoading: false, isError: false }),
  useChangeOrderStatusMutation: () => [vi.fn(), {}],
  orderApi: { util: { invalidateTags: vi.fn() } },
}));

const { default: OrderCard } = await import('@/components/panel/order/OrderCard');

afterEach(cleanup);

const order = (id: string, status: OrderView['status'], createdAt: string) =>
  ({
    _id: id,
    number: 2,
    providerId: 'p1',
    providerName: 'میرداماد',
    userId: '',
    customerName: '',
    status,
    orderType: 'takeAway',
    tableId: null,
    tableNumber: null,
    delivery: null,
    cancelReason: null,
    deliveryFee: 0,
    description: '',
    paymentBy: 'pos',
    paid: true,
    paymentMethodId: null,
    items: [],
    itemsPrice: 70_000,
    discount: 0,
    membershipDiscount: 0,
    voucherId: null,
    voucherDiscount: 0,
    bundleDiscount: 0,
    walletAmount: 0,
    bankAmount: 0,
    totalPrice: 70_000,
    gift: null,
    createdAt,
    updatedAt: createdAt,
  }) as unknown as OrderView;
const listArgs = { providerId: 'p1', page: 1, size: 20 } as never;
// 25 Nov 2026, 10:00 Tehran (06:30 UTC) is 4 Azar 1405.
const now = Date.parse('2026-11-25T06:30:00Z');

describe("the board card's time", () => {
  it('two closed «#۲» of two days say which day each is', () => {
    render(
      <>
        <OrderCard order={order('a', 'delivered', '2026-11-24T20:00:00Z')} listArgs={listArgs} now={now} />
        <OrderCard order={order('b', 'delivered', '2026-11-25T06:00:00Z')} listArgs={listArgs} now={now} />
      </>,
    );
    const [yesterday, today] = screen.getAllByTestId('order-stamp').map((t) => t.textContent);
    expect(yesterday).toBe('۳ آذر، ۲۳:۳۰');
    expect(today).toBe('۴ آذر، ۰۹:۳۰');
  });

  it('an open order of today shows its time alone; an open one from yesterday shows its day', () => {
    render(
      <>
        <OrderCard order={order('c', 'new', '2026-11-25T06:00:00Z')} listArgs={listArgs} now={now} />
        <OrderCard order={order('d', 'accepted', '2026-11-24T20:00:00Z')} listArgs={listArgs} now={now} />
      </>,
    );
    expect(screen.getAllByTestId('order-stamp').map((t) => t.textContent)).toEqual(['۰۹:۳۰', '۳ آذر، ۲۳:۳۰']);
  });
});

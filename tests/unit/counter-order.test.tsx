// @vitest-environment jsdom
import { cleanup, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { ItemView } from '@/lib/contracts/menu/customer';

/** Issue 21 D03 and D34: the counter's ticket, with the menu, methods and order call stubbed. */
const create = vi.fn();

const item = (id: string, title: string, price: number, optionGroups: ItemView['optionGroups'] = []): ItemView => ({
  _id: id,
  categoryId: 'c1',
  providerId: 'p1',
  title,
  description: '',
  cover: null,
  price,
  reductionPrice: 0,
  available: true,
  active: true,
  status: 'active',
  visible: true,
  hasMembershipDiscount: false,
  kind: 'cafe',
  optionGroups,
});
const latte = item('i-latte', 'لاته', 98_000, [
  {
    _id: 'g-milk',
    title: 'شیر',
    required: true,
    multiple: false,
    options: [
      { _id: 'o-almond', title: 'شیر بادام', priceDelta: 30_000 },
      { _id: 'o-oat', title: 'شیر جو دوسر', priceDelta: 25_000 },
    ],
  },
]);
const espresso = item('i-espresso', 'اسپرسو', 70_000);
const menu = {
  menuList: [
    { _id: 'c1', providerId: 'p1', title: 'قهوه', kind: 'cafe', index: 0, active: true, items: [espresso, latte] },
  ],
};
const methods = { paymentMethods: [{ _id: 'm1', title: 'کارتخوان' }] };
const ready = (data: unknown) => ({ data, isLoading: false, isFetching: false, refetch: vi.fn() });

vi.mock('@/store', async (importOriginal) => ({
  ...(await importOriginal<typeof import('@/store')>()),
  useAppDispatch: () => vi.fn(),
}));
vi.mock('@/store/api/menu', () => ({ useMenuListQuery: () => ready(menu) }));
vi.mock('@/store/api/order', () => ({ usePaymentMethodsQuery: () => ready(methods) }));
vi.mock('@/store/api/counter', () => ({ useCreateCounterOrderMutation: () => [create, { isLoading: false }] }));

const { default: CounterOrder } = await import('@/components/panel/counter/CounterOrder');

beforeEach(() => {
  create.mockReset();
  create.mockReturnValue({
    unwrap: () => Promise.resolve({ orderId: 'o1', order: { number: 2, totalPrice: 128_000 } }),
  });
});
afterEach(cleanup);

describe('the counter ticket', () => {
  it('D03: tapping an item with options opens the option sheet; the required milk is asked for, then the choice is a line sent with its options', async () => {
    const user = userEvent.setup();
    render(<CounterOrder providerId="p1" />);
    await user.click(screen.getByRole('button', { name: 'لاته' }));
    const sheet = screen.getByRole('dialog', { name: 'لاته' });
    await user.click(within(sheet).getByRole('button', { name: 'افزودن به سفارش' }));
    expect(within(sheet).getByRole('alert').textContent).toContain('شیر');
    expect(screen.queryAllByTestId('counter-line')).toHaveLength(0);
    await user.click(within(sheet).getByLabelText(/شیر بادام/));
    await user.click(within(sheet).getByRole('button', { name: 'افزودن به سفارش' }));
    expect(screen.queryByRole('dialog')).toBeNull();
    const line = screen.getByTestId('counter-line');
    expect(line.textContent).toContain('شیر بادام');
    expect(screen.getByTestId('counter-total').textContent).toContain('۱۲۸٬۰۰۰');

    await user.click(screen.getByLabelText('کارتخوان'));
    await user.click(screen.getByTestId('counter-submit'));
    expect(create).toHaveBeenCalledWith(
      expect.objectContaining({ items: [{ _id: 'i-latte', count: 1, options: ['o-almond'] }], paymentMethodId: 'm1' }),
    );
  });

  it('a plain item is added with one tap, no sheet', async () => {
    const user = userEvent.setup();
    render(<CounterOrder providerId="p1" />);
    await user.click(screen.getByRole('button', { name: 'اسپرسو' }));
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(screen.getAllByTestId('counter-line')).toHaveLength(1);
  });

  it('D34: «حداقل یک آیتم انتخاب کنید.» goes once an item is added', async () => {
    const user = userEvent.setup();
    render(<CounterOrder providerId="p1" />);
    await user.click(screen.getByTestId('counter-submit'));
    expect(screen.getByTestId('counter-error').textContent).toBe('حداقل یک آیتم انتخاب کنید.');
    await user.click(screen.getByRole('button', { name: 'اسپرسو' }));
    expect(screen.queryByTestId('counter-error')).toBeNull();
  });
});

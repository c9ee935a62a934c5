// @vitest-environment jsdom
import { cleanup, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { OrderView } from '@/lib/contracts/order';

/** Issue 21 D06: a payment-method chip on the board picks the method; only the confirm delivers. */
vi.mock('@/store', async (importOriginal) => ({
  ...(await importOriginal<typeof import('@/store')>()),
  useAppDispatch: () => vi.fn(),
}));
vi.mock('@/store/api/order', () => ({
  usePaymentMethodsQuery: () => ({
    data: {
      paymentMethods: [
        { _id: 'm1', title: 'کارتخوان' },
        { _id: 'm2', title: 'نقدی' },
      ],
    },
    isLoading: false,
    isError: false,
  }),
  useChangeOrderStatusMutation: () => [vi.fn(), {}],
  orderApi: { util: { invalidateTags: vi.fn() } },
}));

const { default: StatusActions } = await import('@/components/panel/order/StatusActions');

afterEach(cleanup);

const order = { _id: 'o1', number: 2, providerId: 'p1', status: 'new', paymentBy: 'pos', paid: false } as OrderView;

function renderPicker() {
  const apply = vi.fn();
  const cancelPick = vi.fn();
  render(
    <StatusActions
      order={order}
      change={{ displayStatus: 'new', busy: false, picking: true, asking: false, request: vi.fn(), apply, cancelPick }}
    />,
  );
  return { apply, cancelPick };
}

describe("the board's payment-method picker", () => {
  it('a tap on a method only picks it; «ثبت تحویل» then delivers with that method', async () => {
    const user = userEvent.setup();
    const { apply } = renderPicker();
    const confirm = screen.getByTestId('payment-method-confirm') as HTMLButtonElement;
    expect(confirm.disabled).toBe(true);
    // From «ثبت شده» the picker says the order skips straight to delivered.
    expect(screen.getByText(/هنوز آماده نشده است/)).toBeTruthy();
    await user.click(screen.getByRole('radio', { name: 'نقدی' }));
    expect(apply).not.toHaveBeenCalled();
    expect(screen.getByRole('radio', { name: 'نقدی' }).getAttribute('aria-checked')).toBe('true');
    await user.click(screen.getByRole('radio', { name: 'کارتخوان' }));
    expect(confirm.disabled).toBe(false);
    await user.click(confirm);
    expect(apply).toHaveBeenCalledTimes(1);
    expect(apply).toHaveBeenCalledWith('delivered', { _id: 'm1', title: 'کارتخوان' });
  });

  it('«انصراف» leaves the order as it was', async () => {
    const user = userEvent.setup();
    const { apply, cancelPick } = renderPicker();
    await user.click(screen.getByRole('radio', { name: 'نقدی' }));
    await user.click(screen.getByRole('button', { name: 'انصراف' }));
    expect(cancelPick).toHaveBeenCalled();
    expect(apply).not.toHaveBeenCalled();
  });
});

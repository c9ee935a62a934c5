// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { cleanup, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import OnCallBoard from '@/components/panel/ticket/OnCallBoard';

const add = vi.fn();
const dispatch = vi.fn();
vi.mock('@/store', async (importOriginal) => ({
  ...(await importOriginal<typeof import('@/store')>()),
  useAppDispatch: () => dispatch,
}));
vi.mock('@/store/api/ticket', () => ({
  useOnCallQuery: () => ({
    data: { onCall: [], candidates: [{ _id: 'u7', name: 'مریم احمدی' }] },
    error: undefined,
    isFetching: false,
    refetch: vi.fn(),
  }),
  useAddOnCallMutation: () => [add, { isLoading: false }],
  useRemoveOnCallMutation: () => [vi.fn(), { isLoading: false }],
}));

beforeEach(() => {
  add.mockReset();
  dispatch.mockReset();
  add.mockResolvedValue({ data: {} });
});
afterEach(cleanup);

describe('the on-call board’s add form (form kit)', () => {
  it('keeps «افزودن» off until a supporter is picked, then sends day (a number), shift, user and branch', async () => {
    const user = userEvent.setup();
    render(<OnCallBoard providerId="p1" />);
    const button = screen.getByTestId('oncall-add') as HTMLButtonElement;
    expect(button.disabled).toBe(true);
    await user.selectOptions(screen.getByRole('combobox', { name: 'روز' }), '2');
    await user.selectOptions(screen.getByRole('combobox', { name: 'شیفت' }), 'evening');
    await user.selectOptions(screen.getByTestId('oncall-user'), 'u7');
    expect(button.disabled).toBe(false);
    await user.click(button);
    expect(add).toHaveBeenCalledWith({ day: 2, shift: 'evening', userId: 'u7', providerId: 'p1' });
    expect(dispatch).not.toHaveBeenCalled();
  });

  it('opens the error dialog when the server refuses', async () => {
    const user = userEvent.setup();
    add.mockResolvedValue({ error: { status: 409, data: { error: { message: 'تکراری است.' } } } });
    render(<OnCallBoard providerId="p1" />);
    await user.selectOptions(screen.getByTestId('oncall-user'), 'u7');
    await user.click(screen.getByTestId('oncall-add'));
    expect(dispatch).toHaveBeenCalledWith(
      expect.objectContaining({ payload: expect.objectContaining({ type: 'error' }) }),
    );
  });
});

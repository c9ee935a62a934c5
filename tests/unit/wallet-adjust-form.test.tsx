// @vitest-environment jsdom
import { cleanup, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';

const adjust = vi.fn();
vi.mock('@/store', () => ({ useAppDispatch: () => vi.fn() }));
vi.mock('@/store/slices/confirmBus', () => ({ askConfirm: vi.fn(async () => true) }));
vi.mock('@/store/api/wallet', () => ({ useAdjustWalletMutation: () => [adjust, { isLoading: false }] }));

const { default: WalletAdjustForm } = await import('@/components/panel/wallet/WalletAdjustForm');

afterEach(() => {
  cleanup();
  adjust.mockReset();
});

const fails = () => ({ unwrap: () => Promise.reject({ status: 502, data: { error: { eLang: { fa: 'خطا' } } } }) });
const succeeds = () => ({ unwrap: () => Promise.resolve({ wallet: 15_000, applied: true }) });

describe('WalletAdjustForm (issue 23: form kit, required request key)', () => {
  it('sends a request key, keeps it while the same attempt is retried, and makes a new one for a new attempt', async () => {
    const user = userEvent.setup();
    render(<WalletAdjustForm userId="u1" userName="سارا" />);
    await user.type(screen.getByTestId('adj-amount'), '۱۰۰۰۰');
    await user.type(screen.getByTestId('adj-reason'), 'جبران تاخیر');

    adjust.mockReturnValueOnce(fails()).mockReturnValueOnce(succeeds()).mockReturnValueOnce(succeeds());
    await user.click(screen.getByTestId('adj-submit'));
    await waitFor(() => expect(adjust).toHaveBeenCalledTimes(1));
    const first = adjust.mock.calls[0][0];
    expect(first).toMatchObject({ direction: 'charge', userId: 'u1', price: 10_000, description: 'جبران تاخیر' });
    expect(first.key).toMatch(/^[A-Za-z0-9-]{8,64}$/);

    // The same attempt again (the answer was lost): the same key, so the server moves the money once.
    await user.click(screen.getByTestId('adj-submit'));
    await waitFor(() => expect(adjust).toHaveBeenCalledTimes(2));
    expect(adjust.mock.calls[1][0].key).toBe(first.key);
    expect(await screen.findByRole('status')).toHaveProperty('textContent', 'انجام شد. موجودی جدید: ۱۵٬۰۰۰ تومان');

    // A new attempt after success: a new key.
    await user.type(screen.getByTestId('adj-amount'), '۱۰۰۰۰');
    await user.type(screen.getByTestId('adj-reason'), 'جبران تاخیر');
    await user.click(screen.getByTestId('adj-submit'));
    await waitFor(() => expect(adjust).toHaveBeenCalledTimes(3));
    expect(adjust.mock.calls[2][0].key).not.toBe(first.key);
  });

  it('asks for the reason in Persian and sends nothing without it', async () => {
    const user = userEvent.setup();
    render(<WalletAdjustForm userId="u1" userName="سارا" />);
    await user.type(screen.getByTestId('adj-amount'), '5000');
    await user.click(screen.getByTestId('adj-submit'));
    expect((await screen.findByTestId('field-error')).textContent).toBe('لطفا دلیل تغییر موجودی را وارد کنید.');
    expect(adjust).not.toHaveBeenCalled();
  });
});

// @vitest-environment jsdom
import { cleanup, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { ProviderView } from '@/lib/contracts/menu/customer';

// The map (Leaflet, tiles) is not part of what is checked here.
vi.mock('next/dynamic', () => ({ default: () => () => null }));

const { default: ProviderForm } = await import('@/components/panel/provider/ProviderForm');

const mirdamad: ProviderView = {
  _id: 'p1',
  providerId: 'p1',
  name: 'کافه همکار میرداماد',
  branch: 'mirdamad',
  address: 'تهران، میرداماد',
  displayType: ['cafe'],
  staticPhone: '02122223344',
  phone: '',
  email: '',
  openingTime: '08:00',
  closingTime: '22:00',
  location: { type: 'Point', coordinates: [51.4231, 35.7601] },
  paymentTypes: ['pos', 'wallet'],
  hasRules: false,
  rules: '',
  active: true,
};

function errorOf(input: HTMLElement): string | null {
  const id = input.getAttribute('aria-describedby');
  return (
    id
      ?.split(' ')
      .map((x) => document.getElementById(x))
      .find((el) => el?.classList.contains('field-error'))?.textContent ?? null
  );
}

afterEach(cleanup);

describe('ProviderForm', () => {
  it('refuses a closing time that is not HH:MM in Persian, explains an overnight closing, and sends the typed values', async () => {
    const user = userEvent.setup();
    const submit = vi.fn().mockResolvedValue({});
    render(<ProviderForm initial={mirdamad} mode="edit" submitText="ذخیره تغییرات" onSubmit={submit} />);
    const closing = screen.getByLabelText('ساعت بسته شدن');
    await user.clear(closing);
    await user.type(closing, '25:00');
    await user.click(screen.getByRole('button', { name: 'ذخیره تغییرات' }));
    await waitFor(() => expect(errorOf(closing)).toBe('ساعت را به شکل ۰۸:۳۰ وارد کنید.'));
    expect(submit).not.toHaveBeenCalled();

    await user.clear(closing);
    await user.type(closing, '۰۱:۰۰');
    expect(screen.getByTestId('hours-hint').textContent).toContain('بعد از نیمه‌شب');
    await user.click(screen.getByRole('button', { name: 'ذخیره تغییرات' }));
    await waitFor(() => expect(submit).toHaveBeenCalledTimes(1));
    expect(submit.mock.calls[0][0]).toMatchObject({
      closingTime: '01:00',
      lat: 35.7601,
      lng: 51.4231,
      paymentTypes: ['pos', 'wallet'],
    });
    await screen.findByText('ذخیره شد.');
  });

  it('asks for the rules text once customers must accept rules, and shows a server refusal under its field', async () => {
    const user = userEvent.setup();
    const submit = vi.fn().mockRejectedValue({
      status: 400,
      data: {
        error: {
          code: 'BAD_INPUT',
          message: 'ایمیل وارد شده معتبر نیست.',
          issues: [{ path: 'email', message: 'ایمیل وارد شده معتبر نیست.' }],
        },
      },
    });
    render(<ProviderForm initial={mirdamad} mode="edit" submitText="ذخیره تغییرات" onSubmit={submit} />);
    await user.click(screen.getByTestId('has-rules'));
    await user.click(screen.getByRole('button', { name: 'ذخیره تغییرات' }));
    const rules = await screen.findByLabelText('متن قوانین');
    await waitFor(() => expect(errorOf(rules)).toBe('متن قوانین را وارد کنید یا گزینه قوانین را بردارید.'));
    expect(submit).not.toHaveBeenCalled();
    await user.type(rules, 'سفارش پس از تایید آماده می‌شود.');
    await user.click(screen.getByRole('button', { name: 'ذخیره تغییرات' }));
    await waitFor(() => expect(errorOf(screen.getByLabelText('ایمیل'))).toBe('ایمیل وارد شده معتبر نیست.'));
  });
});

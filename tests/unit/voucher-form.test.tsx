// @vitest-environment jsdom
import { cleanup, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

const create = vi.fn();
const replace = vi.fn();
vi.mock('next/router', () => ({ useRouter: () => ({ replace }) }));
vi.mock('@/store/api/menu', () => ({
  useMenuListQuery: () => ({
    data: { menuList: [{ _id: 'c1', title: 'نوشیدنی گرم', items: [{ _id: 'i1', title: 'لاته' }] }] },
  }),
}));
vi.mock('@/store/api/voucher', () => ({
  useCreateVoucherMutation: () => [create, { isLoading: false }],
  useEditVoucherMutation: () => [vi.fn(), { isLoading: false }],
}));
vi.mock('@/store/api/profile', () => ({ useSearchPublicUsersQuery: () => ({ data: undefined }) }));

const { default: VoucherForm } = await import('@/components/panel/voucher/VoucherForm');

/** An RTK Query mutation call: `.unwrap()` gives the answer (or the refusal). */
const answer = (p: Promise<unknown>) => ({ unwrap: () => p });
const refused = (err: unknown) => ({ unwrap: () => Promise.reject(err) });
const refusal = (issues?: { path: string; message: string }[], message = 'اطلاعات وارد شده معتبر نیست.') => ({
  status: 400,
  data: { error: { code: 'BAD_INPUT', message, issues } },
});

/** The error text under a field, found the way a screen reader does (aria-describedby). */
function errorOf(input: HTMLElement): string | null {
  const id = input.getAttribute('aria-describedby');
  return (
    id
      ?.split(' ')
      .map((x) => document.getElementById(x))
      .find((el) => el?.classList.contains('field-error'))?.textContent ?? null
  );
}

beforeEach(() => {
  create.mockReset();
  replace.mockReset();
});
afterEach(cleanup);

describe('VoucherForm', () => {
  it('shows the Persian errors under the fields, focuses the first and does not submit', async () => {
    const user = userEvent.setup();
    render(<VoucherForm providerId="p1" />);
    await user.click(screen.getByRole('button', { name: 'ساخت کد تخفیف' }));
    const code = screen.getByLabelText('کد تخفیف');
    await waitFor(() => expect(errorOf(code)).toBe('کد تخفیف باید ۳ تا ۳۲ حرف لاتین یا رقم باشد.'));
    expect(code.getAttribute('aria-invalid')).toBe('true');
    await waitFor(() => expect(document.activeElement).toBe(code));
    expect(errorOf(screen.getByLabelText('درصد تخفیف'))).toBe('مقدار تخفیف را وارد کنید.');
    expect(create).not.toHaveBeenCalled();

    // The error follows the field once it is fixed.
    await user.type(code, 'yalda');
    await waitFor(() => expect(errorOf(code)).toBeNull());
    expect(code.getAttribute('aria-invalid')).toBeNull();
  });

  it('refuses a typed date that does not exist and an end before the start, in Persian', async () => {
    const user = userEvent.setup();
    render(<VoucherForm providerId="p1" />);
    await user.type(screen.getByLabelText('کد تخفیف'), 'YALDA');
    await user.type(screen.getByLabelText('درصد تخفیف'), '۲۰');
    await user.type(screen.getByLabelText('تاریخ شروع'), '۱۴۰۵/۰۷/۳۱');
    await user.click(screen.getByRole('button', { name: 'ساخت کد تخفیف' }));
    await waitFor(() => expect(errorOf(screen.getByLabelText('تاریخ شروع'))).toBe('تاریخ وارد شده معتبر نیست.'));
    await waitFor(() => expect(document.activeElement).toBe(screen.getByLabelText('تاریخ شروع')));

    await user.clear(screen.getByLabelText('تاریخ شروع'));
    await user.type(screen.getByLabelText('تاریخ شروع'), '۱۴۰۵/۰۹/۱۰');
    await user.type(screen.getByLabelText('تاریخ پایان'), '۱۴۰۵/۰۹/۰۱');
    await user.click(screen.getByRole('button', { name: 'ساخت کد تخفیف' }));
    await waitFor(() =>
      expect(errorOf(screen.getByLabelText('تاریخ پایان'))).toBe('تاریخ پایان باید بعد از تاریخ شروع باشد.'),
    );
    expect(errorOf(screen.getByLabelText('تاریخ شروع'))).toBeNull();
    expect(create).not.toHaveBeenCalled();
  });

  it('sends the contract’s values with Gregorian days, and the button is disabled while sending', async () => {
    const user = userEvent.setup();
    let settle!: (v: unknown) => void;
    create.mockReturnValue(answer(new Promise((r) => (settle = r))));
    render(<VoucherForm providerId="p1" />);
    await user.type(screen.getByLabelText('کد تخفیف'), 'yalda');
    await user.type(screen.getByLabelText('درصد تخفیف'), '۲۰');
    await user.type(screen.getByLabelText('تاریخ شروع'), '۱۴۰۵/۰۹/۳۰');
    await user.type(screen.getByLabelText('تاریخ پایان'), '1405/10/01');
    const button = screen.getByRole('button', { name: 'ساخت کد تخفیف' });
    await user.click(button);
    await waitFor(() => expect(create).toHaveBeenCalledTimes(1));
    expect(create.mock.calls[0][0]).toMatchObject({
      providerId: 'p1',
      code: 'YALDA',
      type: 'percent',
      value: 20,
      startDate: '2026-12-21',
      endDate: '2026-12-22',
      scope: 'provider',
      active: true,
    });
    expect((button as HTMLButtonElement).disabled).toBe(true);
    await user.click(button);
    expect(create).toHaveBeenCalledTimes(1);
    settle({ voucher: { _id: 'v9' } });
    await waitFor(() => expect(replace).toHaveBeenCalledWith('/panel/p1/listVoucher/v9'));
    await waitFor(() => expect((button as HTMLButtonElement).disabled).toBe(false));
  });

  it('puts a server 400’s issues under their fields and other refusals on the form', async () => {
    const user = userEvent.setup();
    create.mockReturnValueOnce(refused(refusal([{ path: 'code', message: 'این کد تخفیف قبلا ثبت شده است.' }])));
    render(<VoucherForm providerId="p1" />);
    await user.type(screen.getByLabelText('کد تخفیف'), 'YALDA');
    await user.type(screen.getByLabelText('درصد تخفیف'), '10');
    await user.click(screen.getByRole('button', { name: 'ساخت کد تخفیف' }));
    const code = screen.getByLabelText('کد تخفیف');
    await waitFor(() => expect(errorOf(code)).toBe('این کد تخفیف قبلا ثبت شده است.'));
    await waitFor(() => expect(document.activeElement).toBe(code));
    expect(screen.queryByRole('alert')).toBeNull();

    create.mockReturnValueOnce(
      refused({ status: 409, data: { error: { code: 'VOUCHER_CODE_TAKEN', message: 'کد تخفیف تکراری است.' } } }),
    );
    await user.click(screen.getByRole('button', { name: 'ساخت کد تخفیف' }));
    expect((await screen.findByRole('alert')).textContent).toBe('کد تخفیف تکراری است.');
  });
});

describe('VoucherForm focus', () => {
  it('focuses the first field in error on screen, not the first one registered', async () => {
    const user = userEvent.setup();
    render(<VoucherForm providerId="p1" />);
    await user.type(screen.getByLabelText('تاریخ پایان'), '۱۴۰۵/۱۳/۰۱');
    await user.click(screen.getByRole('button', { name: 'ساخت کد تخفیف' }));
    await waitFor(() => expect(errorOf(screen.getByLabelText('تاریخ پایان'))).toBe('تاریخ وارد شده معتبر نیست.'));
    await waitFor(() => expect(document.activeElement).toBe(screen.getByLabelText('کد تخفیف')));
  });
});

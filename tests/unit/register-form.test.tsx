// @vitest-environment jsdom
import { cleanup, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

// Issue 16: the register form on the form kit: each error under its field with aria-invalid, focus on the first.
const register = vi.fn();
const dispatch = vi.fn();
vi.mock('next/router', () => ({ useRouter: () => ({ pathname: '/', replace: vi.fn(), asPath: '/' }) }));
vi.mock('@/store', () => ({ useAppDispatch: () => dispatch, useAppSelector: () => undefined }));
vi.mock('@/store/api/auth', () => ({
  useRegisterMutation: () => [register, { isLoading: false }],
  useResendCodeMutation: () => [vi.fn(), { isLoading: false }],
  useVerifyPhoneMutation: () => [vi.fn(), { isLoading: false }],
  authApi: { endpoints: { checkActivation: { initiate: vi.fn() } } },
}));

const { default: RegisterModal } = await import('@/components/auth/RegisterModal');

const answer = (v: unknown) => ({ unwrap: () => Promise.resolve(v) });
const refused = (status: number, code: string, message: string) => ({
  unwrap: () => Promise.reject({ status, data: { error: { code, message } } }),
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

async function fill(
  user: ReturnType<typeof userEvent.setup>,
  v: { first?: string; last?: string; phone?: string; reagent?: string },
) {
  if (v.first) await user.type(screen.getByTestId('register-firstName'), v.first);
  if (v.last) await user.type(screen.getByTestId('register-lastName'), v.last);
  if (v.phone) await user.type(screen.getByTestId('register-phone'), v.phone);
  if (v.reagent) await user.type(screen.getByTestId('register-reagentCode'), v.reagent);
  await user.click(screen.getByTestId('register-terms'));
}

beforeEach(() => {
  register.mockReset();
  dispatch.mockReset();
  document.cookie = 'referralCode=; max-age=0';
});
afterEach(cleanup);

describe('RegisterModal', () => {
  it('shows the missing names under their fields, marks them invalid, focuses the first and sends nothing', async () => {
    const user = userEvent.setup();
    render(<RegisterModal modalId={1} onClose={vi.fn()} />);
    await fill(user, { phone: '09121234567' });
    await user.click(screen.getByTestId('register-submit'));
    const first = screen.getByLabelText('نام');
    const last = screen.getByLabelText('نام خانوادگی');
    await waitFor(() => expect(errorOf(first)).toBe('لطفا نام خود را وارد کنید.'));
    expect(first.getAttribute('aria-invalid')).toBe('true');
    expect(errorOf(last)).toBe('لطفا نام‌خانوادگی وارد کنید.');
    expect(last.getAttribute('aria-invalid')).toBe('true');
    await waitFor(() => expect(document.activeElement).toBe(first));
    expect(register).not.toHaveBeenCalled();
    // The error leaves with the fix.
    await user.type(first, 'مریم');
    await waitFor(() => expect(errorOf(first)).toBeNull());
    expect(first.getAttribute('aria-invalid')).toBeNull();
  });

  it('puts a wrong phone under the phone field and focuses it', async () => {
    const user = userEvent.setup();
    render(<RegisterModal modalId={1} onClose={vi.fn()} />);
    await fill(user, { first: 'مریم', last: 'احمدی', phone: '0912123' });
    await user.click(screen.getByTestId('register-submit'));
    const phone = screen.getByTestId('register-phone');
    await waitFor(() => expect(errorOf(phone)).toBe('شماره تلفن وارد شده صحیح نمی باشد'));
    expect(phone.getAttribute('aria-invalid')).toBe('true');
    await waitFor(() => expect(document.activeElement).toBe(phone));
    expect(register).not.toHaveBeenCalled();
  });

  it("puts the server's refusal of the invitation code under that field and focuses it", async () => {
    register.mockReturnValue(refused(400, 'REAGENT_INVALID', 'کد معرف وارد شده معتبر نیست.'));
    const user = userEvent.setup();
    render(<RegisterModal modalId={1} onClose={vi.fn()} />);
    await fill(user, { first: ' مریم ', last: 'احمدی', phone: '09121234567', reagent: '۱۲۳ab' });
    await user.click(screen.getByTestId('register-submit'));
    const code = screen.getByTestId('register-reagentCode');
    await waitFor(() => expect(errorOf(code)).toBe('کد معرف وارد شده معتبر نیست.'));
    expect(code.getAttribute('aria-invalid')).toBe('true');
    await waitFor(() => expect(document.activeElement).toBe(code));
    expect(register).toHaveBeenCalledWith({
      firstName: 'مریم',
      lastName: 'احمدی',
      phone: '+989121234567',
      reagentCode: '123ab',
      shortLinkRefId: undefined,
    });
    expect(dispatch).not.toHaveBeenCalled();
  });

  it('sends a rate limit to the error modal, not under a field', async () => {
    register.mockReturnValue(
      refused(429, 'TOO_MANY_REQUESTS', 'تعداد درخواست‌ها بیش از حد مجاز است. لطفا کمی بعد دوباره تلاش کنید.'),
    );
    const user = userEvent.setup();
    render(<RegisterModal modalId={1} onClose={vi.fn()} />);
    await fill(user, { first: 'مریم', last: 'احمدی', phone: '09121234567' });
    await user.click(screen.getByTestId('register-submit'));
    await waitFor(() =>
      expect(dispatch).toHaveBeenCalledWith(
        expect.objectContaining({ payload: expect.objectContaining({ type: 'error' }) }),
      ),
    );
    expect(document.querySelectorAll('[aria-invalid="true"]')).toHaveLength(0);
  });

  it('moves on to the SMS code once the server accepts the form', async () => {
    register.mockReturnValue(answer({ verifyToken: 'x'.repeat(32) }));
    const user = userEvent.setup();
    render(<RegisterModal modalId={1} onClose={vi.fn()} shortLinkRefId="abc" />);
    expect(screen.getByTestId('register-submit')).toHaveProperty('disabled', true);
    await fill(user, { first: 'مریم', last: 'احمدی', phone: '09121234567' });
    await user.click(screen.getByTestId('register-submit'));
    await waitFor(() => expect(screen.queryByTestId('register-form')).toBeNull());
    expect(register).toHaveBeenCalledWith({
      firstName: 'مریم',
      lastName: 'احمدی',
      phone: '+989121234567',
      reagentCode: undefined,
      shortLinkRefId: 'abc',
    });
  });
});

// @vitest-environment jsdom
import { cleanup, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

// Issue 16: the profile edit form on the form kit: errors under their fields with aria-invalid, focus on the first.
const save = vi.fn();
const dispatch = vi.fn();
const profile = {
  user: {
    _id: 'u1',
    firstName: 'Maryam',
    lastName: 'Ahmadi',
    moreDetail: { firstNameFa: 'مریم', lastNameFa: 'احمدی' },
    username: 'maryam',
    bio: '',
    gender: null,
    email: '',
    socialMedia: {},
    privacy: {},
    avatar: null,
  },
  tags: [],
};
vi.mock('next/router', () => ({ useRouter: () => ({ query: {}, push: vi.fn() }) }));
vi.mock('@/store', async (original) => ({
  ...(await original<object>()),
  useAppDispatch: () => dispatch,
  useAppSelector: () => ({ state: 'user' }),
}));
vi.mock('@/store/api/profile', () => ({
  profileApi: { util: { upsertQueryData: vi.fn() } },
  useMyProfileQuery: () => ({ data: profile, isLoading: false, isError: false, refetch: vi.fn() }),
  useEditProfileMutation: () => [save, { isLoading: false }],
  useRemoveAvatarMutation: () => [vi.fn(), { isLoading: false }],
}));
vi.mock('@/store/api/tag', () => ({
  useTagListQuery: () => ({ data: { tags: [] }, isLoading: false, isError: false }),
}));

const { default: ProfileEditForm } = await import('@/components/profile/ProfileEditForm');

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
  save.mockReset();
  dispatch.mockReset();
});
afterEach(cleanup);

describe('ProfileEditForm', () => {
  it('shows the errors under their fields, marks them invalid, focuses the first on screen and saves nothing', async () => {
    const user = userEvent.setup();
    render(<ProfileEditForm />);
    const first = screen.getByTestId('pe-first');
    const email = screen.getByLabelText('ایمیل');
    await user.clear(first);
    await user.type(email, 'not-an-email');
    await user.click(screen.getByTestId('pe-save'));
    await waitFor(() => expect(errorOf(first)).toBe('لطفا نام خود را وارد کنید.'));
    expect(first.getAttribute('aria-invalid')).toBe('true');
    expect(errorOf(email)).toBe('ایمیل وارد شده معتبر نیست.');
    expect(email.getAttribute('aria-invalid')).toBe('true');
    await waitFor(() => expect(document.activeElement).toBe(first));
    expect(save).not.toHaveBeenCalled();
  });

  it("puts the server's refusal under its field (a username taken) and focuses it", async () => {
    save.mockReturnValue({
      unwrap: () =>
        Promise.reject({
          status: 400,
          data: {
            error: {
              code: 'BAD_INPUT',
              message: 'این نام کاربری قبلا گرفته شده است.',
              issues: [{ path: 'username', message: 'این نام کاربری قبلا گرفته شده است.' }],
            },
          },
        }),
    });
    const user = userEvent.setup();
    render(<ProfileEditForm />);
    await user.click(screen.getByTestId('pe-save'));
    const username = screen.getByTestId('pe-username');
    await waitFor(() => expect(errorOf(username)).toBe('این نام کاربری قبلا گرفته شده است.'));
    expect(username.getAttribute('aria-invalid')).toBe('true');
    await waitFor(() => expect(document.activeElement).toBe(username));
    expect(screen.queryByTestId('pe-error')).toBeNull();
  });

  it('shows the social fields with Persian hints, no Latin placeholders', () => {
    render(<ProfileEditForm />);
    const placeholders = [...document.querySelectorAll('input')]
      .map((i) => i.getAttribute('placeholder'))
      .filter(Boolean) as string[];
    expect(placeholders.filter((p) => /[A-Za-z]/.test(p))).toEqual([]);
    expect(screen.getByLabelText('اینستاگرام').getAttribute('aria-describedby')).toBeTruthy();
  });
});

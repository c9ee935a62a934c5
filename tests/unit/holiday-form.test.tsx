// @vitest-environment jsdom
import { cleanup, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';

const act = vi.fn();
const push = vi.fn();
vi.mock('next/router', () => ({ useRouter: () => ({ push }) }));
vi.mock('@/store', () => ({ useAppDispatch: () => vi.fn() }));
vi.mock('@/store/api/menu', () => ({
  useProviderListQuery: () => ({ data: { providers: [{ _id: 'p1', name: 'کافه همکار میرداماد' }] } }),
}));
vi.mock('@/store/api/about-us', () => ({
  useAboutUsActionMutation: () => [act, { isLoading: false }],
  useAboutUsQuery: () => ({ data: undefined }),
}));
vi.mock('@/store/api/profile', () => ({
  useSearchPublicUsersQuery: () => ({ data: undefined }),
}));

const { AboutItemForm } = await import('@/components/panel/about-us/AboutItemForm');

afterEach(cleanup);

const errorOf = (el: HTMLElement) => document.getElementById(`${el.id}-error`)?.textContent ?? null;

describe('holiday form (about-us)', () => {
  it('asks for the day and the occasion in Persian, then sends the Jalali day as the Gregorian date', async () => {
    const user = userEvent.setup();
    act.mockReturnValue({ unwrap: () => Promise.resolve({}) });
    render(<AboutItemForm section="holidays" itemId={null} />);
    await user.click(screen.getByRole('button', { name: 'افزودن' }));
    const day = screen.getByLabelText(/^تاریخ/);
    await waitFor(() => expect(errorOf(day)).toBe('تاریخ را وارد کنید.'));
    expect(day.getAttribute('aria-invalid')).toBe('true');
    await waitFor(() => expect(document.activeElement).toBe(day));
    expect(errorOf(screen.getByLabelText(/^مناسبت/))).toBe('مناسبت را وارد کنید.');
    expect(act).not.toHaveBeenCalled();

    await user.type(day, '۱۴۰۵/۰۱/۱۳');
    await user.type(screen.getByLabelText(/^مناسبت/), 'سیزده‌بدر');
    await user.selectOptions(screen.getByLabelText('شعبه'), 'p1');
    await user.click(screen.getByRole('button', { name: 'افزودن' }));
    await waitFor(() => expect(act).toHaveBeenCalledTimes(1));
    expect(act.mock.calls[0][0]).toEqual({
      section: 'holidays',
      action: 'add',
      data: {
        date: '2026-04-02',
        occasion: 'سیزده‌بدر',
        providerId: 'p1',
        closed: false,
        openingTime: '',
        closingTime: '',
      },
    });
    await waitFor(() => expect(push).toHaveBeenCalledWith('/panel/aboutUs/holidays'));
  });

  it('refuses a day that does not exist', async () => {
    const user = userEvent.setup();
    render(<AboutItemForm section="holidays" itemId={null} />);
    const day = screen.getByLabelText(/^تاریخ/);
    await user.type(day, '۱۴۰۴/۱۲/۳۰');
    await user.type(screen.getByLabelText(/^مناسبت/), 'x');
    await user.click(screen.getByRole('button', { name: 'افزودن' }));
    await waitFor(() => expect(errorOf(day)).toBe('تاریخ وارد شده معتبر نیست.'));
  });
});

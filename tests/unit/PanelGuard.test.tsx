// @vitest-environment jsdom
import { afterEach, describe, expect, it } from 'vitest';
import { cleanup, render, screen } from '@testing-library/react';
import { Provider } from 'react-redux';
import PanelGuard from '@/components/panel/PanelGuard';
import { ERRORS } from '@/lib/messages';
import type { AccessLevel } from '@/lib/permissions';
import { makeStore } from '@/store';
import type { AuthUser } from '@/store/slices/authSlice';
import { authUser } from './auth-user';

const BRANCH = 'branch-1';

function user(accessLevel: AccessLevel, staff: AuthUser['staff'] = []): AuthUser {
  return authUser({ accessLevel, staff });
}

function guard(u: AuthUser | null, props: Partial<Parameters<typeof PanelGuard>[0]>) {
  const store = makeStore({
    auth: { state: u ? 'user' : 'guest', user: u, status: null, userLevelName: null, discountBaseUserLevel: 0 },
  });
  return render(
    <Provider store={store}>
      <PanelGuard title="آزمایش" {...props}>
        {(me) => <p>{`صفحه برای ${me.firstName}`}</p>}
      </PanelGuard>
    </Provider>,
  );
}

afterEach(cleanup);

describe('PanelGuard', () => {
  it('a global flag: the page for a user who has it, the forbidden text for one who does not', () => {
    guard(user({ blog: true }), { flag: 'blog' });
    expect(screen.getByText('صفحه برای سارا')).toBeTruthy();
    cleanup();
    guard(user({ blog: true }), { flag: 'support' });
    expect(screen.getByRole('alert').textContent).toBe(ERRORS.FORBIDDEN.fa);
    expect(screen.queryByText('صفحه برای سارا')).toBeNull();
    cleanup();
    // A customer (no flag, no branch role) is told the panel is not for them.
    guard(user({}), { flag: 'support' });
    expect(screen.getByRole('alert').textContent).toBe('شما به پنل دسترسی ندارید.');
  });

  it('a branch flag: a branch admin passes at their branch only; a global flag alone is not a branch role', () => {
    const admin = user({}, [{ providerId: BRANCH, providerName: 'میرداماد', role: 'admin', accessLevel: {} }]);
    guard(admin, { flag: 'vouchers', providerId: BRANCH });
    expect(screen.getByText('صفحه برای سارا')).toBeTruthy();
    cleanup();
    guard(admin, { flag: 'vouchers', providerId: 'branch-2' });
    expect(screen.getByRole('alert').textContent).toBe(ERRORS.FORBIDDEN.fa);
    cleanup();
    // A barista has orders and shifts at their branch, not vouchers, and no global flag.
    guard(user({}, [{ providerId: BRANCH, providerName: 'میرداماد', role: 'barista', accessLevel: {} }]), {
      flag: 'vouchers',
    });
    expect(screen.getByRole('alert').textContent).toBe(ERRORS.FORBIDDEN.fa);
  });

  it('a guest is asked to log in; a nav is shown above the page when given', () => {
    guard(null, { flag: 'blog' });
    expect(screen.getByText('برای ورود به پنل وارد شوید')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'ورود' })).toBeTruthy();
    cleanup();
    guard(user({ faq: true }), {
      flag: 'faq',
      nav: ({ user: me }) => <nav aria-label="پنل محتوا">{me.firstName}</nav>,
    });
    expect(screen.getByRole('navigation', { name: 'پنل محتوا' }).textContent).toBe('سارا');
  });
});

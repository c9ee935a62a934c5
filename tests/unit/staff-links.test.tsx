// @vitest-environment jsdom
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import { Provider } from 'react-redux';
import Header from '@/components/layout/Header';
import { hiddenEnds } from '@/components/ui/ScrollRow';
import type { AccessLevel } from '@/lib/permissions';
import { makeStore } from '@/store';
import type { AuthUser } from '@/store/slices/authSlice';
import { authUser } from './auth-user';

vi.mock('next/router', () => ({
  useRouter: () => ({ pathname: '/', query: {}, asPath: '/', events: { on: vi.fn(), off: vi.fn() } }),
}));

beforeAll(() => {
  // jsdom has no media queries; the header asks whether it is on a phone.
  window.matchMedia ??= ((query: string) => ({
    matches: true,
    media: query,
    addEventListener() {},
    removeEventListener() {},
  })) as unknown as typeof window.matchMedia;
});
afterEach(cleanup);

function person(
  userType: AuthUser['userType'],
  accessLevel: AccessLevel = {},
  staff: AuthUser['staff'] = [],
): AuthUser {
  return authUser({ userType, accessLevel, staff });
}

const branch = (role: 'admin' | 'barista'): AuthUser['staff'] => [
  { providerId: 'p1', providerName: 'میرداماد', role, accessLevel: {} },
];

function header(user: AuthUser) {
  const store = makeStore({
    auth: { state: 'user', user, status: 'loginVerified', userLevelName: null, discountBaseUserLevel: 0 },
  });
  return render(
    <Provider store={store}>
      <Header />
    </Provider>,
  );
}

/** The header's ways into the panel, by their visible names and where they go. */
async function staffLinks(): Promise<Record<string, string | null>> {
  const bar = screen.getByTestId('header-auth');
  // The signed-in corner's code loads once the session is known (HeaderUser, through clientPart).
  await within(bar).findByTestId('header-greeting');
  return Object.fromEntries(
    within(bar)
      .queryAllByRole('link')
      .filter((a) => a.getAttribute('href') !== '/profile')
      .map((a) => [a.textContent, a.getAttribute('href')]),
  );
}

describe('the header takes staff to their panel (issue 21 D01, D02)', () => {
  it.each([
    ['a customer', person('user'), {}],
    ['a barista', person('user', {}, branch('barista')), { پنل: '/panel' }],
    ['a branch admin', person('user', {}, branch('admin')), { پنل: '/panel' }],
    ['a general admin with the users flag', person('user', { users: true }), { پنل: '/panel' }],
    ['a support agent', person('user', { support: true }), { پنل: '/panel', 'میز پشتیبانی': '/panel/ticket' }],
    ['a super admin', person('superAdmin'), { پنل: '/panel', 'میز پشتیبانی': '/panel/ticket' }],
  ])('%s', async (_who, user, links) => {
    header(user);
    expect(await staffLinks()).toEqual(links);
  });

  it('a flag turned off is not a role: a user whose map holds only false flags gets no «پنل»', async () => {
    header(person('user', { users: false, support: false }));
    expect(await staffLinks()).toEqual({});
  });

  it("the home's slide menu lists them first for a support agent, and nothing extra for a customer", async () => {
    header(person('user', { support: true }));
    fireEvent.click(screen.getByRole('button', { name: 'منوی اصلی' }));
    // The slide menu's code loads after hydration (clientPart, components/layout/lazy.tsx), so it appears a moment later.
    const menu = await screen.findByRole('dialog', { name: 'منوی اصلی' });
    const names = within(menu)
      .getAllByRole('link')
      .map((a) => a.textContent);
    expect(names.slice(0, 2)).toEqual(['پنل', 'میز پشتیبانی']);
    cleanup();
    header(person('user'));
    fireEvent.click(screen.getByRole('button', { name: 'منوی اصلی' }));
    const plain = within(await screen.findByRole('dialog', { name: 'منوی اصلی' }))
      .getAllByRole('link')
      .map((a) => a.textContent);
    expect(plain).not.toContain('پنل');
    expect(plain).not.toContain('میز پشتیبانی');
  });
});

describe('a scrolling row tells which ends hide entries (issue 21 D17, D31)', () => {
  it('nothing to scroll: no cue', () => {
    expect(hiddenEnds(0, 300, 300)).toEqual({ start: false, end: false });
  });
  it('at the start of an RTL row: more at the end only; in the middle: both; at the end: the start only', () => {
    expect(hiddenEnds(0, 900, 390)).toEqual({ start: false, end: true });
    expect(hiddenEnds(-200, 900, 390)).toEqual({ start: true, end: true });
    expect(hiddenEnds(-510, 900, 390)).toEqual({ start: true, end: false });
  });
});

// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, render, screen } from '@testing-library/react';
import { Provider } from 'react-redux';
import BranchPanelPage from '@/components/panel/BranchPanelPage';
import { ERRORS } from '@/lib/messages';
import { makeStore } from '@/store';
import type { AuthUser } from '@/store/slices/authSlice';
import { authUser } from './auth-user';

const router = { query: { providerId: 'branch-1' } as Record<string, string | undefined> };
vi.mock('next/router', () => ({ useRouter: () => router }));
// The branch's name, as the provider query gives it once loaded.
vi.mock('@/store/api/menu', () => ({
  useProviderQuery: (id: string, o: { skip?: boolean }) => ({
    data: o.skip ? undefined : { provider: { _id: id, name: 'میرداماد' } },
  }),
}));
const titles: (string | null | undefined)[] = [];
vi.mock('@/lib/client/usePageTitle', () => ({ usePageTitle: (t: string | null | undefined) => void titles.push(t) }));
vi.mock('@/components/panel/BranchNav', () => ({ default: () => <nav aria-label="شعبه" /> }));

const admin = authUser({
  accessLevel: {},
  staff: [{ providerId: 'branch-1', providerName: 'میرداماد', role: 'admin', accessLevel: {} }],
});

function page(u: AuthUser, props: Partial<Parameters<typeof BranchPanelPage>[0]> = {}) {
  const store = makeStore({
    auth: { state: 'user', user: u, status: null, userLevelName: null, discountBaseUserLevel: 0 },
  });
  return render(
    <Provider store={store}>
      <BranchPanelPage flag="vouchers" title="کدهای تخفیف" {...props}>
        {({ providerId, user, name }) => <p>{`${providerId} ${user.firstName} ${name}`}</p>}
      </BranchPanelPage>
    </Provider>,
  );
}

afterEach(() => {
  cleanup();
  router.query = { providerId: 'branch-1' };
});

describe('BranchPanelPage', () => {
  it('gives the content the branch from the address, the staff member and the branch name, under a heading and the nav', () => {
    page(admin);
    expect(screen.getByText('branch-1 سارا میرداماد')).toBeTruthy();
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('کدهای تخفیف میرداماد');
    expect(screen.getByRole('navigation', { name: 'شعبه' })).toBeTruthy();
    expect(titles.at(-1)).toBe('کدهای تخفیف · میرداماد');
  });

  it('checks the flag at the branch of the address', () => {
    router.query = { providerId: 'branch-2' };
    page(admin);
    expect(screen.getByRole('alert').textContent).toBe(ERRORS.FORBIDDEN.fa);
    expect(screen.queryByRole('heading', { level: 1 })).toBeNull();
  });

  it('waits for the branch id, and for what else the page names', () => {
    router.query = {};
    page(admin);
    expect(screen.queryByText(/branch-1/)).toBeNull();
    cleanup();
    router.query = { providerId: 'branch-1' };
    page(admin, { waiting: true });
    expect(screen.queryByText(/branch-1/)).toBeNull();
  });

  it("frame 'none' gives the content alone; without the name the title stays plain and nav can be left out", () => {
    page(admin, { frame: 'none', named: false, nav: false });
    expect(screen.getByText('branch-1 سارا undefined')).toBeTruthy();
    expect(screen.queryByRole('heading', { level: 1 })).toBeNull();
    expect(screen.queryByRole('navigation')).toBeNull();
    expect(titles.at(-1)).toBe('کدهای تخفیف');
  });
});

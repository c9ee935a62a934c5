// @vitest-environment jsdom
import { cleanup, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Provider } from 'react-redux';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ACCESS_FLAGS, BRANCH_FLAGS } from '@/lib/permissions';
import type { StaffView } from '@/lib/contracts/staff';
import { makeStore } from '@/store';
import type { AuthUser } from '@/store/slices/authSlice';

/**
 * Issue 21 (leftover of D15): editing an existing branch admin's flags offers the flags that act at a
 * branch, as the add form does; a general admin's editor keeps every flag.
 */
const admin: StaffView = {
  _id: 'u2',
  providerId: 'p1',
  providerName: 'میرداماد',
  role: 'admin',
  phone: '+989121330055',
  firstName: 'نگار',
  lastName: 'کاظمی',
  accessLevel: { menu: false },
  createdAt: '2026-01-01T08:00:00.000Z',
};
const done = { data: undefined, isLoading: false, isFetching: false, error: undefined, refetch: vi.fn() };
vi.mock('@/store/api/staff', () => ({
  useAdminsQuery: () => ({
    ...done,
    data: { admins: [{ ...admin, userType: 'user', accessLevel: { blog: true } }], total: 1 },
  }),
  useBranchStaffQuery: () => ({ ...done, data: [admin] }),
  useEditAdminMutation: () => [vi.fn(), {}],
  useEditStaffMutation: () => [vi.fn(), {}],
  useRemoveAdminMutation: () => [vi.fn(), {}],
  useRemoveStaffMutation: () => [vi.fn(), {}],
}));

const { default: StaffTable } = await import('@/components/panel/staff/StaffTable');

const superAdmin = { _id: 'u0', userType: 'superAdmin', accessLevel: {}, staff: [] } as unknown as AuthUser;

async function openEditor(kind: 'admin' | 'general') {
  render(
    <Provider store={makeStore()}>
      <StaffTable kind={kind} user={superAdmin} providerId={kind === 'admin' ? 'p1' : undefined} caption="ادمین‌ها" />
    </Provider>,
  );
  await userEvent.setup().click(screen.getAllByTestId('edit-flags')[0]);
  return within(screen.getByTestId('flags-editor')).getAllByRole('checkbox') as HTMLInputElement[];
}

afterEach(cleanup);

describe('the flags editor', () => {
  it("a branch admin's editor lists the branch flags only, on unless switched off", async () => {
    const boxes = await openEditor('admin');
    expect(boxes.map((b) => b.dataset.flag)).toEqual([...BRANCH_FLAGS]);
    expect(boxes.filter((b) => !b.checked).map((b) => b.dataset.flag)).toEqual(['menu']);
  });

  it("a general admin's editor lists every flag", async () => {
    const boxes = await openEditor('general');
    expect(boxes.map((b) => b.dataset.flag)).toEqual([...ACCESS_FLAGS]);
  });
});

// @vitest-environment jsdom
import { cleanup, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ACCESS_FLAGS, BRANCH_FLAGS } from '@/lib/permissions';
import { BRANCH_TOOLS } from '@/lib/panel-nav';
import type { AuthUser } from '@/store/slices/authSlice';

/** Issue 21 D15: «افزودن ادمین شعبه» offers only the flags that act at a branch, none ticked. */
const addStaff = vi.fn();
vi.mock('@/store/api/staff', () => ({
  useAddAdminMutation: () => [vi.fn(), {}],
  useAddStaffMutation: () => [addStaff, {}],
}));

const { default: StaffAddForm } = await import('@/components/panel/staff/StaffAddForm');

afterEach(cleanup);

const superAdmin = { _id: 'u0', userType: 'superAdmin', accessLevel: {}, staff: [] } as unknown as AuthUser;

describe('the branch admin form', () => {
  it('offers the branch flags only, none ticked; the map sent says every flag, on only where ticked', async () => {
    addStaff.mockReturnValue({ unwrap: () => Promise.resolve({ staff: { firstName: 'نگار', lastName: '' } }) });
    const user = userEvent.setup();
    render(<StaffAddForm kind="admin" user={superAdmin} providerId="p1" />);
    const boxes = within(screen.getByTestId('add-admin-flags')).getAllByRole('checkbox') as HTMLInputElement[];
    expect(boxes.map((b) => b.dataset.flag)).toEqual([...BRANCH_FLAGS]);
    expect(boxes.filter((b) => b.checked)).toEqual([]);
    expect(screen.queryByLabelText('بلاگ')).toBeNull();
    expect(screen.queryByLabelText('حساب‌های بانکی')).toBeNull();

    await user.type(screen.getByTestId('admin-phone'), '09121330055');
    await user.click(screen.getByLabelText('منو'));
    await user.click(screen.getByTestId('admin-submit'));
    expect(addStaff).toHaveBeenCalledTimes(1);
    const sent = addStaff.mock.calls[0][0].accessLevel as Record<string, boolean>;
    expect(Object.keys(sent).sort()).toEqual([...ACCESS_FLAGS].sort());
    expect(Object.entries(sent).filter(([, on]) => on)).toEqual([['menu', true]]);
  });

  it('every branch tool is guarded by a flag the form offers', () => {
    for (const t of BRANCH_TOOLS) expect(BRANCH_FLAGS).toContain(t.flag);
  });
});

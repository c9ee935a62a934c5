// @vitest-environment jsdom
import { cleanup, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';

const upload = vi.fn();
vi.mock('@/api-client/upload', () => ({ uploadWithProgress: (...a: unknown[]) => upload(...a) }));
vi.mock('@/store', () => ({ useAppDispatch: () => vi.fn() }));
vi.mock('@/store/api/users', () => ({
  usersApi: { util: { invalidateTags: vi.fn() } },
  userFilterParams: vi.fn(),
  useAdminUsersQuery: vi.fn(),
}));
vi.mock('@/components/panel/users/UserList', () => ({
  EMPTY_FILTERS: {},
  UserFilterFields: () => null,
  useAppliedFilters: vi.fn(),
}));

const { ImportCard } = await import('@/components/panel/users/UsersExcel');

afterEach(() => {
  cleanup();
  upload.mockReset();
});

describe('the users Excel import form (form kit)', () => {
  it('asks for a file in Persian and sends nothing', async () => {
    render(<ImportCard />);
    await userEvent.setup().click(screen.getByTestId('excel-import'));
    await waitFor(() => expect(screen.getByRole('alert').textContent).toBe('فایل اکسل را انتخاب کنید.'));
    expect(screen.getByTestId('excel-file').getAttribute('aria-invalid')).toBe('true');
    expect(upload).not.toHaveBeenCalled();
  });

  it('refuses a file that is not .xlsx in Persian and sends nothing', async () => {
    const user = userEvent.setup({ applyAccept: false });
    render(<ImportCard />);
    await user.upload(screen.getByTestId('excel-file'), new File(['a,b'], 'users.csv', { type: 'text/csv' }));
    await user.click(screen.getByTestId('excel-import'));
    await waitFor(() =>
      expect(screen.getByRole('alert').textContent).toBe('فقط فایل اکسل با پسوند xlsx پذیرفته می‌شود.'),
    );
    expect(upload).not.toHaveBeenCalled();
  });

  it('uploads a chosen .xlsx and reports the rows', async () => {
    upload.mockResolvedValue({ registered: 2, rows: 2, failed: [] });
    const user = userEvent.setup();
    render(<ImportCard />);
    const xlsx = new File(['x'], 'users.xlsx');
    await user.upload(screen.getByTestId('excel-file'), xlsx);
    await user.click(screen.getByTestId('excel-import'));
    await screen.findByTestId('excel-result');
    expect(upload).toHaveBeenCalledWith('/v1/user/excel/register', 'file', xlsx, expect.any(Object));
  });
});

// @vitest-environment jsdom
import { cleanup, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';

const save = vi.fn();
vi.mock('@/store/api/menu', () => ({
  useMenuListQuery: () => ({
    data: {
      menuList: [
        {
          _id: 'c1',
          title: 'نوشیدنی گرم',
          items: [
            { _id: 'i1', title: 'لاته', price: 120000, reductionPrice: 0 },
            { _id: 'i2', title: 'اسپرسو', price: 90000, reductionPrice: 0 },
          ],
        },
      ],
    },
  }),
}));
vi.mock('@/store/api/bundle', () => ({ useSaveBundleMutation: () => [save, { isLoading: false }] }));

const { default: BundleForm } = await import('@/components/panel/bundle/BundleForm');

afterEach(cleanup);

describe('BundleForm', () => {
  it('needs a part, sends counts typed in Persian digits as items, and shows a server issue on a part under the parts', async () => {
    const user = userEvent.setup();
    const onDone = vi.fn();
    render(<BundleForm providerId="p1" onDone={onDone} />);
    await user.type(screen.getByLabelText('عنوان'), 'صبحانه دو نفره');
    await user.type(screen.getByLabelText('قیمت بسته (تومان)'), '۲۰۰٬۰۰۰');
    await user.click(screen.getByRole('button', { name: 'ساخت بسته' }));
    expect(await screen.findByText('حداقل یک آیتم به بسته اضافه کنید.')).toBeTruthy();
    expect(save).not.toHaveBeenCalled();

    await user.type(screen.getByLabelText('تعداد لاته'), '۲');
    expect(screen.getByText('قیمت اقلام به‌تنهایی: ۲۴۰٬۰۰۰ تومان')).toBeTruthy();
    save.mockReturnValueOnce({
      unwrap: () =>
        Promise.reject({
          status: 400,
          data: {
            error: {
              code: 'BAD_INPUT',
              message: 'تعداد باید حداقل ۱ باشد.',
              issues: [{ path: 'items.0.count', message: 'تعداد باید حداقل ۱ باشد.' }],
            },
          },
        }),
    });
    await user.click(screen.getByRole('button', { name: 'ساخت بسته' }));
    await waitFor(() => expect(save).toHaveBeenCalledTimes(1));
    expect(save.mock.calls[0][0]).toMatchObject({
      providerId: 'p1',
      title: 'صبحانه دو نفره',
      price: 200000,
      validDays: 30,
      items: [{ _id: 'i1', count: 2 }],
      active: true,
    });
    expect(await screen.findByText('تعداد باید حداقل ۱ باشد.')).toBeTruthy();
    expect(screen.getByLabelText('تعداد لاته').getAttribute('aria-invalid')).toBe('true');
    expect(screen.queryByRole('alert')).toBeNull();
    expect(onDone).not.toHaveBeenCalled();
  });
});

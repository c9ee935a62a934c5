// @vitest-environment jsdom
import { cleanup, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';

/** Issue 23: the one item form, for a workspace item, shows and sends the workspace fields. */
const add = vi.fn();
const categories = [{ _id: 'c1', providerId: 'p1', title: 'فضای کار', active: true, items: [] }];

vi.mock('@/store', async (importOriginal) => ({
  ...(await importOriginal<typeof import('@/store')>()),
  useAppDispatch: () => vi.fn(),
}));
vi.mock('@/store/api/space', () => ({
  spaceApi: { util: { invalidateTags: vi.fn() } },
  useAddSpaceItemMutation: () => [add, {}],
  useEditSpaceItemMutation: () => [vi.fn(), {}],
  useRemoveSpaceImageMutation: () => [vi.fn(), {}],
}));
vi.mock('@/store/api/menu', () => ({
  useSaveItemMutation: () => [vi.fn(), {}],
  useIngredientsQuery: () => ({ data: { ingredients: [], total: 0, lowCount: 0 }, isLoading: false }),
}));

const { default: ItemForm } = await import('@/components/panel/menu/ItemForm');

afterEach(cleanup);
Element.prototype.scrollIntoView = vi.fn();

describe('the item form for a workspace item', () => {
  it('asks a pool for its daily capacity, offers an hourly room its hours, and sends the workspace fields', async () => {
    add.mockReturnValue({ unwrap: () => Promise.resolve({ item: { _id: 'i1', title: 'اتاق جلسه' } }) });
    const onDone = vi.fn();
    const user = userEvent.setup();
    render(<ItemForm kind="space" providerId="p1" categories={categories} item={null} onDone={onDone} />);
    expect(screen.queryByTestId('item-stock')).toBeNull();
    await user.type(screen.getByTestId('item-title'), 'اتاق جلسه');
    await user.type(screen.getByTestId('item-price'), '۴۵۰۰۰۰');
    await user.click(screen.getByTestId('item-save'));
    expect(await screen.findByText('ظرفیت روزانه را وارد کنید.')).toBeTruthy();
    expect(add).not.toHaveBeenCalled();

    await user.selectOptions(screen.getByTestId('si-type'), 'resource');
    await user.selectOptions(screen.getByTestId('si-open'), '9');
    await user.selectOptions(screen.getByTestId('si-close'), '18');
    await user.type(screen.getByTestId('si-capacity'), '6');
    await user.click(screen.getByTestId('item-save'));
    await vi.waitFor(() => expect(onDone).toHaveBeenCalled());
    expect(add).toHaveBeenCalledWith(
      expect.objectContaining({
        providerId: 'p1',
        categoryId: 'c1',
        title: 'اتاق جلسه',
        price: 450000,
        spaceType: 'resource',
        capacity: 6,
        openingHour: 9,
        closingHour: 18,
      }),
    );
  });
});

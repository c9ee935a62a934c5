// @vitest-environment jsdom
import { cleanup, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';

/** Issue 21 D24: adding an item says so. */
const save = vi.fn();
const ready = (data: unknown) => ({ data, isLoading: false, isFetching: false, refetch: vi.fn() });
const categories = {
  categories: [{ _id: 'c1', providerId: 'p1', title: 'قهوه', kind: 'cafe', index: 0, active: true }],
};

vi.mock('@/store', async (importOriginal) => ({
  ...(await importOriginal<typeof import('@/store')>()),
  useAppDispatch: () => vi.fn(),
}));
vi.mock('@/store/api/menu', () => ({
  usePanelItemsQuery: () => ready({ items: [], total: 0 }),
  usePanelCategoriesQuery: () => ready(categories),
  useItemStatusMutation: () => [vi.fn(), {}],
  useRemoveItemMutation: () => [vi.fn(), {}],
  useSortItemsMutation: () => [vi.fn(), { isLoading: false }],
  useItemBonusMutation: () => [vi.fn(), {}],
  useSaveItemMutation: () => [save, {}],
  useIngredientsQuery: () => ready({ ingredients: [], total: 0, lowCount: 0 }),
}));

const { default: ItemsAdmin } = await import('@/components/panel/menu/ItemsAdmin');

afterEach(cleanup);
Element.prototype.scrollIntoView = vi.fn();

describe('the items admin', () => {
  it('after adding an item, says it was added', async () => {
    save.mockReturnValue({ unwrap: () => Promise.resolve({ item: { _id: 'i1', title: 'موکا' } }) });
    const user = userEvent.setup();
    render(<ItemsAdmin providerId="p1" canEdit />);
    await user.click(screen.getByTestId('new-item'));
    await user.type(screen.getByTestId('item-title'), 'موکا');
    await user.type(screen.getByLabelText(/^قیمت/), '90000');
    await user.click(screen.getByTestId('item-save'));
    const saved = await screen.findByRole('status');
    expect(saved.textContent).toBe('آیتم «موکا» به منو افزوده شد.');
    expect(screen.queryByTestId('item-form')).toBeNull();
  });
});

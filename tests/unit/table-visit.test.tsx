// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { act, cleanup, render, screen } from '@testing-library/react';
import { Provider } from 'react-redux';
import MenuPage, { type MenuPageProps } from '@/components/menu/MenuPage';
import ItemCard from '@/components/menu/ItemCard';
import { makeStore } from '@/store';
import {
  addItem,
  cartSlice,
  clearCart,
  hydrate,
  selectTable,
  setTable,
  TABLE_VISIT_MS,
} from '@/store/slices/cartSlice';

vi.mock('next/router', () => ({
  useRouter: () => ({ asPath: '/menu/p1', push: vi.fn(), replace: vi.fn(), events: { on: vi.fn(), off: vi.fn() } }),
}));

afterEach(() => {
  cleanup();
  vi.useRealTimers();
});

const latte = {
  orderId: 'latte',
  orderName: 'لاته',
  orderPrice: 98_000,
  hasMembershipDiscount: false,
  providerId: 'p1',
  cover: null,
};

describe('D07: the table of a visit', () => {
  it('stays with the branch after an order (clearCart), so the next round is to the same table', () => {
    const store = makeStore();
    store.dispatch(hydrate({ saved: null, now: Date.now() }));
    store.dispatch(setTable({ providerId: 'p1', tableId: 't5', tableNumber: 5 }));
    store.dispatch(addItem(latte));
    store.dispatch(clearCart('p1'));
    const cart = store.getState().cart.byProvider.p1;
    expect(cart.lines).toEqual([]);
    expect(selectTable(store.getState(), 'p1')).toEqual({ tableId: 't5', tableNumber: 5 });
    expect(cart.orderType).toBe('inHall');
  });

  it('an empty cart without a table is still removed', () => {
    const store = makeStore();
    store.dispatch(addItem(latte));
    store.dispatch(clearCart('p1'));
    expect(store.getState().cart.byProvider.p1).toBeUndefined();
  });

  it('is forgotten when the visit is over: after TABLE_VISIT_MS, on reading the saved cart back and on clearCart', () => {
    const seatedAt = Date.now() - TABLE_VISIT_MS - 60_000;
    const saved = {
      byProvider: {
        p1: {
          lines: [{ ...latte, itemsCount: 1 }],
          orderType: 'inHall' as const,
          tableId: 't5',
          tableNumber: 5,
          tableAt: seatedAt,
          description: '',
          updatedAt: Date.now() - 1000,
        },
      },
    };
    const s = cartSlice.reducer(undefined, hydrate({ saved, now: Date.now() }));
    expect(s.byProvider.p1.tableId).toBeNull();
    expect(s.byProvider.p1.lines).toHaveLength(1);

    const old = cartSlice.reducer({ byProvider: saved.byProvider, hydrated: true }, clearCart('p1'));
    expect(old.byProvider.p1).toBeUndefined();
  });
});

const props: MenuPageProps = {
  provider: {
    _id: 'p1',
    name: 'میرداماد',
    address: 'تهران',
    openingTime: '08:00',
    closingTime: '22:00',
  } as MenuPageProps['provider'],
  categories: [],
  kind: 'cafe',
  hasCafe: true,
  hasSpace: false,
};

describe('D07: the menu says which table', () => {
  it('shows «میز ۵» for a scanned table at once, then seats the cart there once it is read back', () => {
    const store = makeStore();
    render(
      <Provider store={store}>
        <MenuPage {...props} Card={ItemCard} table={{ _id: 't5', number: 5 }} />
      </Provider>,
    );
    expect(screen.getByTestId('menu-table').textContent).toBe('میز ۵');
    act(() => {
      store.dispatch(hydrate({ saved: null, now: Date.now() }));
    });
    expect(selectTable(store.getState(), 'p1')).toEqual({ tableId: 't5', tableNumber: 5 });
    expect(screen.getByTestId('menu-table').textContent).toBe('میز ۵');
  });

  it('shows the table kept from this visit when the menu is opened again without a scan', () => {
    const store = makeStore();
    store.dispatch(hydrate({ saved: null, now: Date.now() }));
    store.dispatch(setTable({ providerId: 'p1', tableId: 't5', tableNumber: 5 }));
    store.dispatch(clearCart('p1'));
    render(
      <Provider store={store}>
        <MenuPage {...props} Card={ItemCard} table={null} />
      </Provider>,
    );
    expect(screen.getByTestId('menu-table').textContent).toBe('میز ۵');
  });
});

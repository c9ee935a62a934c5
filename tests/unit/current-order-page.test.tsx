// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { cleanup, render, screen } from '@testing-library/react';
import { Provider } from 'react-redux';
import type { AxiosAdapter, AxiosResponse, InternalAxiosRequestConfig } from 'axios';
import { http } from '@/api-client';
import { makeStore } from '@/store';
import { addItem, hydrate, setTable } from '@/store/slices/cartSlice';
import { authUser } from './auth-user';
import CurrentOrder from '@/pages/order';

vi.mock('next/router', () => ({
  useRouter: () => ({ asPath: '/order', query: {}, push: vi.fn(), replace: vi.fn(), isReady: true }),
}));

let orders: unknown[];
let restore: AxiosAdapter | undefined;
const ok = (config: InternalAxiosRequestConfig, data: unknown): AxiosResponse => ({
  data,
  status: 200,
  statusText: '',
  headers: {},
  config,
});

beforeEach(async () => {
  orders = [];
  const client = await http();
  restore = client.defaults.adapter as AxiosAdapter;
  client.defaults.adapter = async (config) => ok(config, { orders, total: orders.length });
});
afterEach(async () => {
  cleanup();
  (await http()).defaults.adapter = restore;
});

const me = authUser();
const signedIn = () =>
  makeStore({ auth: { state: 'user', user: me, status: null, userLevelName: null, discountBaseUserLevel: 0 } });
const order = (id: string, status: string) => ({
  _id: id,
  number: 3,
  providerId: 'p1',
  providerName: 'میرداماد',
  status,
  orderType: 'inHall',
  items: [{ _id: 'i', title: 'لاته', count: 1 }],
  totalPrice: 98_000,
  createdAt: '2026-11-25T10:00:00.000Z',
  gift: null,
});

describe('/order: the way back to the current order, never a dead end', () => {
  it('a guest is asked to sign in', () => {
    const store = makeStore({
      auth: { state: 'guest', user: null, status: null, userLevelName: null, discountBaseUserLevel: 0 },
    });
    store.dispatch(hydrate({ saved: null, now: Date.now() }));
    render(
      <Provider store={store}>
        <CurrentOrder />
      </Provider>,
    );
    expect(screen.getByTestId('login-prompt')).toBeTruthy();
  });

  it('signed in with nothing open: an empty state that leads to the menu', async () => {
    orders = [order('old', 'delivered')];
    const store = signedIn();
    store.dispatch(hydrate({ saved: null, now: Date.now() }));
    render(
      <Provider store={store}>
        <CurrentOrder />
      </Provider>,
    );
    const empty = await screen.findByTestId('order-empty');
    expect(empty.querySelector('a')?.getAttribute('href')).toBe('/menu');
  });

  it('lists the open cart (with its table) and only the orders still on their way', async () => {
    orders = [order('o2', 'preparing'), order('o1', 'delivered')];
    const store = signedIn();
    store.dispatch(hydrate({ saved: null, now: Date.now() }));
    store.dispatch(setTable({ providerId: 'p1', tableId: 't5', tableNumber: 5 }));
    store.dispatch(
      addItem({
        orderId: 'latte',
        orderName: 'لاته',
        orderPrice: 98_000,
        hasMembershipDiscount: false,
        providerId: 'p1',
        cover: null,
      }),
    );
    render(
      <Provider store={store}>
        <CurrentOrder />
      </Provider>,
    );
    const cart = screen.getByTestId('order-open-cart');
    expect(cart.getAttribute('href')).toBe('/orders/p1');
    expect(cart.textContent).toContain('میز ۵');
    const open = await screen.findByTestId('order-open-orders');
    const links = Array.from(open.querySelectorAll('a')).map((a) => a.getAttribute('href'));
    expect(links).toEqual(['/orderTracking/o2']);
  });
});

// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { Provider } from 'react-redux';
import type { AxiosAdapter, AxiosResponse, InternalAxiosRequestConfig } from 'axios';
import { http } from '@/api-client';
import { makeStore } from '@/store';
import { menuAdminApi } from '@/store/api/menu';
import MenuVouchers from '@/components/panel/menu/MenuVouchers';
import type { VoucherView } from '@/lib/contracts/voucher';

// Issue 21 "spec calls that no screen uses": the item/category voucher calls and the item bonus calls
// now have a place in the items and categories admin.

const voucher = (
  id: string,
  code: string,
  scope: VoucherView['scope'],
  extra: Partial<VoucherView> = {},
): VoucherView => ({
  _id: id,
  providerId: 'p1',
  code,
  title: '',
  type: 'percent',
  value: 10,
  maxDiscount: null,
  minOrderPrice: 0,
  startDate: null,
  endDate: null,
  totalLimit: null,
  perUserLimit: null,
  usedCount: 0,
  scope,
  categoryIds: [],
  itemIds: [],
  userIds: [],
  inactiveTargetIds: [],
  active: true,
  createdAt: '2026-11-25T10:00:00.000Z',
  ...extra,
});

let sent: { url: string; data: unknown }[];
let restore: AxiosAdapter | undefined;
const ok = (config: InternalAxiosRequestConfig, data: unknown): AxiosResponse => ({
  data,
  status: 200,
  statusText: '',
  headers: {},
  config,
});

beforeEach(async () => {
  sent = [];
  const client = await http();
  restore = client.defaults.adapter as AxiosAdapter;
  client.defaults.adapter = async (config) => {
    if (config.url?.startsWith('/v1/voucher/p1/list/')) {
      return ok(config, {
        vouchers: [
          voucher('v1', 'LATTE10', 'items'),
          voucher('v2', 'V60OFF', 'items', { itemIds: ['i1'] }),
          voucher('v3', 'CAT5', 'categories'),
          voucher('v4', 'ALL', 'provider'),
        ],
        total: 4,
      });
    }
    sent.push({ url: config.url!, data: typeof config.data === 'string' ? JSON.parse(config.data) : config.data });
    return ok(config, { voucher: voucher('x', 'X', 'items'), item: {} });
  };
});
afterEach(async () => {
  cleanup();
  (await http()).defaults.adapter = restore;
});

describe('item and category vouchers from the menu admin', () => {
  it('adds an item to an items voucher, and switches off one it is already in', async () => {
    render(
      <Provider store={makeStore()}>
        <MenuVouchers providerId="p1" kind="item" targetId="i1" targetTitle="قهوه دمی V60" onClose={() => undefined} />
      </Provider>,
    );
    const boxes = await screen.findAllByTestId('menu-voucher-toggle');
    // Only the items vouchers are offered; the branch-wide one is listed as already applying.
    expect(boxes).toHaveLength(2);
    expect(screen.getByTestId('menu-vouchers').textContent).toContain('برای همه منوی شعبه');
    expect((boxes[0] as HTMLInputElement).checked).toBe(false);
    expect((boxes[1] as HTMLInputElement).checked).toBe(true);
    fireEvent.click(boxes[0]);
    await waitFor(() =>
      expect(sent).toContainEqual({ url: '/v1/menu/item/voucher/add', data: { voucherId: 'v1', itemId: 'i1' } }),
    );
    fireEvent.click(boxes[1]);
    await waitFor(() =>
      expect(sent).toContainEqual({
        url: '/v1/menu/item/voucher/change/active',
        data: { voucherId: 'v2', itemId: 'i1', active: false },
      }),
    );
  });

  it('a category uses the category calls with menuCategoryId', async () => {
    render(
      <Provider store={makeStore()}>
        <MenuVouchers providerId="p1" kind="category" targetId="c1" targetTitle="قهوه" onClose={() => undefined} />
      </Provider>,
    );
    const boxes = await screen.findAllByTestId('menu-voucher-toggle');
    expect(boxes).toHaveLength(1);
    fireEvent.click(boxes[0]);
    await waitFor(() =>
      expect(sent).toContainEqual({
        url: '/v1/menu/category/voucher/add',
        data: { voucherId: 'v3', menuCategoryId: 'c1' },
      }),
    );
  });
});

describe('the club discount of an item (bonus calls)', () => {
  it('switches on with /bonus/add and off with /bonus/remove', async () => {
    const store = makeStore();
    await store.dispatch(menuAdminApi.endpoints.itemBonus.initiate({ providerId: 'p1', itemId: 'i1', on: true }));
    await store.dispatch(menuAdminApi.endpoints.itemBonus.initiate({ providerId: 'p1', itemId: 'i1', on: false }));
    expect(sent).toEqual([
      { url: '/v1/menu/item/bonus/add', data: { itemId: 'i1' } },
      { url: '/v1/menu/item/bonus/remove', data: { itemId: 'i1' } },
    ]);
  });
});

// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { AxiosAdapter, AxiosResponse, InternalAxiosRequestConfig } from 'axios';
import { http } from '@/api-client';
import { makeStore } from '@/store';
import { menuAdminApi } from '@/store/api/menu';
import type { PanelItemView } from '@/lib/contracts/menu/admin';

const item = (id: string, title: string): PanelItemView => ({
  _id: id,
  categoryId: 'c1',
  providerId: 'p1',
  title,
  description: '',
  cover: null,
  price: 50_000,
  reductionPrice: 0,
  available: true,
  active: true,
  status: 'active',
  visible: true,
  hasMembershipDiscount: false,
  kind: 'cafe',
  markedAvailable: true,
  stock: null,
  index: 0,
  categoryTitle: 'قهوه',
  ingredients: [],
  optionGroups: [],
});

let answer: (config: InternalAxiosRequestConfig) => Promise<AxiosResponse>;
let restore: AxiosAdapter | undefined;
const ok = (config: InternalAxiosRequestConfig, data: unknown): AxiosResponse => ({
  data,
  status: 200,
  statusText: '',
  headers: {},
  config,
});
const refuse = (config: InternalAxiosRequestConfig) =>
  Promise.reject(
    Object.assign(new Error('403'), {
      isAxiosError: true,
      config,
      response: {
        ...ok(config, { error: { code: 'FORBIDDEN', message: 'شما اجازه دسترسی به این بخش را ندارید.' } }),
        status: 403,
      },
    }),
  );

beforeEach(async () => {
  const client = await http();
  restore = client.defaults.adapter as AxiosAdapter;
  client.defaults.adapter = async (config) => {
    if (config.url === '/v1/menu/item/list/p1')
      return ok(config, { items: [item('a', 'لاته'), item('b', 'موکا'), item('c', 'اسپرسو')], total: 3 });
    return answer(config);
  };
});
afterEach(async () => {
  (await http()).defaults.adapter = restore;
});

async function loaded() {
  const store = makeStore();
  await store.dispatch(menuAdminApi.endpoints.panelItems.initiate('p1'));
  // The store type knows the base tags only (this file adds its own): read the cache through the endpoint.
  const items = () => menuAdminApi.endpoints.panelItems.select('p1')(store.getState() as never).data!.items;
  return { store, items };
}

describe("the menu panel's optimistic changes", () => {
  it('marks an item sold out at once and puts it back when the server refuses', async () => {
    const { store, items } = await loaded();
    let release!: () => void;
    answer = (config) => new Promise((_, reject) => (release = () => void refuse(config).catch(reject)));
    const sent = store.dispatch(
      menuAdminApi.endpoints.itemStatus.initiate({ providerId: 'p1', itemId: 'a', status: 'soldOut' }),
    );
    await Promise.resolve();
    expect(items().find((i) => i._id === 'a')).toMatchObject({ markedAvailable: false, available: false });
    release();
    await sent;
    expect(items().find((i) => i._id === 'a')).toMatchObject({ markedAvailable: true, available: true });
  });

  it("keeps the server's answer when the change is accepted", async () => {
    const { store, items } = await loaded();
    answer = async (config) => ok(config, { item: { ...item('b', 'موکا'), active: false, status: 'inactive' } });
    await store.dispatch(
      menuAdminApi.endpoints.itemStatus.initiate({ providerId: 'p1', itemId: 'b', status: 'inactive' }),
    );
    expect(items().find((i) => i._id === 'b')).toMatchObject({ active: false, status: 'inactive' });
  });

  it('reorders at once and goes back to the old order when the server refuses', async () => {
    const { store, items } = await loaded();
    let release!: () => void;
    answer = (config) => new Promise((_, reject) => (release = () => void refuse(config).catch(reject)));
    const sent = store.dispatch(
      menuAdminApi.endpoints.sortItems.initiate({ providerId: 'p1', categoryId: 'c1', itemIds: ['c', 'a', 'b'] }),
    );
    await Promise.resolve();
    expect(items().map((i) => i.title)).toEqual(['اسپرسو', 'لاته', 'موکا']);
    release();
    await sent;
    expect(items().map((i) => i.title)).toEqual(['لاته', 'موکا', 'اسپرسو']);
  });
});

import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import * as s from '@/server/db/schema';
import tables from '@/pages/api/v1/order/tables/[providerId]';
import submit from '@/pages/api/v1/order/submit';
import providerOrders from '@/pages/api/v1/order/list/[providerId]/[paging]';
import { call, itemsOf, login, providerByBranch, setupTestEnv, DEMO_PHONES, type TestEnv } from './harness';

let env: TestEnv;
let customer: string;
let barista: string;
let mirdamad: typeof s.providers.$inferSelect;
let iranshahr: typeof s.providers.$inferSelect;

beforeAll(async () => {
  env = await setupTestEnv();
  customer = await login(env, DEMO_PHONES.customer);
  barista = await login(env, DEMO_PHONES.mirdamadBarista);
  mirdamad = await providerByBranch('mirdamad');
  iranshahr = await providerByBranch('iranshahr');
});
afterAll(async () => env?.close());

describe('an order to a table says which table', () => {
  it("lists a branch's table numbers for the cart; an order to one carries its number to the board", async () => {
    const r = await call(tables, { query: { providerId: mirdamad.id } });
    expect(r.status).toBe(200);
    expect(r.body.tables.map((t: { number: number }) => t.number).slice(0, 3)).toEqual([1, 2, 3]);
    expect(Object.keys(r.body.tables[0]).sort()).toEqual(['_id', 'number']);
    const seven = r.body.tables.find((t: { number: number }) => t.number === 7);
    const latte = (await itemsOf(mirdamad.id)).find((i) => i.title === 'لاته')!;
    const o = await call(submit, {
      body: {
        providerId: mirdamad.id,
        items: [{ _id: latte.id, count: 1 }],
        paymentBy: 'pos',
        orderType: 'inHall',
        tableId: seven._id,
      },
      token: customer,
    });
    expect(o.status).toBe(200);
    expect(o.body.order).toMatchObject({ tableNumber: 7, orderType: 'inHall' });
    const board = await call(providerOrders, { query: { providerId: mirdamad.id, paging: '1-50' }, token: barista });
    expect(board.body.orders.find((x: { _id: string }) => x._id === o.body.orderId).tableNumber).toBe(7);
    // Another branch's table is refused.
    const other = (await call(tables, { query: { providerId: iranshahr.id } })).body.tables[0];
    const bad = await call(submit, {
      body: { providerId: mirdamad.id, items: [{ _id: latte.id, count: 1 }], paymentBy: 'pos', tableId: other._id },
      token: customer,
    });
    expect(bad.status).toBe(404);
    expect(bad.body.error.eLang.fa).toBe('میز مورد نظر یافت نشد.');
    expect((await call(tables, { query: { providerId: 'aaaaaaaaaaaaaaaaaaaaaaaa' } })).status).toBe(404);
  });
});

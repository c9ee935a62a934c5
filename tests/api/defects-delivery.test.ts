import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import * as s from '@/server/db/schema';
import submit from '@/pages/api/v1/order/submit';
import getOrder from '@/pages/api/v1/order/[id]';
import providerOrders from '@/pages/api/v1/order/list/[providerId]/[paging]';
import list from '@/pages/api/v1/profile/my/address/list';
import save from '@/pages/api/v1/profile/address/save';
import remove from '@/pages/api/v1/profile/address/remove';
import { call, itemsOf, login, providerByBranch, setupTestEnv, DEMO_PHONES, type TestEnv } from './harness';

let env: TestEnv;
let customer: string;
let other: string;
let barista: string;
let mirdamad: typeof s.providers.$inferSelect;
let latteId: string;
const ADDRESS = 'تهران، خیابان میرداماد، کوچه نسا، پلاک ۱۲، واحد ۳';

beforeAll(async () => {
  env = await setupTestEnv();
  customer = await login(env, '09121430001');
  other = await login(env, '09121430002');
  barista = await login(env, DEMO_PHONES.mirdamadBarista);
  mirdamad = await providerByBranch('mirdamad');
  latteId = (await itemsOf(mirdamad.id)).find((i) => i.title === 'لاته')!.id;
});
afterAll(async () => env?.close());

const order = (extra: Record<string, unknown>, token = customer) =>
  call(submit, {
    body: {
      providerId: mirdamad.id,
      items: [{ _id: latteId, count: 1 }],
      paymentBy: 'pos',
      orderType: 'delivery',
      ...extra,
    },
    token,
  });

describe('delivery orders carry an address', () => {
  it('refuses a delivery order without an address, with the reason in Persian', async () => {
    const r = await order({});
    expect(r.status).toBe(400);
    expect(r.body.error.eLang.fa).toBe('نشانی ارسال را وارد کنید.');
    const short = await order({ delivery: { address: 'تهران' } });
    expect(short.status).toBe(400);
    expect(JSON.stringify(short.body)).toContain('نشانی را کامل بنویسید (دست‌کم ۱۰ حرف).');
  });

  it('keeps the address with the order: the customer, the board and the order page see it', async () => {
    const r = await order({ delivery: { address: ADDRESS, phone: '۰۹۱۲ ۱۴۳ ۰۰۰۹' } });
    expect(r.status).toBe(200);
    expect(r.body.order.delivery).toEqual({ address: ADDRESS, phone: '+989121430009' });
    const board = await call(providerOrders, { query: { providerId: mirdamad.id, paging: '1-50' }, token: barista });
    expect(board.body.orders.find((o: { _id: string }) => o._id === r.body.orderId).delivery.address).toBe(ADDRESS);
    const seen = await call(getOrder, { query: { id: r.body.orderId }, token: customer });
    expect(seen.body.order.delivery.address).toBe(ADDRESS);
    // Without a phone, the customer's own; an in-hall order drops any address sent.
    const own = await order({ delivery: { address: ADDRESS } });
    expect(own.body.order.delivery.phone).toBe('+989121430001');
    const hall = await order({ orderType: 'inHall', delivery: { address: ADDRESS } });
    expect(hall.body.order.delivery).toBeNull();
  });

  it('saves addresses on the profile, each customer their own', async () => {
    expect((await call(list, { token: customer })).body.addresses).toEqual([]);
    expect((await call(list, {})).status).toBe(401);
    const saved = await call(save, { body: { title: 'خانه', address: ADDRESS }, token: customer });
    expect(saved.status).toBe(200);
    expect(saved.body.address).toMatchObject({ title: 'خانه', address: ADDRESS });
    const again = await call(save, { body: { title: 'خانه', address: ADDRESS }, token: customer });
    expect(again.body.address._id).toBe(saved.body.address._id);
    expect((await call(list, { token: customer })).body.addresses).toHaveLength(1);
    expect((await call(list, { token: other })).body.addresses).toHaveLength(0);
    const theirs = await call(remove, { body: { addressId: saved.body.address._id }, token: other });
    expect(theirs.status).toBe(404);
    expect(theirs.body.error.eLang.fa).toBe('نشانی مورد نظر یافت نشد.');
    expect((await call(remove, { body: { addressId: saved.body.address._id }, token: customer })).status).toBe(200);
    expect((await call(list, { token: customer })).body.addresses).toHaveLength(0);
  });
});

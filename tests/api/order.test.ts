import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import { call, itemsOf, login, openStream, providerByBranch, setupTestEnv, DEMO_PHONES, type TestEnv } from './harness';
import { db } from '@/server/db/client';
import * as s from '@/server/db/schema';
import calculate from '@/pages/api/v1/order/calculate/items/price';
import submit from '@/pages/api/v1/order/submit';
import getOrder from '@/pages/api/v1/order/[id]';
import myOrders from '@/pages/api/v1/profile/my/order/list/[paging]';
import providerOrders from '@/pages/api/v1/order/list/[providerId]/[paging]';
import changeStatus from '@/pages/api/v1/order/change/status';
import paymentMethods from '@/pages/api/v1/order/payment/method/list/[providerId]';
import statusCounts from '@/pages/api/v1/order/status/count/[providerId]';
import providerEvents from '@/pages/api/v1/order/events/[providerId]';
import trackOrder from '@/pages/api/v1/order/track/[orderId]';

let env: TestEnv;
let customer: string;
let other: string;
let barista: string;
let admin: string;
let superAdmin: string;
let mirdamad: typeof s.providers.$inferSelect;
let iranshahr: typeof s.providers.$inferSelect;
let item: (title: string, p?: typeof mirdamad) => Promise<typeof s.menuItems.$inferSelect>;

beforeAll(async () => {
  env = await setupTestEnv();
  customer = await login(env, DEMO_PHONES.customer);
  other = await login(env, '09121234567');
  barista = await login(env, DEMO_PHONES.mirdamadBarista);
  admin = await login(env, DEMO_PHONES.mirdamadAdmin);
  superAdmin = await login(env, DEMO_PHONES.superAdmin);
  mirdamad = await providerByBranch('mirdamad');
  iranshahr = await providerByBranch('iranshahr');
  item = async (title, p = mirdamad) => (await itemsOf(p.id)).find((i) => i.title === title)!;
});
afterAll(async () => env?.close());

async function place(token: string, lines: { title: string; count: number }[], extra: Record<string, unknown> = {}) {
  const items = await Promise.all(lines.map(async (l) => ({ _id: (await item(l.title)).id, count: l.count })));
  return call(submit, {
    body: { providerId: mirdamad.id, items, paymentBy: 'pos', orderType: 'takeAway', ...extra },
    token,
  });
}

describe('pricing', () => {
  it('prices on the server: reduction price, member discount, and client prices ignored', async () => {
    const latte = await item('لاته');
    const cappuccino = await item('کاپوچینو');
    const lemonade = await item('لیموناد نعناع');
    const body = {
      providerId: mirdamad.id,
      items: [
        { _id: latte.id, count: 2, price: 1, name: 'hacked' },
        { _id: cappuccino.id, count: 1, price: 1 },
        { _id: lemonade.id, count: 1 },
      ],
    };
    const guest = await call(calculate, { body });
    expect(guest.status).toBe(200);
    // 2×98,000 + (92,000−10,000) + 85,000
    expect(guest.body.price.price).toBe(196000 + 82000 + 85000);
    expect(guest.body.price.discount).toBe(0);
    // The demo customer is level 1 (5%) and latte and cappuccino carry the member discount.
    const member = await call(calculate, { body, token: customer });
    expect(member.body.price.discount).toBe(2 * 4900 + 4100);
    expect(member.body.price.price).toBe(363000 - 2 * 4900 - 4100);
  });

  it("answers the spec's two stock messages", async () => {
    const hot = await item('هات چاکلت');
    const out = await call(calculate, { body: { providerId: mirdamad.id, items: [{ _id: hot.id, count: 1 }] } });
    expect(out.status).toBe(409);
    expect(out.body.error.eLang.fa).toBe('آیتم انتخاب شده در انبار موجود نیست.');
    expect(out.body.error.eLang.en).toBe('your selected items is not in inventory');
    const cake = await item('کیک شکلاتی');
    const over = await call(calculate, {
      body: {
        providerId: mirdamad.id,
        items: [
          { _id: cake.id, count: 3 },
          { _id: cake.id, count: 2 },
        ],
      },
    });
    expect(over.status).toBe(409);
    expect(over.body.error.eLang.fa).toBe('تعداد انتخاب شده از موجودی آیتم بیشتر است.');
  });

  it('refuses an empty cart and items of another branch', async () => {
    const empty = await call(calculate, { body: { providerId: mirdamad.id, items: [] } });
    expect(empty.status).toBe(400);
    expect(empty.body.error.eLang.fa).toBe('سبد خرید خالی است.');
    const foreign = await item('لاته', iranshahr);
    const mixed = await call(calculate, { body: { providerId: mirdamad.id, items: [{ _id: foreign.id, count: 1 }] } });
    expect(mixed.status).toBe(404);
  });
});

describe('submitting an order', () => {
  it('needs a session', async () => {
    const r = await place('', [{ title: 'لاته', count: 1 }]);
    expect(r.status).toBe(401);
  });

  it('orders to table 7, paying on site, and takes the stock', async () => {
    const [table7] = await db()
      .select()
      .from(s.providerTables)
      .where(and(eq(s.providerTables.providerId, mirdamad.id), eq(s.providerTables.number, 7)));
    const cakeBefore = (await item('چیزکیک نیویورکی')).stock!;
    const r = await place(
      customer,
      [
        { title: 'لاته', count: 1 },
        { title: 'چیزکیک نیویورکی', count: 2 },
      ],
      { tableId: table7.id, description: 'بدون شکر' },
    );
    expect(r.status).toBe(200);
    const o = r.body.order;
    expect(o.status).toBe('new');
    expect(o.orderType).toBe('inHall');
    expect(o.tableNumber).toBe(7);
    expect(o.paymentBy).toBe('pos');
    expect(o.paid).toBe(false);
    expect(o.items).toHaveLength(2);
    expect(o.totalPrice).toBe(98000 - 4900 + 2 * 135000);
    expect(o.number).toBeGreaterThan(0);
    expect((await item('چیزکیک نیویورکی')).stock).toBe(cakeBefore - 2);
    const mine = await call(getOrder, { query: { id: o._id }, token: customer });
    expect(mine.body.order.description).toBe('بدون شکر');
  });

  it('returns the same order for a repeated submit with the same key', async () => {
    const key = 'checkout-' + Math.random().toString(16).slice(2, 12);
    const first = await place(customer, [{ title: 'اسپرسو', count: 1 }], { orderId: key });
    const again = await place(customer, [{ title: 'اسپرسو', count: 1 }], { orderId: key });
    expect(first.status).toBe(200);
    expect(again.body.orderId).toBe(first.body.orderId);
    const rows = await db().select().from(s.orders).where(eq(s.orders.clientKey, key));
    expect(rows).toHaveLength(1);
  });

  it('writes nothing when one line is over the stock', async () => {
    const ordersBefore = (await db().select().from(s.orders)).length;
    const cake = await item('کیک شکلاتی');
    const latteBefore = await item('لاته');
    const r = await place(customer, [
      { title: 'لاته', count: 1 },
      { title: 'کیک شکلاتی', count: cake.stock! + 1 },
    ]);
    expect(r.status).toBe(409);
    expect(r.body.error.eLang.fa).toBe('تعداد انتخاب شده از موجودی آیتم بیشتر است.');
    expect((await db().select().from(s.orders)).length).toBe(ordersBefore);
    expect((await item('کیک شکلاتی')).stock).toBe(cake.stock);
    expect((await item('لاته')).stock).toBe(latteBefore.stock);
  });

  it('refuses a payment type the branch does not take, a bad type, and a foreign table', async () => {
    // Iranshahr takes pos and wallet, not the bank gateway.
    const iranshahrLatte = await item('لاته', iranshahr);
    const bank = await call(submit, {
      body: { providerId: iranshahr.id, items: [{ _id: iranshahrLatte.id, count: 1 }], paymentBy: 'bank' },
      token: customer,
    });
    expect(bank.status).toBe(400);
    expect(bank.body.error.eLang.fa).toBe('این روش پرداخت در این شعبه فعال نیست.');
    const bad = await place(customer, [{ title: 'لاته', count: 1 }], { paymentBy: 'gold' });
    expect(bad.status).toBe(400);
    expect(bad.body.error.eLang.fa).toBe('روش پرداخت را انتخاب کنید.');
    const [foreignTable] = await db()
      .select()
      .from(s.providerTables)
      .where(eq(s.providerTables.providerId, iranshahr.id))
      .limit(1);
    const table = await place(customer, [{ title: 'لاته', count: 1 }], { tableId: foreignTable.id });
    expect(table.status).toBe(404);
    expect(table.body.error.eLang.fa).toBe('میز مورد نظر یافت نشد.');
  });

  it('lets two customers race for the last units without selling more than there is', async () => {
    const cookie = await item('کوکی');
    await db().update(s.menuItems).set({ stock: 3 }).where(eq(s.menuItems.id, cookie.id));
    const results = await Promise.all([
      place(customer, [{ title: 'کوکی', count: 2 }]),
      place(other, [{ title: 'کوکی', count: 2 }]),
    ]);
    const ok = results.filter((r) => r.status === 200);
    expect(ok).toHaveLength(1);
    expect(results.find((r) => r.status !== 200)!.status).toBe(409);
    expect((await item('کوکی')).stock).toBe(1);
  });
});

describe('who sees and moves orders', () => {
  it('shows an order to its customer and the branch staff, 403 to anyone else', async () => {
    const r = await place(customer, [{ title: 'اسپرسو', count: 1 }]);
    const id = r.body.orderId;
    expect((await call(getOrder, { query: { id }, token: customer })).status).toBe(200);
    expect((await call(getOrder, { query: { id }, token: barista })).status).toBe(200);
    const foreign = await call(getOrder, { query: { id }, token: other });
    expect(foreign.status).toBe(403);
    expect((await call(getOrder, { query: { id } })).status).toBe(401);
    expect((await call(getOrder, { query: { id: 'ffffffffffffffffffffffff' }, token: customer })).status).toBe(404);
  });

  it('lists my orders newest first, 20 a page at most', async () => {
    const r = await call(myOrders, { query: { paging: '1-100' }, token: customer });
    expect(r.status).toBe(200);
    expect(r.body.orders.length).toBeLessThanOrEqual(20);
    expect(r.body.total).toBeGreaterThan(0);
    const dates = r.body.orders.map((o: { createdAt: string }) => o.createdAt);
    expect([...dates].sort().reverse()).toEqual(dates);
    expect(r.body.orders.every((o: { userId: string }) => o.userId === r.body.orders[0].userId)).toBe(true);
    expect((await call(myOrders, { query: { paging: 'x' }, token: customer })).status).toBe(400);
    const otherList = await call(myOrders, { query: { paging: '1-20' }, token: other });
    expect(otherList.body.orders.every((o: { customerName: string }) => o.customerName !== 'مریم احمدی')).toBe(true);
  });

  it("lists a branch's orders only for its staff and super admins", async () => {
    expect(
      (await call(providerOrders, { query: { providerId: mirdamad.id, paging: '1-50' }, token: barista })).status,
    ).toBe(200);
    expect(
      (await call(providerOrders, { query: { providerId: mirdamad.id, paging: '1-50' }, token: admin })).status,
    ).toBe(200);
    expect(
      (await call(providerOrders, { query: { providerId: iranshahr.id, paging: '1-50' }, token: superAdmin })).status,
    ).toBe(200);
    expect(
      (await call(providerOrders, { query: { providerId: iranshahr.id, paging: '1-50' }, token: barista })).status,
    ).toBe(403);
    expect(
      (await call(providerOrders, { query: { providerId: mirdamad.id, paging: '1-50' }, token: customer })).status,
    ).toBe(403);
    expect((await call(providerOrders, { query: { providerId: mirdamad.id, paging: '1-50' } })).status).toBe(401);
    const counts = await call(statusCounts, { query: { providerId: mirdamad.id }, token: barista });
    expect(counts.status).toBe(200);
    const all = await call(providerOrders, { query: { providerId: mirdamad.id, paging: '1-50' }, token: barista });
    expect(counts.body.counts.all).toBe(all.body.total);
    const news = all.body.orders.filter((o: { status: string }) => o.status === 'new').length;
    expect(counts.body.counts.new).toBe(news);
    expect((await call(statusCounts, { query: { providerId: mirdamad.id }, token: customer })).status).toBe(403);
    const methods = await call(paymentMethods, { query: { providerId: mirdamad.id }, token: barista });
    expect(methods.body.paymentMethods.map((m: { title: string }) => m.title)).toContain('کارتخوان');
  });

  it('moves an order forward only, records how it was paid, and refuses customers', async () => {
    const id = (await place(customer, [{ title: 'لاته', count: 1 }])).body.orderId;
    const byCustomer = await call(changeStatus, { body: { orderId: id, status: 'accepted' }, token: customer });
    expect(byCustomer.status).toBe(403);
    const accepted = await call(changeStatus, { body: { orderId: id, status: 'accepted' }, token: barista });
    expect(accepted.status).toBe(200);
    expect(accepted.body.order.status).toBe('accepted');
    const back = await call(changeStatus, { body: { orderId: id, status: 'new' }, token: barista });
    expect(back.status).toBe(409);
    expect(back.body.error.eLang.fa).toBe('تغییر وضعیت سفارش به این حالت مجاز نیست.');
    const badStatus = await call(changeStatus, { body: { orderId: id, status: 'eaten' }, token: barista });
    expect(badStatus.status).toBe(400);
    expect(badStatus.body.error.eLang.fa).toBe('وضعیت سفارش نامعتبر است.');
    await call(changeStatus, { body: { orderId: id, status: 'ready' }, token: barista });
    const cancelLate = await call(changeStatus, {
      body: { orderId: id, status: 'canceled', reason: 'تمام شدن مواد' },
      token: barista,
    });
    expect(cancelLate.status).toBe(409);
    const [card] = await db()
      .select()
      .from(s.paymentMethods)
      .where(and(eq(s.paymentMethods.providerId, mirdamad.id), eq(s.paymentMethods.title, 'کارتخوان')));
    const delivered = await call(changeStatus, {
      body: { orderId: id, status: 'delivered', paymentMethodId: card.id },
      token: barista,
    });
    expect(delivered.body.order.status).toBe('delivered');
    expect(delivered.body.order.paid).toBe(true);
    expect(delivered.body.order.paymentMethodId).toBe(card.id);
    const history = await db().select().from(s.orderStatusHistory).where(eq(s.orderStatusHistory.orderId, id));
    expect(history.map((h) => h.toStatus)).toEqual(['new', 'accepted', 'ready', 'delivered']);
  });

  it('returns the stock when an order is canceled before it is ready', async () => {
    const before = (await item('چیزکیک نیویورکی')).stock!;
    const id = (await place(customer, [{ title: 'چیزکیک نیویورکی', count: 1 }])).body.orderId;
    expect((await item('چیزکیک نیویورکی')).stock).toBe(before - 1);
    const canceled = await call(changeStatus, {
      body: { orderId: id, status: 'canceled', reason: 'تمام شدن مواد' },
      token: admin,
    });
    expect(canceled.body.order.status).toBe('canceled');
    expect((await item('چیزکیک نیویورکی')).stock).toBe(before);
  });

  it("does not let a barista of one branch move another branch's order", async () => {
    const iranshahrLatte = await item('لاته', iranshahr);
    const r = await call(submit, {
      body: { providerId: iranshahr.id, items: [{ _id: iranshahrLatte.id, count: 1 }], paymentBy: 'pos' },
      token: customer,
    });
    const move = await call(changeStatus, { body: { orderId: r.body.orderId, status: 'accepted' }, token: barista });
    expect(move.status).toBe(403);
    const bySuper = await call(changeStatus, {
      body: { orderId: r.body.orderId, status: 'accepted' },
      token: superAdmin,
    });
    expect(bySuper.status).toBe(200);
  });
});

describe('the live order feed', () => {
  it('streams a new order and its status changes to the branch staff as they happen', async () => {
    const feed = openStream(providerEvents, { query: { providerId: mirdamad.id }, token: barista });
    await feed.ready();
    expect(feed.status()).toBe(200);
    const placed = await place(customer, [{ title: 'اسپرسو', count: 1 }]);
    await feed.until(new RegExp(`event: created\ndata: .*${placed.body.orderId}`));
    await call(changeStatus, { body: { orderId: placed.body.orderId, status: 'accepted' }, token: barista });
    await feed.until(/event: updated\ndata: .*"status":"accepted"/);
    await feed.close();
  });

  it("does not stream another branch's orders, and refuses customers", async () => {
    const feed = openStream(providerEvents, { query: { providerId: iranshahr.id }, token: superAdmin });
    await feed.ready();
    const placed = await place(customer, [{ title: 'اسپرسو', count: 1 }]);
    // An Iranshahr order placed after it: once the feed shows that one, the Mirdamad order's event
    // (published first, on the same channel) has been passed over.
    const iranshahrLatte = await item('لاته', iranshahr);
    const own = await call(submit, {
      body: {
        providerId: iranshahr.id,
        items: [{ _id: iranshahrLatte.id, count: 1 }],
        paymentBy: 'pos',
        orderType: 'takeAway',
      },
      token: customer,
    });
    expect(own.status).toBe(200);
    await feed.until(own.body.orderId);
    expect(feed.text()).not.toContain(placed.body.orderId);
    await feed.close();
    const r = await call(providerEvents, { query: { providerId: mirdamad.id }, token: customer });
    expect(r.status).toBe(403);
  });

  it("streams one order's status to its customer: the order at once, then each change", async () => {
    const placed = await place(customer, [{ title: 'اسپرسو', count: 1 }]);
    const orderId = placed.body.orderId;
    const track = openStream(trackOrder, { query: { orderId }, token: customer });
    const opened = await track.ready();
    expect(track.status()).toBe(200);
    expect(opened).toMatch(new RegExp(`event: order\ndata: .*"${orderId}".*"status":"new"`));
    await call(changeStatus, { body: { orderId, status: 'accepted' }, token: barista });
    await track.until(/event: order\ndata: .*"status":"accepted"/);
    await track.close();
    const stranger = await call(trackOrder, { query: { orderId }, token: other });
    expect(stranger.status).toBe(403);
  });
});

import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { existsSync, readFileSync } from 'node:fs';
import { count, eq } from 'drizzle-orm';
import { db } from '@/server/db/client';
import * as s from '@/server/db/schema';
import submit from '@/pages/api/v1/order/submit';
import getOrder from '@/pages/api/v1/order/[id]';
import changeStatus from '@/pages/api/v1/order/change/status';
import providerOrders from '@/pages/api/v1/order/list/[providerId]/[paging]';
import myOrders from '@/pages/api/v1/profile/my/order/list/[paging]';
import calculate from '@/pages/api/v1/order/calculate/items/price';
import quote from '@/pages/api/v1/payment/quote';
import edit from '@/pages/api/v1/provider/edit';
import getProvider from '@/pages/api/v1/provider/[id]';
import { call, itemsOf, login, providerByBranch, setupTestEnv, DEMO_PHONES, type TestEnv } from './harness';
import { providerEditBody } from './fixtures';
import { ledgerSum, setWallet, userIdOf, walletOf } from './payment-helpers';

let env: TestEnv;
const t: Record<'superAdmin' | 'admin' | 'barista' | 'otherBarista' | 'customer', string> = {
  superAdmin: '',
  admin: '',
  barista: '',
  otherBarista: '',
  customer: '',
};
const CUSTOMER = '+989121440001';
let customerId: string;
let mirdamad: typeof s.providers.$inferSelect;
let iranshahr: typeof s.providers.$inferSelect;
let latteId: string;
const ADDRESS = 'تهران، خیابان میرداماد، کوچه نسا، پلاک ۱۲، واحد ۳';
const REASON = 'تمام شدن مواد';

beforeAll(async () => {
  env = await setupTestEnv();
  t.superAdmin = await login(env, DEMO_PHONES.superAdmin);
  t.admin = await login(env, DEMO_PHONES.mirdamadAdmin);
  t.barista = await login(env, DEMO_PHONES.mirdamadBarista);
  t.customer = await login(env, CUSTOMER);
  t.otherBarista = await login(env, '09121440077');
  customerId = await userIdOf(CUSTOMER);
  mirdamad = await providerByBranch('mirdamad');
  iranshahr = await providerByBranch('iranshahr');
  await db()
    .insert(s.providerStaff)
    .values({ providerId: iranshahr.id, userId: await userIdOf('+989121440077'), role: 'barista', accessLevel: {} });
  latteId = (await itemsOf(mirdamad.id)).find((i) => i.title === 'لاته')!.id;
});
afterAll(async () => env?.close());

type Who = keyof typeof t;
async function matrix(
  run: (token: string) => Promise<{ status: number }>,
  who: Who[] = ['otherBarista', 'customer', 'barista', 'admin', 'superAdmin'],
) {
  const out: Partial<Record<Who, number>> = {};
  for (const w of who) out[w] = (await run(t[w])).status;
  return out;
}

const place = (extra: Record<string, unknown> = {}, count = 1) =>
  call(submit, {
    body: { providerId: mirdamad.id, items: [{ _id: latteId, count }], paymentBy: 'pos', ...extra },
    token: t.customer,
  });
const smsTo = (e164: string) =>
  existsSync(env.outbox)
    ? readFileSync(env.outbox, 'utf8')
        .trim()
        .split('\n')
        .map((l) => JSON.parse(l) as { to: string; text?: string })
        .filter((m) => m.to === e164)
    : [];

describe('a branch cancels an order with a reason the customer sees', () => {
  it('refuses a staff cancel without a reason, in Persian, and leaves the order as it was', async () => {
    const id = (await place()).body.orderId as string;
    for (const reason of [undefined, '', '   ']) {
      const r = await call(changeStatus, {
        body: { orderId: id, status: 'canceled', ...(reason === undefined ? {} : { reason }) },
        token: t.barista,
      });
      expect(r.status).toBe(400);
      expect(r.body.error.eLang.fa).toBe('برای لغو سفارش، دلیل آن را بنویسید.');
    }
    expect((await call(getOrder, { query: { id }, token: t.customer })).body.order.status).toBe('new');
    // Moving forward needs no reason.
    expect((await call(changeStatus, { body: { orderId: id, status: 'accepted' }, token: t.barista })).status).toBe(
      200,
    );
  });

  it("only this branch's staff cancel; the reason is stored, shown on the order and in the customer's list, and texted", async () => {
    const id = (await place()).body.orderId as string;
    const statuses = await matrix(
      (token) => call(changeStatus, { body: { orderId: id, status: 'canceled', reason: REASON }, token }),
      ['otherBarista', 'customer', 'barista'],
    );
    expect(statuses).toEqual({ otherBarista: 403, customer: 403, barista: 200 });
    const [row] = await db().select().from(s.orders).where(eq(s.orders.id, id));
    expect(row.status).toBe('canceled');
    expect(row.cancelReason).toBe(REASON);
    const seen = await call(getOrder, { query: { id }, token: t.customer });
    expect(seen.body.order.cancelReason).toBe(REASON);
    const mine = await call(myOrders, { query: { paging: '1-20' }, token: t.customer });
    expect(mine.body.orders.find((o: { _id: string }) => o._id === id).cancelReason).toBe(REASON);
    const sms = smsTo(CUSTOMER).at(-1)!;
    expect(sms.text).toContain('از سوی شعبه لغو شد');
    expect(sms.text).toContain(`دلیل: ${REASON}`);
  });

  it('shows no reason on an order that was not canceled', async () => {
    const id = (await place()).body.orderId as string;
    expect((await call(getOrder, { query: { id }, token: t.customer })).body.order.cancelReason).toBeNull();
  });
});

describe('the board lists live orders by default (live=1), done ones with live=0', () => {
  it('filters on the server and refuses other values', async () => {
    const done = (await place()).body.orderId as string;
    const canceled = (await place()).body.orderId as string;
    const live = (await place()).body.orderId as string;
    for (const to of ['accepted', 'ready', 'delivered'])
      await call(changeStatus, { body: { orderId: done, status: to }, token: t.barista });
    await call(changeStatus, { body: { orderId: canceled, status: 'canceled', reason: REASON }, token: t.barista });
    await call(changeStatus, { body: { orderId: live, status: 'preparing' }, token: t.barista });

    const liveList = await call(providerOrders, {
      query: { providerId: mirdamad.id, paging: '1-50', live: '1' },
      token: t.barista,
    });
    expect(liveList.status).toBe(200);
    const liveIds = liveList.body.orders.map((o: { _id: string }) => o._id);
    expect(liveIds).toContain(live);
    expect(liveIds).not.toContain(done);
    expect(liveIds).not.toContain(canceled);
    expect(new Set(liveList.body.orders.map((o: { status: string }) => o.status))).toEqual(
      new Set(
        liveList.body.orders
          .map((o: { status: string }) => o.status)
          .filter((st: string) => ['new', 'accepted', 'preparing', 'ready'].includes(st)),
      ),
    );
    const [{ n }] = await db().select({ n: count() }).from(s.orders).where(eq(s.orders.providerId, mirdamad.id));
    expect(liveList.body.total).toBeLessThan(Number(n));

    const closed = await call(providerOrders, {
      query: { providerId: mirdamad.id, paging: '1-50', live: '0' },
      token: t.barista,
    });
    const closedIds = closed.body.orders.map((o: { _id: string }) => o._id);
    expect(closedIds).toEqual(expect.arrayContaining([done, canceled]));
    expect(closedIds).not.toContain(live);
    expect(
      closed.body.orders.every((o: { status: string }) => o.status === 'delivered' || o.status === 'canceled'),
    ).toBe(true);

    const all = await call(providerOrders, { query: { providerId: mirdamad.id, paging: '1-50' }, token: t.barista });
    expect(all.body.total).toBe(liveList.body.total + closed.body.total + (await awaitingCount()));
    expect(
      (
        await call(providerOrders, {
          query: { providerId: mirdamad.id, paging: '1-50', live: 'yes' },
          token: t.barista,
        })
      ).status,
    ).toBe(400);
    expect(
      (
        await call(providerOrders, {
          query: { providerId: mirdamad.id, paging: '1-50', live: '1' },
          token: t.otherBarista,
        })
      ).status,
    ).toBe(403);
  });
});

async function awaitingCount() {
  const rows = await db()
    .select({ status: s.orders.status })
    .from(s.orders)
    .where(eq(s.orders.providerId, mirdamad.id));
  return rows.filter((r) => r.status === 'awaitingPayment').length;
}

/** The branch's details as the /info form sends them back. */
async function details(extra: Record<string, unknown>) {
  const [p] = await db().select().from(s.providers).where(eq(s.providers.id, mirdamad.id));
  return providerEditBody(p, extra);
}

describe("a branch's delivery fee and minimum", () => {
  it('are edited by the branch admin and super admins only, with Persian digits, and refused when negative', async () => {
    const r = await matrix(async (token) =>
      call(edit, { body: await details({ deliveryFee: '۱۵٬۰۰۰', deliveryMinOrder: 150000 }), token }),
    );
    expect(r).toEqual({ otherBarista: 403, customer: 403, barista: 403, admin: 200, superAdmin: 200 });
    const [p] = await db().select().from(s.providers).where(eq(s.providers.id, mirdamad.id));
    expect([p.deliveryFee, p.deliveryMinOrder]).toEqual([15000, 150000]);
    const shown = await call(getProvider, { query: { id: mirdamad.id } });
    expect(shown.body.provider).toMatchObject({ deliveryFee: 15000, deliveryMinOrder: 150000 });

    const bad = await call(edit, { body: await details({ deliveryFee: -5 }), token: t.admin });
    expect(bad.status).toBe(400);
    expect(bad.body.error.eLang.fa).toBe('هزینه ارسال نمی‌تواند منفی باشد.');
    // A client that leaves them out keeps them.
    expect((await call(edit, { body: await details({}), token: t.admin })).status).toBe(200);
    const [kept] = await db().select().from(s.providers).where(eq(s.providers.id, mirdamad.id));
    expect([kept.deliveryFee, kept.deliveryMinOrder]).toEqual([15000, 150000]);
  });

  it('refuses a delivery order under the minimum in Persian and writes nothing', async () => {
    const before = (await db().select({ n: count() }).from(s.orders))[0].n;
    const r = await place({ orderType: 'delivery', delivery: { address: ADDRESS } });
    expect(r.status).toBe(400);
    expect(r.body.error.eLang.fa).toBe('حداقل مبلغ سفارش ارسالی در این شعبه ۱۵۰٬۰۰۰ تومان است.');
    expect((await db().select({ n: count() }).from(s.orders))[0].n).toBe(before);
    // The cart and the payment sheet say the same before the customer tries.
    const priced = await call(calculate, {
      body: { providerId: mirdamad.id, items: [{ _id: latteId, count: 1 }], orderType: 'delivery' },
      token: t.customer,
    });
    expect(priced.status).toBe(400);
    expect(priced.body.error.eLang.fa).toBe('حداقل مبلغ سفارش ارسالی در این شعبه ۱۵۰٬۰۰۰ تومان است.');
  });

  it('adds the fee to a delivery order everywhere it is priced, and the wallet pays exactly that total', async () => {
    const items = [{ _id: latteId, count: 2 }];
    const priced = await call(calculate, {
      body: { providerId: mirdamad.id, items, orderType: 'delivery' },
      token: t.customer,
    });
    expect(priced.body.price).toMatchObject({ itemsPrice: 196000, deliveryFee: 15000, price: 211000 });
    const takeAway = await call(calculate, {
      body: { providerId: mirdamad.id, items, orderType: 'takeAway' },
      token: t.customer,
    });
    expect(takeAway.body.price).toMatchObject({ price: 196000, deliveryFee: 0 });
    const q = await call(quote, { body: { providerId: mirdamad.id, items, orderType: 'delivery' }, token: t.customer });
    expect(q.body.quote).toMatchObject({ itemsPrice: 196000, deliveryFee: 15000, total: 211000 });

    await setWallet(customerId, 300000);
    const r = await place({ orderType: 'delivery', delivery: { address: ADDRESS }, paymentBy: 'wallet' }, 2);
    expect(r.status).toBe(200);
    const order = (await call(getOrder, { query: { id: r.body.orderId }, token: t.customer })).body.order;
    expect(order).toMatchObject({
      itemsPrice: 196000,
      discount: 0,
      deliveryFee: 15000,
      totalPrice: 211000,
      walletAmount: 211000,
      paid: true,
    });
    expect(await walletOf(customerId)).toBe(89000);
    expect(await ledgerSum(customerId)).toBe(89000);

    // Canceled, the whole amount (fee included) goes back to the wallet once.
    expect(
      (await call(changeStatus, { body: { orderId: order._id, status: 'canceled', reason: REASON }, token: t.admin }))
        .status,
    ).toBe(200);
    expect(await walletOf(customerId)).toBe(300000);

    // Other order types pay no fee.
    const here = await place({ orderType: 'takeAway' }, 2);
    expect((await call(getOrder, { query: { id: here.body.orderId }, token: t.customer })).body.order).toMatchObject({
      deliveryFee: 0,
      totalPrice: 196000,
    });
  });
});

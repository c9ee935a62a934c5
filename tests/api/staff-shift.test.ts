import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { db } from '@/server/db/client';
import * as s from '@/server/db/schema';
import current from '@/pages/api/v1/provider/[id]/current/shift';
import start from '@/pages/api/v1/provider/start/shift';
import finish from '@/pages/api/v1/provider/finish/shift';
import shiftList from '@/pages/api/v1/provider/[id]/shift/list/[paging]';
import shiftOne from '@/pages/api/v1/provider/[id]/shift/[shiftId]';
import create from '@/pages/api/v1/order/create';
import submit from '@/pages/api/v1/order/submit';
import orderList from '@/pages/api/v1/order/list/[providerId]/[paging]';
import baristaAdd from '@/pages/api/v1/provider/barista/add';
import methods from '@/pages/api/v1/order/payment/method/list/[providerId]';
import { call, itemsOf, login, providerByBranch, setupTestEnv, DEMO_PHONES, type TestEnv } from './harness';

let env: TestEnv;
let tokens: Record<'superAdmin' | 'admin' | 'barista' | 'otherBarista' | 'customer', string>;
let mirdamad: typeof s.providers.$inferSelect;
let iranshahr: typeof s.providers.$inferSelect;
let card: { _id: string; title: string };
let cash: { _id: string; title: string };
type Who = keyof typeof tokens;
const item = async (title: string) => (await itemsOf(mirdamad.id)).find((i) => i.title === title)!;

beforeAll(async () => {
  env = await setupTestEnv();
  mirdamad = await providerByBranch('mirdamad');
  iranshahr = await providerByBranch('iranshahr');
  const superAdmin = await login(env, DEMO_PHONES.superAdmin);
  expect(
    (await call(baristaAdd, { body: { providerId: iranshahr.id, phone: '09121330009' }, token: superAdmin })).status,
  ).toBe(200);
  tokens = {
    superAdmin,
    admin: await login(env, DEMO_PHONES.mirdamadAdmin),
    barista: await login(env, DEMO_PHONES.mirdamadBarista),
    otherBarista: await login(env, '09121330009'),
    customer: await login(env, DEMO_PHONES.customer),
  };
  const list = (await call(methods, { query: { providerId: mirdamad.id }, token: tokens.barista })).body
    .paymentMethods as { _id: string; title: string }[];
  card = list.find((m) => m.title === 'کارتخوان')!;
  cash = list.find((m) => m.title === 'نقدی')!;
});
afterAll(async () => env?.close());

/** Shifts and counter orders are the branch's own staff's: admin and barista pass, the rest 403. */
const MATRIX: [Who, boolean][] = [
  ['superAdmin', true],
  ['admin', true],
  ['barista', true],
  ['otherBarista', false],
  ['customer', false],
];

describe('permissions', () => {
  it.each(MATRIX)('current shift: %s allowed=%s', async (who, ok) => {
    const r = await call(current, { query: { id: mirdamad.id }, token: tokens[who] });
    expect(r.status).toBe(ok ? 200 : 403);
    if (ok) expect(r.body.shift).toBeNull();
  });

  it.each(MATRIX)('start, finish, history and counter order: %s allowed=%s', async (who, ok) => {
    if (ok) return; // The allowed callers are exercised by the stories below.
    const token = tokens[who];
    expect((await call(start, { body: { providerId: mirdamad.id }, token })).status).toBe(403);
    expect((await call(finish, { body: { providerId: mirdamad.id }, token })).status).toBe(403);
    expect((await call(shiftList, { query: { id: mirdamad.id, paging: '1-20' }, token })).status).toBe(403);
    const espresso = await item('اسپرسو');
    const r = await call(create, {
      body: { providerId: mirdamad.id, items: [{ _id: espresso.id, count: 1 }], paymentMethodId: card._id },
      token,
    });
    expect(r.status).toBe(403);
    expect((await db().select().from(s.counterOrders)).length).toBe(0);
  });

  it('refuses without a session', async () => {
    expect((await call(current, { query: { id: mirdamad.id } })).status).toBe(401);
  });
});

describe('a shift with counter orders', () => {
  it('barista opens the shift, a second start is a clear 409, and nothing is written twice', async () => {
    const r = await call(start, { body: { providerId: mirdamad.id, note: 'شیفت صبح' }, token: tokens.barista });
    expect(r.status).toBe(200);
    expect(r.body.shift).toMatchObject({
      providerId: mirdamad.id,
      finishedAt: null,
      note: 'شیفت صبح',
      startedBy: { name: 'علی رضایی' },
    });
    const again = await call(start, { body: { providerId: mirdamad.id }, token: tokens.admin });
    expect(again.status).toBe(409);
    expect(again.body.error.eLang.fa).toBe('یک شیفت باز در این شعبه وجود دارد. ابتدا آن را ببندید.');
    // Two starts at once: the partial unique index keeps one open shift.
    const both = await Promise.all([
      call(start, { body: { providerId: mirdamad.id }, token: tokens.admin }),
      call(start, { body: { providerId: mirdamad.id }, token: tokens.superAdmin }),
    ]);
    expect(both.map((b) => b.status)).toEqual([409, 409]);
    expect((await db().select().from(s.shifts).where(eq(s.shifts.providerId, mirdamad.id))).length).toBe(1);
  });

  it('rings up a walk-in order: priced by the server, paid with the chosen method, on the board as new', async () => {
    const espresso = await item('اسپرسو');
    const body = {
      orderId: 'counter-key-0001',
      providerId: mirdamad.id,
      items: [{ _id: espresso.id, count: 2, price: 1 }],
      paymentMethodId: card._id,
      description: 'بدون شکر',
    };
    const r = await call(create, { body, token: tokens.barista });
    expect(r.status).toBe(200);
    const expected = 2 * (espresso.price - espresso.reductionPrice);
    expect(r.body.order).toMatchObject({
      status: 'new',
      paid: true,
      paymentBy: 'pos',
      paymentMethodId: card._id,
      totalPrice: expected,
      orderType: 'takeAway',
      customerName: 'مشتری حضوری',
      description: 'بدون شکر',
    });
    // The same key again (a retried tap) returns the same order.
    const retry = await call(create, { body, token: tokens.barista });
    expect(retry.body.orderId).toBe(r.body.orderId);
    const board = await call(orderList, { query: { providerId: mirdamad.id, paging: '1-50' }, token: tokens.barista });
    expect(board.body.orders.filter((o: { _id: string }) => o._id === r.body.orderId)).toHaveLength(1);
    const [rec] = await db().select().from(s.counterOrders).where(eq(s.counterOrders.orderId, r.body.orderId));
    expect(rec).toBeTruthy();
    expect(rec.shiftId).not.toBeNull();
  });

  it('finds a customer by phone (with their membership discount) and registers an unknown phone', async () => {
    const latte = (await itemsOf(mirdamad.id)).find(
      (i) => i.hasMembershipDiscount && i.available && i.active && i.stock === null,
    )!;
    const known = await call(create, {
      body: {
        providerId: mirdamad.id,
        items: [{ _id: latte.id, count: 1 }],
        phone: '09120000003',
        paymentMethodId: cash._id,
      },
      token: tokens.admin,
    });
    expect(known.status).toBe(200);
    expect(known.body.order.customerName).toBe('مریم احمدی');
    expect(known.body.order.totalPrice).toBeLessThan(latte.price - latte.reductionPrice);
    const fresh = await call(create, {
      body: {
        providerId: mirdamad.id,
        items: [{ _id: latte.id, count: 1 }],
        phone: '09121330077',
        paymentMethodId: cash._id,
      },
      token: tokens.admin,
    });
    expect(fresh.status).toBe(200);
    expect((await db().select().from(s.users).where(eq(s.users.phone, '+989121330077'))).length).toBe(1);
  });

  it("refuses another branch's payment method, an empty cart and another branch's item, writing nothing", async () => {
    const before = (await db().select().from(s.orders)).length;
    const other = (await call(methods, { query: { providerId: iranshahr.id }, token: tokens.superAdmin })).body
      .paymentMethods[0]._id;
    const espresso = await item('اسپرسو');
    const bad = await call(create, {
      body: { providerId: mirdamad.id, items: [{ _id: espresso.id, count: 1 }], paymentMethodId: other },
      token: tokens.barista,
    });
    expect(bad.status).toBe(400);
    expect(bad.body.error.eLang.fa).toBe('روش پرداخت انتخاب شده معتبر نیست.');
    const empty = await call(create, {
      body: { providerId: mirdamad.id, items: [], paymentMethodId: card._id },
      token: tokens.barista,
    });
    expect(empty.status).toBe(400);
    expect(empty.body.error.eLang.fa).toBe('حداقل یک آیتم انتخاب کنید.');
    const noMethod = await call(create, {
      body: { providerId: mirdamad.id, items: [{ _id: espresso.id, count: 1 }] },
      token: tokens.barista,
    });
    expect(noMethod.status).toBe(400);
    expect(noMethod.body.error.eLang.fa).toBe('روش پرداخت را انتخاب کنید.');
    const foreign = (await itemsOf(iranshahr.id))[0];
    const wrong = await call(create, {
      body: { providerId: mirdamad.id, items: [{ _id: foreign.id, count: 1 }], paymentMethodId: card._id },
      token: tokens.barista,
    });
    expect(wrong.status).toBeGreaterThanOrEqual(400);
    expect(wrong.status).toBeLessThan(500);
    expect((await db().select().from(s.orders)).length).toBe(before);
  });

  it('the current shift reports so far; closing keeps the report with takings by payment method and who was on', async () => {
    // A customer's own wallet order in the same shift counts under the wallet.
    const espresso = await item('اسپرسو');
    const own = await call(submit, {
      body: {
        providerId: mirdamad.id,
        items: [{ _id: espresso.id, count: 1 }],
        paymentBy: 'wallet',
        orderType: 'takeAway',
      },
      token: tokens.customer,
    });
    expect(own.status).toBe(200);

    const now = await call(current, { query: { id: mirdamad.id }, token: tokens.barista });
    expect(now.body.shift.report.counterOrders).toBe(3);

    const done = await call(finish, { body: { providerId: mirdamad.id }, token: tokens.admin });
    expect(done.status).toBe(200);
    const report = done.body.shift.report;
    const unit = espresso.price - espresso.reductionPrice;
    expect(report.orders).toBe(4);
    const byKey = Object.fromEntries(
      report.takings.map((t: { key: string; amount: number; count: number; title: string }) => [t.key, t]),
    );
    expect(byKey[card._id]).toMatchObject({ title: 'کارتخوان', count: 1, amount: 2 * unit });
    expect(byKey[cash._id]).toMatchObject({ title: 'نقدی', count: 2 });
    expect(byKey.wallet).toMatchObject({ title: 'کیف پول', count: 1, amount: own.body.order.totalPrice });
    expect(report.total).toBe(report.takings.reduce((a: number, t: { amount: number }) => a + t.amount, 0));
    expect(report.staff.map((p: { name: string }) => p.name).sort()).toEqual(['سارا محمدی', 'علی رضایی'].sort());
    expect(done.body.shift.finishedBy.name).toBe('سارا محمدی');

    expect((await call(current, { query: { id: mirdamad.id }, token: tokens.barista })).body.shift).toBeNull();
    const closeAgain = await call(finish, { body: { providerId: mirdamad.id }, token: tokens.admin });
    expect(closeAgain.status).toBe(409);
    expect(closeAgain.body.error.eLang.fa).toBe('شیفت بازی در این شعبه وجود ندارد.');

    // Viewable later, unchanged by orders placed after closing.
    await call(create, {
      body: { providerId: mirdamad.id, items: [{ _id: espresso.id, count: 1 }], paymentMethodId: card._id },
      token: tokens.barista,
    });
    const later = await call(shiftOne, {
      query: { id: mirdamad.id, shiftId: done.body.shift._id },
      token: tokens.barista,
    });
    expect(later.status).toBe(200);
    expect(later.body.shift.report).toEqual(report);
    const list = await call(shiftList, { query: { id: mirdamad.id, paging: '1-20' }, token: tokens.admin });
    expect(list.body).toMatchObject({ total: 1, shifts: [{ _id: done.body.shift._id }] });
    expect(
      (await call(shiftOne, { query: { id: iranshahr.id, shiftId: done.body.shift._id }, token: tokens.superAdmin }))
        .status,
    ).toBe(404);
  });
});

describe('branch home: today', () => {
  it("counts the branch's Tehran day for its staff; others are refused", async () => {
    const today = (await import('@/pages/api/v1/provider/[id]/today')).default;
    const r = await call(today, { query: { id: mirdamad.id }, token: tokens.barista });
    expect(r.status).toBe(200);
    // Every counter order of this file and the customer's wallet order were placed today.
    expect(r.body.today.orders).toBe(5);
    expect(r.body.today.counterOrders).toBe(4);
    for (const who of ['otherBarista', 'customer'] as const)
      expect((await call(today, { query: { id: mirdamad.id }, token: tokens[who] })).status).toBe(403);
  });
});

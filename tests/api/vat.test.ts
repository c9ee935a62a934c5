import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { db } from '@/server/db/client';
import * as s from '@/server/db/schema';
import { clockNow, setClock } from '@/server/clock';
import submit from '@/pages/api/v1/order/submit';
import quote from '@/pages/api/v1/order/calculate/items/price';
import ratesRoute from '@/pages/api/v1/vat/rates';
import addRate from '@/pages/api/v1/vat/rates/add';
import providerEdit from '@/pages/api/v1/provider/edit';
import financial from '@/pages/api/v1/stat/financial';
import { taxableOf } from '@/server/services/vat/vat-for-cart';
import { vatOf } from '@/server/services/vat/vat-of';
import { dropVatRates } from '@/server/services/vat/vat-rates-cache';
import { verifySnapshot } from '@/server/services/order/pricing-inputs';
import {
  call,
  itemsOf,
  login,
  providerByBranch,
  setupTestEnv,
  suiteDay,
  tehranNoon,
  DEMO_PHONES,
  type TestEnv,
} from './harness';
import { providerEditBody } from './fixtures';
import { setWallet, userIdOf, walletOf } from './payment-helpers';

/** VAT (issue 29): rates by date, the branch's mode, exempt items, and what the bank and wallet charge. */
let env: TestEnv;
let customer: string;
let customerId: string;
let superAdmin: string;
let branchAdmin: string;
let mirdamad: typeof s.providers.$inferSelect;
let latteId: string;
let espressoId: string;
const backend = process.env.TEST_DATABASE_URL ? 'PostgreSQL' : 'PGlite';
const today = () => tehranNoon(new Date());

beforeAll(async () => {
  env = await setupTestEnv();
  customer = await login(env, '09121360001');
  customerId = await userIdOf('09121360001');
  superAdmin = await login(env, DEMO_PHONES.superAdmin);
  branchAdmin = await login(env, DEMO_PHONES.mirdamadAdmin);
  mirdamad = await providerByBranch('mirdamad');
  const items = await itemsOf(mirdamad.id);
  latteId = items.find((i) => i.title === 'لاته')!.id;
  espressoId = items.find((i) => i.title === 'اسپرسو')!.id;
  await setWallet(customerId, 5_000_000);
});
afterEach(() => setClock(today));
afterAll(async () => env?.close());

async function orderOf(
  items: { _id: string; count: number }[],
  paymentBy: 'wallet' | 'bank' | 'pos' = 'wallet',
  more: Record<string, unknown> = {},
) {
  const r = await call(submit, { body: { providerId: mirdamad.id, items, paymentBy, ...more }, token: customer });
  expect(r.status, JSON.stringify(r.body)).toBe(200);
  const [row] = await db().select().from(s.orders).where(eq(s.orders.id, r.body.orderId));
  return { row, body: r.body };
}

async function setMode(vatMode: 'included' | 'added') {
  const p = await providerByBranch('mirdamad');
  const r = await call(providerEdit, { body: providerEditBody(p, { vatMode }), token: superAdmin });
  expect(r.status, JSON.stringify(r.body)).toBe(200);
}

describe('the rounding rule (vatOf)', () => {
  it('included: vat = amount − round(amount × 100 / (100 + percent)); added: round(amount × percent / 100) on top', () => {
    expect(vatOf({ amount: 98_000, percent: 10, mode: 'included' })).toEqual({ vat: 8_909, total: 98_000 });
    expect(vatOf({ amount: 98_000, percent: 10, mode: 'added' })).toEqual({ vat: 9_800, total: 107_800 });
    expect(vatOf({ amount: 98_005, percent: 9, mode: 'added' })).toEqual({ vat: 8_820, total: 106_825 });
    expect(vatOf({ amount: 0, percent: 10, mode: 'added' })).toEqual({ vat: 0, total: 0 });
    expect(
      taxableOf({
        amount: 150_000,
        lines: [
          { lineTotal: 100_000, exempt: true },
          { lineTotal: 50_000, exempt: false },
        ],
      }),
    ).toBe(50_000);
  });
});

describe(`VAT (${backend})`, () => {
  it('GET /v1/vat/rates is public: the seeded 10 % and the day it starts', async () => {
    const r = await call(ratesRoute, {});
    expect(r.status).toBe(200);
    expect(r.body.rates).toEqual([{ percent: 10, from: '2024-03-20' }]);
  });

  it('prices that include VAT: the quote and the charge are the menu price, the VAT inside it', async () => {
    const q = await call(quote, {
      body: { providerId: mirdamad.id, items: [{ _id: latteId, count: 1 }] },
      token: customer,
    });
    expect(q.body.price).toMatchObject({ price: 98_000, vat: 8_909, vatPercent: 10 });
    const guest = await call(quote, { body: { providerId: mirdamad.id, items: [{ _id: latteId, count: 1 }] } });
    expect(guest.body.price).toMatchObject({ price: 98_000, vat: 8_909 });
    const before = await walletOf(customerId);
    const { row, body } = await orderOf([{ _id: latteId, count: 1 }]);
    expect(row).toMatchObject({ totalPrice: 98_000, vat: 8_909, vatPercent: 10 });
    expect(body.order).toMatchObject({ totalPrice: 98_000, vat: 8_909 });
    expect(await walletOf(customerId)).toBe(before - 98_000);
  });

  it('VAT added on top: the quote, the wallet and the bank charge the price plus VAT', async () => {
    await setMode('added');
    try {
      const q = await call(quote, {
        body: { providerId: mirdamad.id, items: [{ _id: latteId, count: 2 }] },
        token: customer,
      });
      expect(q.body.price).toMatchObject({ price: 215_600, vat: 19_600, itemsPrice: 196_000, discount: 0 });
      const before = await walletOf(customerId);
      const { row } = await orderOf([{ _id: latteId, count: 2 }]);
      expect(row).toMatchObject({ totalPrice: 215_600, vat: 19_600, discount: 0, walletAmount: 215_600 });
      expect(await walletOf(customerId)).toBe(before - 215_600);
      const bank = await orderOf([{ _id: latteId, count: 1 }], 'bank');
      const [payment] = await db().select().from(s.payments).where(eq(s.payments.orderId, bank.row.id));
      expect(payment.amount).toBe(107_800);
      expect(bank.row).toMatchObject({ totalPrice: 107_800, bankAmount: 107_800, vat: 9_800 });
    } finally {
      await setMode('included');
    }
  });

  it('an exempt item carries no VAT; a mixed cart pays VAT on the rest only', async () => {
    await db().update(s.menuItems).set({ vatExempt: true }).where(eq(s.menuItems.id, latteId));
    try {
      const only = await orderOf([{ _id: latteId, count: 1 }]);
      expect(only.row).toMatchObject({ totalPrice: 98_000, vat: 0 });
      const espresso = (await itemsOf(mirdamad.id)).find((i) => i.id === espressoId)!;
      const mixed = await orderOf([
        { _id: latteId, count: 1 },
        { _id: espressoId, count: 1 },
      ]);
      const taxable = espresso.price - espresso.reductionPrice;
      expect(mixed.row.vat).toBe(taxable - Math.round((taxable * 100) / 110));
      const lines = await db().select().from(s.orderItems).where(eq(s.orderItems.orderId, mixed.row.id));
      expect(Object.fromEntries(lines.map((l) => [l.itemId, l.vatExempt]))).toEqual({
        [latteId]: true,
        [espressoId]: false,
      });
    } finally {
      await db().update(s.menuItems).set({ vatExempt: false }).where(eq(s.menuItems.id, latteId));
    }
  });

  it('a rate that starts today after the rates were cached: the next order carries it (place_order confirms the cached rate)', async () => {
    // An order priced from the cached menu takes the branch's mode from the cached row, which place_order compares
    // with the row as it is now, and the rate from the process's copy of the rate table.
    expect(verifySnapshot({ provider: mirdamad, rows: [] }).provider).toMatchObject({ vat_mode: 'included' });
    const warm = await orderOf([{ _id: latteId, count: 1 }], 'pos');
    expect(warm.row).toMatchObject({ vat: 8_909, vatPercent: 10 });
    // Written straight to the table, as another instance would: nothing tells this process.
    await db()
      .insert(s.vatRates)
      .values({ id: 'vat-rate-today', percent: 9, startsOn: suiteDay(0) });
    try {
      const next = await orderOf([{ _id: latteId, count: 1 }], 'pos');
      expect(next.row).toMatchObject({ totalPrice: 98_000, vat: 98_000 - Math.round(9_800_000 / 109), vatPercent: 9 });
      expect(next.body.order).toMatchObject({ totalPrice: 98_000, vat: 8_092 });
      const again = await orderOf([{ _id: latteId, count: 1 }], 'pos');
      expect(again.row).toMatchObject({ vat: 8_092, vatPercent: 9 });
    } finally {
      await db().delete(s.vatRates).where(eq(s.vatRates.id, 'vat-rate-today'));
    }
    const after = await orderOf([{ _id: latteId, count: 1 }], 'pos');
    expect(after.row).toMatchObject({ vat: 8_909, vatPercent: 10 });
  });

  it('an order written in a transaction (a delivery) reads the rates copy through that transaction when it is empty', async () => {
    dropVatRates();
    const { row } = await orderOf([{ _id: latteId, count: 1 }], 'pos', {
      orderType: 'delivery',
      delivery: { address: 'تهران، خیابان میرداماد، پلاک ۱۲' },
    });
    expect(row).toMatchObject({ orderType: 'delivery', vat: 8_909, vatPercent: 10 });
  });

  it('a rate added for a future day applies from that day, never to orders placed before it', async () => {
    const r = await call(addRate, { body: { percent: 12, from: suiteDay(1) }, token: superAdmin });
    expect(r.status, JSON.stringify(r.body)).toBe(200);
    expect(r.body.rates).toEqual([
      { percent: 10, from: '2024-03-20' },
      { percent: 12, from: suiteDay(1) },
    ]);
    const todays = await orderOf([{ _id: latteId, count: 1 }]);
    expect(todays.row).toMatchObject({ vat: 8_909, vatPercent: 10 });

    setClock(() => new Date(today().getTime() + 86_400_000));
    const q = await call(quote, {
      body: { providerId: mirdamad.id, items: [{ _id: latteId, count: 1 }] },
      token: customer,
    });
    expect(q.body.price).toMatchObject({ price: 98_000, vat: 10_500, vatPercent: 12 });
    const tomorrows = await orderOf([{ _id: latteId, count: 1 }]);
    expect(tomorrows.row).toMatchObject({ vat: 10_500, vatPercent: 12 });
    const [again] = await db().select().from(s.orders).where(eq(s.orders.id, todays.row.id));
    expect(again).toMatchObject({ vat: 8_909, vatPercent: 10 });
    expect(clockNow().getTime()).toBeGreaterThan(today().getTime());
  });

  it('the financial report shows the VAT collected on what was sold, per period and per day', async () => {
    const r = await call(financial, {
      query: { providerId: mirdamad.id, from: suiteDay(0), to: suiteDay(1) },
      token: superAdmin,
    });
    expect(r.status, JSON.stringify(r.body)).toBe(200);
    const sold = await db().select().from(s.orders).where(eq(s.orders.providerId, mirdamad.id));
    const vat = sold.filter((o) => o.paid && o.paidAt && o.status !== 'canceled').reduce((n, o) => n + o.vat, 0);
    expect(vat).toBeGreaterThan(0);
    expect(r.body.report.sales.vat).toBe(vat);
    expect(r.body.report.days.reduce((n: number, d: { vat: number }) => n + d.vat, 0)).toBe(vat);
  });

  it('POST /v1/vat/rates/add: head office only, a future day, one rate a day', async () => {
    const stranger = await call(addRate, { body: { percent: 9, from: suiteDay(5) }, token: customer });
    expect(stranger.status).toBe(403);
    expect(stranger.body.error.eLang.fa).toBe('شما اجازه دسترسی به این بخش را ندارید.');
    expect((await call(addRate, { body: { percent: 9, from: suiteDay(5) }, token: branchAdmin })).status).toBe(403);
    expect((await call(addRate, { body: { percent: 9, from: suiteDay(5) } })).status).toBe(401);
    const past = await call(addRate, { body: { percent: 9, from: suiteDay(0) }, token: superAdmin });
    expect(past.status).toBe(400);
    expect(past.body.error.eLang.fa).toContain('فقط از فردا');
    const twice = await call(addRate, { body: { percent: 9, from: suiteDay(1) }, token: superAdmin });
    expect(twice.status).toBe(409);
    expect((await call(addRate, { body: { percent: 101, from: suiteDay(5) }, token: superAdmin })).status).toBe(400);
  });
});

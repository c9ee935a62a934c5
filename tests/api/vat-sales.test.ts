import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import { db } from '@/server/db/client';
import * as s from '@/server/db/schema';
import { clockNow, setClock } from '@/server/clock';
import bundleList from '@/pages/api/v1/bundle/list/[paging]';
import bundlePurchase from '@/pages/api/v1/bundle/purchase';
import planList from '@/pages/api/v1/plan/list';
import planCreate from '@/pages/api/v1/plan/create';
import planPurchase from '@/pages/api/v1/plan/purchase';
import createEvent from '@/pages/api/v1/event/create';
import eventStatus from '@/pages/api/v1/event/change/status';
import ticketQuote from '@/pages/api/v1/event/ticket/quote';
import ticketPurchase from '@/pages/api/v1/event/ticket/purchase';
import ticketCancel from '@/pages/api/v1/event/ticket/cancel';
import createVoucher from '@/pages/api/v1/voucher/create';
import addRate from '@/pages/api/v1/vat/rates/add';
import providerEdit from '@/pages/api/v1/provider/edit';
import financial from '@/pages/api/v1/stat/financial';
import financialExport from '@/pages/api/v1/stat/financial/export';
import {
  call,
  login,
  providerByBranch,
  setupTestEnv,
  suiteDay,
  tehranNoon,
  DEMO_PHONES,
  type TestEnv,
} from './harness';
import { providerEditBody } from './fixtures';
import { atBank, setWallet, userIdOf, verifyBack, walletOf } from './payment-helpers';

/**
 * Every sale carries VAT under its branch's mode (issue 29), not only orders: bundles, member plans and event
 * tickets. What the wallet and the bank charge, the VAT stored on the purchase, the quotes, the financial
 * report's VAT collected (a refunded ticket or a canceled event takes its VAT back), and a future rate.
 */
let env: TestEnv;
let superAdmin: string;
let admin: string;
let buyer: string;
let buyerId: string;
let mirdamad: typeof s.providers.$inferSelect;
let iranshahr: typeof s.providers.$inferSelect;
let lattesId: string;
const backend = process.env.TEST_DATABASE_URL ? 'PostgreSQL' : 'PGlite';
const today = () => tehranNoon(new Date());
const DAY = 86_400_000;
/** 10 % inside a price: price − round(price × 100 / 110). */
const inside = (price: number, percent = 10) => price - Math.round((price * 100) / (100 + percent));

beforeAll(async () => {
  env = await setupTestEnv();
  superAdmin = await login(env, DEMO_PHONES.superAdmin);
  admin = await login(env, DEMO_PHONES.mirdamadAdmin);
  buyer = await login(env, '09121370001');
  buyerId = await userIdOf('09121370001');
  mirdamad = await providerByBranch('mirdamad');
  iranshahr = await providerByBranch('iranshahr');
  const r = await call(bundleList, { query: { paging: '1-20', providerId: mirdamad.id } });
  lattesId = r.body.bundles.find((b: { title: string }) => b.title === '۱۰ لاته')._id;
});
afterEach(() => setClock(today));
afterAll(async () => env?.close());

async function setMode(vatMode: 'included' | 'added') {
  const p = await providerByBranch('mirdamad');
  const r = await call(providerEdit, { body: providerEditBody(p, { vatMode }), token: superAdmin });
  expect(r.status, JSON.stringify(r.body)).toBe(200);
}

/** Runs `fn` with Mirdamad adding VAT on top of its prices, then puts it back. */
async function whileAdded(fn: () => Promise<void>) {
  await setMode('added');
  try {
    await fn();
  } finally {
    await setMode('included');
  }
}

async function buyBundle(paymentBy: 'wallet' | 'bank' = 'wallet') {
  const r = await call(bundlePurchase, { body: { bundleId: lattesId, paymentBy }, token: buyer });
  expect(r.status, JSON.stringify(r.body)).toBe(200);
  return r.body;
}

async function newPlan(providerIds: string[] | null): Promise<string> {
  const r = await call(planCreate, {
    body: {
      title: `پلن ${Math.random().toString(36).slice(2, 7)}`,
      price: 1_500_000,
      months: 1,
      credits: { roomHours: 1, dayPasses: 1, drinksPerDay: 1 },
      providerIds,
    },
    token: superAdmin,
  });
  expect(r.status, JSON.stringify(r.body)).toBe(200);
  return r.body.plan._id;
}

async function buyPlan(planId: string, paymentBy: 'wallet' | 'bank' = 'wallet') {
  const r = await call(planPurchase, { body: { planId, paymentBy }, token: buyer });
  expect(r.status, JSON.stringify(r.body)).toBe(200);
  return r.body;
}

async function newEvent(): Promise<string> {
  const start = new Date(clockNow().getTime() + 3 * DAY);
  const r = await call(createEvent, {
    body: {
      providerId: mirdamad.id,
      title: 'کارگاه دم‌آوری',
      description: 'دم‌آوری قهوه',
      startAt: start.toISOString(),
      endAt: new Date(start.getTime() + 2 * 3_600_000).toISOString(),
      capacity: 20,
      price: 100_000,
      commissionPercent: 10,
      commissionFixed: 0,
      cancelCutoffHours: 24,
      status: 'published',
    },
    token: admin,
  });
  expect(r.status, JSON.stringify(r.body)).toBe(200);
  return r.body.event._id;
}

let codeN = 0;
async function newVoucher(): Promise<string> {
  const r = await call(createVoucher, {
    body: {
      providerId: mirdamad.id,
      code: `VATS${Date.now().toString(36).toUpperCase()}${codeN++}`,
      title: 'تخفیف کارگاه',
      type: 'percent',
      value: 10,
      maxDiscount: 30_000,
    },
    token: admin,
  });
  expect(r.status, JSON.stringify(r.body)).toBe(200);
  return r.body.voucher._id;
}

async function buyTickets(eventId: string, body: Record<string, unknown> = {}) {
  const r = await call(ticketPurchase, { body: { eventId, count: 2, paymentBy: 'wallet', ...body }, token: buyer });
  expect(r.status, JSON.stringify(r.body)).toBe(200);
  const [purchase] = await db()
    .select()
    .from(s.eventTicketPurchases)
    .where(eq(s.eventTicketPurchases.id, r.body.purchaseId));
  const tickets = await db().select().from(s.eventTickets).where(eq(s.eventTickets.purchaseId, purchase.id));
  return { body: r.body, purchase, tickets };
}

const userBundle = async (id: string) => (await db().select().from(s.userBundles).where(eq(s.userBundles.id, id)))[0];
const memberPlan = async (id: string) => (await db().select().from(s.memberPlans).where(eq(s.memberPlans.id, id)))[0];

describe(`VAT on bundles (${backend})`, () => {
  it('prices that include VAT: the list quotes the VAT inside the price, the wallet pays the price', async () => {
    const list = await call(bundleList, { query: { paging: '1-20', providerId: mirdamad.id } });
    const lattes = list.body.bundles.find((b: { _id: string }) => b._id === lattesId);
    expect(lattes).toMatchObject({ price: 850_000, vat: 77_273, vatPercent: 10, vatMode: 'included', total: 850_000 });
    expect(inside(850_000)).toBe(77_273);
    await setWallet(buyerId, 5_000_000);
    const before = await walletOf(buyerId);
    const body = await buyBundle();
    expect(body.userBundle).toMatchObject({ price: 850_000, vat: 77_273 });
    expect(await walletOf(buyerId)).toBe(before - 850_000);
    expect((await userBundle(body.userBundle._id)).vat).toBe(77_273);
  });

  it('VAT added on top: the wallet and the bank charge the price plus VAT', async () => {
    await whileAdded(async () => {
      const list = await call(bundleList, { query: { paging: '1-20', providerId: mirdamad.id } });
      const lattes = list.body.bundles.find((b: { _id: string }) => b._id === lattesId);
      expect(lattes).toMatchObject({ price: 850_000, vat: 85_000, vatMode: 'added', total: 935_000 });
      await setWallet(buyerId, 5_000_000);
      const byWallet = await buyBundle();
      expect(await walletOf(buyerId)).toBe(5_000_000 - 935_000);
      expect(await userBundle(byWallet.userBundle._id)).toMatchObject({ price: 850_000, vat: 85_000 });

      const byBank = await buyBundle('bank');
      const [pay] = await db().select().from(s.payments).where(eq(s.payments.id, byBank.paymentId));
      expect(pay.amount).toBe(935_000);
      const back = await atBank(byBank.link);
      expect((await verifyBack(back.paymentId, back.authority)).status).toBe(200);
      const opened = await userBundle(pay.userBundleId!);
      expect(opened).toMatchObject({ status: 'active', vat: 85_000 });
    });
  });
});

describe(`VAT on member plans (${backend})`, () => {
  it('a chain-wide plan includes VAT in its price; one limited to branches that all add VAT adds it', async () => {
    await whileAdded(async () => {
      const chainWide = await newPlan(null);
      const addedOnly = await newPlan([mirdamad.id]);
      const mixed = await newPlan([mirdamad.id, iranshahr.id]);
      const list = (await call(planList, {})).body.plans as { _id: string }[];
      const view = (id: string) => list.find((p) => p._id === id);
      expect(view(chainWide)).toMatchObject({ price: 1_500_000, vat: 136_364, vatMode: 'included', total: 1_500_000 });
      expect(view(addedOnly)).toMatchObject({ price: 1_500_000, vat: 150_000, vatMode: 'added', total: 1_650_000 });
      expect(view(mixed)).toMatchObject({ vat: 136_364, vatMode: 'included', total: 1_500_000 });

      await setWallet(buyerId, 5_000_000);
      const a = await buyPlan(chainWide);
      expect(await walletOf(buyerId)).toBe(3_500_000);
      expect(a.memberPlan).toMatchObject({ price: 1_500_000, vat: 136_364 });
      const b = await buyPlan(addedOnly);
      expect(await walletOf(buyerId)).toBe(3_500_000 - 1_650_000);
      expect(await memberPlan(b.memberPlan._id)).toMatchObject({ price: 1_500_000, vat: 150_000 });

      const c = await buyPlan(addedOnly, 'bank');
      const [pay] = await db().select().from(s.payments).where(eq(s.payments.id, c.paymentId));
      expect(pay.amount).toBe(1_650_000);
      const back = await atBank(c.link);
      expect((await verifyBack(back.paymentId, back.authority)).status).toBe(200);
      expect(await memberPlan(pay.subjectId!)).toMatchObject({ status: 'active', vat: 150_000 });
    });
  });
});

describe(`VAT on event tickets (${backend})`, () => {
  it('prices that include VAT: the voucher comes off first, the VAT is inside, split over the tickets', async () => {
    const eventId = await newEvent();
    const voucherId = await newVoucher();
    const q = await call(ticketQuote, { body: { eventId, count: 2, voucherId }, token: buyer });
    expect(q.status, JSON.stringify(q.body)).toBe(200);
    // 2 × 100,000 − 10 % = 180,000, VAT inside it.
    expect(q.body.quote).toMatchObject({ itemsPrice: 200_000, voucherDiscount: 20_000, total: 180_000 });
    expect(q.body.quote).toMatchObject({ vat: inside(180_000), vatPercent: 10, vatMode: 'included' });
    await setWallet(buyerId, 1_000_000);
    const { purchase, tickets } = await buyTickets(eventId, { voucherId });
    expect(await walletOf(buyerId)).toBe(1_000_000 - 180_000);
    expect(purchase).toMatchObject({ total: 180_000, walletAmount: 180_000, vat: 16_364 });
    expect(tickets.map((t) => t.vat).sort()).toEqual([8_182, 8_182]);
  });

  it('VAT added on top: the quote, the wallet and the bank charge the tickets plus VAT', async () => {
    await whileAdded(async () => {
      const eventId = await newEvent();
      const voucherId = await newVoucher();
      const q = await call(ticketQuote, { body: { eventId, count: 2, voucherId }, token: buyer });
      expect(q.body.quote).toMatchObject({ voucherDiscount: 20_000, vat: 18_000, vatMode: 'added', total: 198_000 });
      await setWallet(buyerId, 1_000_000);
      const { body, purchase, tickets } = await buyTickets(eventId, { voucherId });
      expect(await walletOf(buyerId)).toBe(1_000_000 - 198_000);
      expect(purchase).toMatchObject({ total: 198_000, walletAmount: 198_000, vat: 18_000 });
      expect(body.tickets.map((t: { pricePaid: number; vat: number }) => [t.pricePaid, t.vat])).toEqual([
        [99_000, 9_000],
        [99_000, 9_000],
      ]);
      expect(tickets.map((t) => [t.pricePaid, t.vat])).toEqual([
        [99_000, 9_000],
        [99_000, 9_000],
      ]);
      const bank = await buyTickets(eventId, { paymentBy: 'bank', count: 1 });
      const [pay] = await db()
        .select()
        .from(s.payments)
        .where(and(eq(s.payments.purpose, 'event'), eq(s.payments.subjectId, bank.purchase.id)));
      expect(pay.amount).toBe(110_000);
      expect(bank.purchase).toMatchObject({ total: 110_000, bankAmount: 110_000, vat: 10_000 });
      const back = await atBank(bank.body.link);
      expect((await verifyBack(back.paymentId, back.authority)).status).toBe(200);
    });
  });
});

describe(`the financial report's VAT collected (${backend})`, () => {
  const report = async (providerId?: string) => {
    const r = await call(financial, {
      query: { ...(providerId ? { providerId } : {}), from: suiteDay(0), to: suiteDay(1) },
      token: superAdmin,
    });
    expect(r.status, JSON.stringify(r.body)).toBe(200);
    return r.body.report as {
      sales: { vat: number; vatBySale: { orders: number; bundles: number; plans: number; events: number } };
      days: { vat: number }[];
    };
  };
  /** VAT from the rows: active bundles, active plans, tickets of paid purchases not refunded. */
  const fromRows = async (providerId?: string) => {
    const ub = await db().select().from(s.userBundles).where(eq(s.userBundles.status, 'active'));
    const mp = await db().select().from(s.memberPlans).where(eq(s.memberPlans.status, 'active'));
    const t = await db()
      .select({ vat: s.eventTickets.vat, refundedAt: s.eventTickets.refundedAt, providerId: s.events.providerId })
      .from(s.eventTickets)
      .innerJoin(s.eventTicketPurchases, eq(s.eventTicketPurchases.id, s.eventTickets.purchaseId))
      .innerJoin(s.events, eq(s.events.id, s.eventTickets.eventId))
      .where(eq(s.eventTicketPurchases.status, 'paid'));
    const sum = (xs: { vat: number }[]) => xs.reduce((n, x) => n + x.vat, 0);
    return {
      bundles: sum(ub.filter((b) => !providerId || b.providerId === providerId)),
      plans: providerId ? 0 : sum(mp),
      events: sum(t.filter((x) => !x.refundedAt && (!providerId || x.providerId === providerId))),
    };
  };

  it('includes the VAT of bundles, plans (chain only) and tickets, per period and per day', async () => {
    for (const providerId of [mirdamad.id, undefined]) {
      const r = await report(providerId);
      const rows = await fromRows(providerId);
      expect(rows.bundles).toBeGreaterThan(0);
      expect(rows.events).toBeGreaterThan(0);
      expect(r.sales.vatBySale).toMatchObject(rows);
      expect(r.sales.vat).toBe(r.sales.vatBySale.orders + rows.bundles + rows.plans + rows.events);
      expect(r.days.reduce((n, d) => n + d.vat, 0)).toBe(r.sales.vat);
    }
    expect((await report()).sales.vatBySale.plans).toBeGreaterThan(0);
    // The workbook carries the same total.
    const x = await call(financialExport, { query: { from: suiteDay(0), to: suiteDay(1) }, token: superAdmin });
    expect(x.status).toBe(200);
  });

  it('a refunded ticket, and every ticket of a canceled event, takes its VAT back', async () => {
    const eventId = await newEvent();
    await setWallet(buyerId, 1_000_000);
    const { tickets } = await buyTickets(eventId);
    expect(tickets.map((t) => t.vat)).toEqual([9_091, 9_091]);
    const sold = (await report(mirdamad.id)).sales.vat;
    const c = await call(ticketCancel, { body: { ticketId: tickets[0].id }, token: buyer });
    expect(c.status, JSON.stringify(c.body)).toBe(200);
    expect((await report(mirdamad.id)).sales.vat).toBe(sold - 9_091);
    const x = await call(eventStatus, { body: { eventId, status: 'canceled' }, token: admin });
    expect(x.status, JSON.stringify(x.body)).toBe(200);
    expect((await report(mirdamad.id)).sales.vat).toBe(sold - 2 * 9_091);
  });
});

describe(`a future rate (${backend})`, () => {
  it('applies to bundles, plans and tickets bought from its day only', async () => {
    const r = await call(addRate, { body: { percent: 12, from: suiteDay(1) }, token: superAdmin });
    expect(r.status, JSON.stringify(r.body)).toBe(200);
    const planId = await newPlan(null);
    const eventId = await newEvent();
    await setWallet(buyerId, 10_000_000);
    const todays = await buyBundle();
    expect((await userBundle(todays.userBundle._id)).vat).toBe(inside(850_000));
    expect((await buyTickets(eventId)).purchase.vat).toBe(inside(200_000));

    setClock(() => new Date(today().getTime() + DAY));
    const tomorrows = await buyBundle();
    expect((await userBundle(tomorrows.userBundle._id)).vat).toBe(inside(850_000, 12));
    expect(inside(850_000, 12)).toBe(91_071);
    const plan = await buyPlan(planId);
    expect((await memberPlan(plan.memberPlan._id)).vat).toBe(inside(1_500_000, 12));
    const q = await call(ticketQuote, { body: { eventId, count: 2 }, token: buyer });
    expect(q.body.quote).toMatchObject({ vat: inside(200_000, 12), vatPercent: 12 });
    expect((await buyTickets(eventId)).purchase.vat).toBe(inside(200_000, 12));
    expect((await userBundle(todays.userBundle._id)).vat).toBe(inside(850_000));
  });
});

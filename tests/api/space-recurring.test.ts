import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq, inArray, ne } from 'drizzle-orm';
import { db } from '@/server/db/client';
import * as s from '@/server/db/schema';
import { clockNow } from '@/server/clock';
import { isoDayToJalali } from '@/lib/jalali';
import { expireDueOrders } from '@/server/services/order/expire-orders';
import { seriesDays } from '@/server/services/space/series';
import submit from '@/pages/api/v1/order/space/submit';
import recurring from '@/pages/api/v1/order/space/recurring/submit';
import seriesCancel from '@/pages/api/v1/order/space/series/cancel';
import cancel from '@/pages/api/v1/order/space/cancel';
import { call, itemsOf, login, providerByBranch, setupTestEnv, suiteDay, DEMO_PHONES, type TestEnv } from './harness';
import { payAtBank, setWallet, userIdOf, walletOf } from './payment-helpers';

let env: TestEnv;
let customer: string;
let other: string;
let customerId: string;
let mirdamad: typeof s.providers.$inferSelect;
let room: typeof s.menuItems.$inferSelect;
let pool: typeof s.menuItems.$inferSelect;
const day = suiteDay;

beforeAll(async () => {
  env = await setupTestEnv();
  customer = await login(env, DEMO_PHONES.customer);
  other = await login(env, '09121330001');
  customerId = await userIdOf(DEMO_PHONES.customer);
  mirdamad = await providerByBranch('mirdamad');
  const items = await itemsOf(mirdamad.id);
  room = items.find((i) => i.title === 'اتاق جلسه ۶ نفره (ساعتی)')!;
  pool = items.find((i) => i.title === 'پاس روزانه میز اشتراکی')!;
});
afterAll(async () => env?.close());

const series = (token: string, body: Record<string, unknown>) =>
  call(recurring, {
    body: {
      providerId: mirdamad.id,
      itemId: room.id,
      startingHour: 10,
      endingHour: 11,
      onConflict: 'fail',
      paymentBy: 'wallet',
      ...body,
    },
    token,
  });
const single = (token: string, d: string, from = 10, to = 11) =>
  call(submit, {
    body: {
      providerId: mirdamad.id,
      itemId: room.id,
      startDate: d,
      startingHour: from,
      endingHour: to,
      paymentBy: 'pos',
    },
    token,
  });

async function reservationsOn(days: string[], itemId = room.id) {
  return db()
    .select({
      day: s.spaceReservations.day,
      start: s.spaceReservations.startingHour,
      seriesId: s.spaceReservations.seriesId,
    })
    .from(s.spaceReservations)
    .innerJoin(s.orders, eq(s.orders.id, s.spaceReservations.orderId))
    .where(
      and(
        inArray(s.spaceReservations.day, days),
        eq(s.spaceReservations.itemId, itemId),
        ne(s.orders.status, 'canceled'),
      ),
    );
}

describe('a recurring series', () => {
  it('steps a day or a week on the calendar', () => {
    expect(seriesDays({ start: '2026-03-18', every: 'week', count: 3 })).toEqual([
      '2026-03-18',
      '2026-03-25',
      '2026-04-01',
    ]);
    expect(seriesDays({ start: '2026-12-31', every: 'day', count: 2 })).toEqual(['2026-12-31', '2027-01-01']);
  });

  it('refuses bad input in Persian', async () => {
    const r = await series(customer, { startDate: day(2), repeat: { every: 'month', count: 13 } });
    expect(r.status).toBe(400);
    const h = await series(customer, { startDate: day(2), repeat: { every: 'week', count: 2 }, paymentBy: 'hybrid' });
    expect(h.status).toBe(400);
    expect(h.body.error.eLang.fa).toBe('سری رزرو را با کیف پول، درگاه بانکی یا پرداخت در محل پرداخت کنید.');
  });

  it('in «همه یا هیچ» mode books nothing on a conflict and names the Jalali dates; in skip mode books the rest, paid once', async () => {
    const days = seriesDays({ start: day(10), every: 'week', count: 4 });
    expect((await single(other, days[1])).status).toBe(200);
    await setWallet(customerId, 5_000_000);

    const fail = await series(customer, { startDate: days[0], repeat: { every: 'week', count: 4 } });
    expect(fail.status).toBe(409);
    expect(fail.body.error.eLang.fa).toContain(isoDayToJalali(days[1]));
    expect(fail.body.error.eLang.fa).toContain('هیچ جلسه‌ای رزرو نشد');
    expect(fail.body.error.details).toEqual({ dates: [days[1]] });
    expect((await reservationsOn(days)).length).toBe(1);
    expect(await walletOf(customerId)).toBe(5_000_000);
    expect(await db().select().from(s.spaceSeries)).toEqual([]);

    const skip = await series(customer, {
      startDate: days[0],
      repeat: { every: 'week', count: 4 },
      onConflict: 'skip',
    });
    expect(skip.status).toBe(200);
    expect(skip.body.skipped).toEqual([days[1]]);
    expect(skip.body.orders.map((o: { status: string }) => o.status)).toEqual(['new', 'new', 'new']);
    expect(skip.body.total).toBe(3 * 450_000);
    expect(await walletOf(customerId)).toBe(5_000_000 - 3 * 450_000);
    const spends = await db()
      .select()
      .from(s.walletLedger)
      .where(
        and(eq(s.walletLedger.userId, customerId), eq(s.walletLedger.idemKey, `series:${skip.body.seriesId}:pay`)),
      );
    expect(spends.map((l) => l.amount)).toEqual([-3 * 450_000]);
    const held = await reservationsOn(days);
    expect(
      held
        .filter((r) => r.seriesId === skip.body.seriesId)
        .map((r) => r.day)
        .sort(),
    ).toEqual([days[0], days[2], days[3]].sort());

    // Cancel one occurrence (the single cancel), then the rest of the series from a date.
    const first = skip.body.orders[0]._id;
    const one = await call(cancel, { body: { orderId: first }, token: customer });
    expect(one.body.refunded).toBe(450_000);
    expect((await call(seriesCancel, { body: { seriesId: skip.body.seriesId }, token: other })).status).toBe(404);
    const rest = await call(seriesCancel, {
      body: { seriesId: skip.body.seriesId, fromDate: days[3] },
      token: customer,
    });
    expect(rest.status).toBe(200);
    expect(rest.body).toMatchObject({ canceled: [skip.body.orders[2]._id], refunded: 450_000, kept: [] });
    expect(await walletOf(customerId)).toBe(5_000_000 - 450_000);
    const left = (await reservationsOn(days)).filter((r) => r.seriesId === skip.body.seriesId);
    expect(left.map((r) => r.day)).toEqual([days[2]]);
  });

  it('in skip mode never overlaps single bookings racing it (20 at once)', async () => {
    const days = seriesDays({ start: day(40), every: 'day', count: 12 });
    const racers = [];
    for (let i = 0; i < 19; i++) racers.push(await login(env, `0912134${String(i).padStart(4, '0')}`));
    await setWallet(customerId, 10_000_000);
    const results = await Promise.all([
      series(customer, { startDate: days[0], repeat: { every: 'day', count: 12 }, onConflict: 'skip' }),
      // Singles race for nine of the twelve days (the series always has some left to book).
      ...racers.map((t, i) => single(t, days[i % 9])),
    ]);
    const s0 = results[0];
    expect(s0.status).toBe(200);
    const singlesWon = results.slice(1).filter((r) => r.status === 200).length;
    const held = await reservationsOn(days);
    // One booking of 10–11 per day, whoever won it; the series skipped exactly the days singles took.
    const perDay = new Map<string, number>();
    for (const r of held) perDay.set(r.day, (perDay.get(r.day) ?? 0) + 1);
    expect([...perDay.values()].every((n) => n === 1)).toBe(true);
    expect(held.length).toBe(12);
    expect(s0.body.orders.length + s0.body.skipped.length).toBe(12);
    expect(singlesWon).toBe(s0.body.skipped.length);
    expect(await walletOf(customerId)).toBe(10_000_000 - s0.body.orders.length * 450_000);
  });

  it('books a series once for a retried key (a double tap, then a retry): the same series, one wallet payment', async () => {
    await setWallet(customerId, 5_000_000);
    const body = { startDate: day(80), repeat: { every: 'week', count: 3 }, key: 'series-key-0001' };
    const [a, b] = await Promise.all([series(customer, body), series(customer, body)]);
    const c = await series(customer, body);
    for (const r of [a, b, c]) expect(r.status).toBe(200);
    expect(b.body.seriesId).toBe(a.body.seriesId);
    expect(c.body.seriesId).toBe(a.body.seriesId);
    const ids = (r: typeof a) => r.body.orders.map((o: { _id: string }) => o._id);
    expect(ids(b)).toEqual(ids(a));
    expect(ids(c)).toEqual(ids(a));
    expect(c.body).toMatchObject({ skipped: [], total: 3 * 450_000 });
    expect(await walletOf(customerId)).toBe(5_000_000 - 3 * 450_000);
    const days = seriesDays({ start: day(80), every: 'week', count: 3 });
    expect((await reservationsOn(days)).length).toBe(3);
    // The key is the customer's own: another customer's same key books their own series (here: taken days).
    const theirs = await series(other, { ...body, onConflict: 'skip' });
    expect(theirs.status).toBe(409);
    expect(theirs.body.error.code).toBe('SPACE_SERIES_EMPTY');
  });

  it('books a day pass every day, paid by bank with one payment that settles every occurrence', async () => {
    const r = await series(customer, {
      itemId: pool.id,
      startingHour: null,
      endingHour: null,
      startDate: day(60),
      repeat: { every: 'day', count: 3 },
      paymentBy: 'bank',
      bankType: 'pos',
    });
    expect(r.status).toBe(200);
    expect(r.body.link).toBeTruthy();
    expect(r.body.orders.map((o: { status: string }) => o.status)).toEqual([
      'awaitingPayment',
      'awaitingPayment',
      'awaitingPayment',
    ]);
    const pays = await db().select().from(s.payments).where(eq(s.payments.subjectId, r.body.seriesId));
    expect(pays).toHaveLength(1);
    expect(pays[0]).toMatchObject({ purpose: 'series', amount: r.body.total });
    await payAtBank(r.body.link);
    const ids = r.body.orders.map((o: { _id: string }) => o._id);
    const rows = await db().select().from(s.orders).where(inArray(s.orders.id, ids));
    expect(rows.every((o) => o.status === 'new' && o.paid)).toBe(true);
  });

  it('releases the whole series when its bank payment time runs out, and credits a late payment to the wallet', async () => {
    await setWallet(customerId, 0);
    const r = await series(customer, {
      startDate: day(70),
      repeat: { every: 'week', count: 2 },
      paymentBy: 'bank',
      bankType: 'pos',
    });
    expect(r.status).toBe(200);
    const ids = r.body.orders.map((o: { _id: string }) => o._id);
    await db()
      .update(s.orders)
      .set({ expiresAt: new Date(clockNow().getTime() - 1000) })
      .where(inArray(s.orders.id, ids));
    expect(await expireDueOrders()).toBeGreaterThanOrEqual(2);
    const rows = await db().select().from(s.orders).where(inArray(s.orders.id, ids));
    expect(rows.every((o) => o.status === 'canceled')).toBe(true);
    expect((await reservationsOn(seriesDays({ start: day(70), every: 'week', count: 2 }))).length).toBe(0);
    await payAtBank(r.body.link);
    expect(await walletOf(customerId)).toBe(r.body.total);
  });
});

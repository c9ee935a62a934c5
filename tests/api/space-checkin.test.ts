import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { existsSync, readFileSync } from 'node:fs';
import { eq } from 'drizzle-orm';
import { db } from '@/server/db/client';
import * as s from '@/server/db/schema';
import { setClock } from '@/server/clock';
import { isoDayToJalali } from '@/lib/jalali';
import { hourStart } from '@/server/services/space/space-hours';
import { releaseNoShows } from '@/server/services/space/release-no-shows';
import submit from '@/pages/api/v1/order/space/submit';
import cancel from '@/pages/api/v1/order/space/cancel';
import waitlist from '@/pages/api/v1/order/space/waitlist';
import checkin from '@/pages/api/v1/order/space/checkin';
import myCode from '@/pages/api/v1/order/space/[orderId]/checkin';
import quote from '@/pages/api/v1/order/space/[orderId]/cancel/quote';
import resolveScan from '@/pages/api/v1/scan/resolve';
import providerEdit from '@/pages/api/v1/provider/edit';
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
import { setWallet, userIdOf, walletOf } from './payment-helpers';

let env: TestEnv;
let customer: string;
let other: string;
let admin: string;
let barista: string;
let selvaAdmin: string;
let mirdamad: typeof s.providers.$inferSelect;
let room: typeof s.menuItems.$inferSelect;
let pool: typeof s.menuItems.$inferSelect;
let customerId: string;
const day = suiteDay;
const at = (d: string, hour: number, minutes = 0) => new Date(hourStart({ day: d, hour }).getTime() + minutes * 60_000);
const resetClock = () => setClock(() => tehranNoon(new Date()));

beforeAll(async () => {
  env = await setupTestEnv();
  customer = await login(env, DEMO_PHONES.customer);
  other = await login(env, '09121320001');
  admin = await login(env, DEMO_PHONES.mirdamadAdmin);
  barista = await login(env, DEMO_PHONES.mirdamadBarista);
  selvaAdmin = await login(env, '09121329999');
  const selva = await providerByBranch('selva');
  await db()
    .insert(s.providerStaff)
    .values({ providerId: selva.id, userId: await userIdOf('09121329999'), role: 'admin' });
  mirdamad = await providerByBranch('mirdamad');
  const items = await itemsOf(mirdamad.id);
  room = items.find((i) => i.title === 'اتاق جلسه ۶ نفره (ساعتی)')!;
  pool = items.find((i) => i.title === 'پاس روزانه میز اشتراکی')!;
  customerId = await userIdOf(DEMO_PHONES.customer);
});
afterEach(resetClock);
afterAll(async () => env?.close());

const bookRoom = (token: string, d: string, from: number, to: number, paymentBy = 'pos') =>
  call(submit, {
    body: { providerId: mirdamad.id, itemId: room.id, startDate: d, startingHour: from, endingHour: to, paymentBy },
    token,
  });

async function codeOf(orderId: string, token = customer) {
  return call(myCode, { query: { orderId }, token });
}

/** The branch form saved with some policies (the rest of the branch as it is). */
const editPolicies = (policies: Record<string, unknown>) =>
  call(providerEdit, {
    body: {
      providerId: mirdamad.id,
      name: mirdamad.name,
      address: mirdamad.address,
      displayType: mirdamad.displayType,
      openingTime: mirdamad.openingTime,
      closingTime: mirdamad.closingTime,
      paymentTypes: mirdamad.paymentTypes,
      ...policies,
    },
    token: admin,
  });

function outbox(): { to: string; text: string }[] {
  return existsSync(env.outbox)
    ? readFileSync(env.outbox, 'utf8')
        .trim()
        .split('\n')
        .map((l) => JSON.parse(l) as { to: string; text: string })
    : [];
}

describe('the check-in code', () => {
  it('is shown to its owner only, unguessable and unique per reservation', async () => {
    const a = await bookRoom(customer, day(1), 9, 10);
    const b = await bookRoom(other, day(1), 10, 11);
    const ca = await codeOf(a.body.orderId);
    expect(ca.status).toBe(200);
    expect(ca.body.code).toMatch(/^[0-9A-F]{12}$/);
    expect(ca.body.qr).toBe(`HK-R-${ca.body.code}`);
    expect(new Date(ca.body.opensAt).getTime()).toBe(at(day(1), 9, -15).getTime());
    expect(new Date(ca.body.closesAt).getTime()).toBe(at(day(1), 9, 20).getTime());
    const cb = await codeOf(b.body.orderId, other);
    expect(cb.body.code).not.toBe(ca.body.code);
    // Anyone but the owner: the same 404 as a missing booking.
    expect((await codeOf(a.body.orderId, other)).status).toBe(404);
    expect((await codeOf(a.body.orderId, admin)).status).toBe(404);
  });

  it('checks in only its own reservation, once, and only inside the window', async () => {
    const d = day(2);
    const mine = await bookRoom(customer, d, 10, 12);
    const theirs = await bookRoom(other, d, 12, 13);
    const { code } = (await codeOf(mine.body.orderId)).body;

    setClock(at(d, 10, -16));
    const early = await call(checkin, { body: { code }, token: barista });
    expect(early.status).toBe(409);
    expect(early.body.error.eLang.fa).toContain('هنوز زمان ورود این رزرو نرسیده است.');
    expect(early.body.error.eLang.fa).toContain('ورود از ساعت ۰۹:۴۵ باز می‌شود.');

    setClock(at(d, 10, -10));
    // A customer, and staff of another branch, cannot check anyone in; a wrong code names nothing.
    expect((await call(checkin, { body: { code }, token: customer })).status).toBe(403);
    expect((await call(checkin, { body: { code }, token: selvaAdmin })).status).toBe(404);
    const wrong = await call(checkin, { body: { code: 'ABCDEF123456' }, token: barista });
    expect(wrong.status).toBe(404);
    expect(wrong.body.error.eLang.fa).toBe('کد ورود معتبر نیست یا برای این شعبه نیست.');
    // The kiosk of another room refuses this room's code.
    expect((await call(checkin, { body: { code, itemId: pool.id }, token: barista })).status).toBe(404);

    // Two taps at once: one check-in, the other a Persian 409.
    const both = await Promise.all([
      call(checkin, { body: { code: code.toLowerCase(), itemId: room.id, paymentMethodId: null }, token: barista }),
      call(checkin, { body: { code: `HK-R-${code}` }, token: admin }),
    ]);
    const pm = both.map((r) => r.status).sort();
    // A pay-on-site booking needs the payment method: both are refused the same way, nothing checked in.
    expect(pm).toEqual([400, 400]);
    const [method] = await db().select().from(s.paymentMethods).where(eq(s.paymentMethods.providerId, mirdamad.id));
    const twice = await Promise.all([
      call(checkin, { body: { code, paymentMethodId: method.id }, token: barista }),
      call(checkin, { body: { code, paymentMethodId: method.id }, token: admin }),
    ]);
    expect(twice.map((r) => r.status).sort()).toEqual([200, 409]);
    expect(twice.find((r) => r.status === 409)!.body.error.eLang.fa).toBe('ورود این رزرو قبلا ثبت شده است.');
    const [o] = await db().select().from(s.orders).where(eq(s.orders.id, mine.body.orderId));
    expect(o.status).toBe('delivered');
    const [t] = await db().select().from(s.orders).where(eq(s.orders.id, theirs.body.orderId));
    expect(t.status).toBe('new');

    // Past the grace: closed.
    const late = (await codeOf(theirs.body.orderId, other)).body.code;
    setClock(at(d, 12, 21));
    const r = await call(checkin, { body: { code: late, paymentMethodId: method.id }, token: barista });
    expect(r.status).toBe(409);
    expect(r.body.error.eLang.fa).toBe('مهلت ورود این رزرو گذشته است.');
  });

  it('keeps the staff check-in by order id working', async () => {
    const d = day(3);
    await setWallet(customerId, 2_000_000);
    const b = await bookRoom(customer, d, 15, 16, 'wallet');
    expect(b.status).toBe(200);
    setClock(at(d, 15, -5));
    const r = await call(checkin, { body: { orderId: b.body.orderId }, token: barista });
    expect(r.status).toBe(200);
    expect(r.body.order.status).toBe('delivered');
  });

  it('is resolved by the scanner as its booking, with check-in', async () => {
    const d = day(4);
    const b = await bookRoom(customer, d, 9, 10);
    const { qr } = (await codeOf(b.body.orderId)).body;
    const r = await call(resolveScan, { query: { code: qr }, token: barista });
    expect(r.status).toBe(200);
    expect(r.body).toMatchObject({ kind: 'order', order: { _id: b.body.orderId }, booking: { canCheckIn: true } });
    expect((await call(resolveScan, { query: { code: qr }, token: selvaAdmin })).status).toBe(404);
  });
});

describe('the no-show sweep', () => {
  it('releases an unchecked booking once, keeps the fee once, texts the customer and the waitlist, even when two sweeps run at once', async () => {
    const d = day(5);
    const edit = await editPolicies({ noShowFeePercent: '۲۵', graceMinutes: 30 });
    expect(edit.status).toBe(200);
    await setWallet(customerId, 2_000_000);
    const b = await bookRoom(customer, d, 11, 13, 'wallet');
    expect(b.body.order.totalPrice).toBe(900_000);
    expect(await walletOf(customerId)).toBe(1_100_000);
    expect(
      (await call(waitlist, { body: { itemId: room.id, date: d, startingHour: 11, endingHour: 12 }, token: other }))
        .status,
    ).toBe(200);

    // Within the grace it is kept (earlier tests' unchecked bookings are released by this run).
    setClock(at(d, 11, 30));
    await releaseNoShows();
    const [kept] = await db().select().from(s.orders).where(eq(s.orders.id, b.body.orderId));
    expect(kept.status).toBe('new');
    setClock(at(d, 11, 31));
    const runs = await Promise.all([releaseNoShows(), releaseNoShows()]);
    expect(runs[0] + runs[1]).toBe(1);
    expect(await releaseNoShows()).toBe(0);

    const [o] = await db().select().from(s.orders).where(eq(s.orders.id, b.body.orderId));
    expect(o.status).toBe('canceled');
    const [r] = await db().select().from(s.spaceReservations).where(eq(s.spaceReservations.orderId, o.id));
    expect(r.feeKept).toBe(225_000);
    expect(r.noShowAt).not.toBeNull();
    expect(await walletOf(customerId)).toBe(1_100_000 + 675_000);
    const ledger = await db().select().from(s.walletLedger).where(eq(s.walletLedger.userId, customerId));
    expect(ledger.filter((l) => l.amount === 675_000).length).toBe(1);
    const texts = outbox();
    expect(texts.filter((t) => t.to === '+989121320001' && t.text.includes('جا خالی شد')).length).toBe(1);
    const mine = texts.filter((t) => t.text.includes('چون ورود ثبت نشد آزاد شد') && t.text.includes(isoDayToJalali(d)));
    expect(mine.length).toBe(1);
    expect(mine[0].text).toContain('۶۷۵٬۰۰۰ تومان به کیف پول شما برگشت');
    // The released code no longer checks in.
    const { code } = (await codeOf(b.body.orderId)).body;
    expect((await call(checkin, { body: { code }, token: barista })).status).toBe(409);
  });

  it('leaves checked-in and not-yet-due bookings alone', async () => {
    const d = day(6);
    await setWallet(customerId, 2_000_000);
    const a = await bookRoom(customer, d, 9, 10, 'wallet');
    const b = await bookRoom(customer, d, 14, 15, 'wallet');
    setClock(at(d, 9, 5));
    expect(
      (await call(checkin, { body: { code: (await codeOf(a.body.orderId)).body.code }, token: barista })).status,
    ).toBe(200);
    setClock(at(d, 10));
    expect(await releaseNoShows()).toBe(0);
    const rows = await db().select().from(s.orders).where(eq(s.orders.userId, customerId));
    expect(rows.find((r) => r.id === a.body.orderId)!.status).toBe('delivered');
    expect(rows.find((r) => r.id === b.body.orderId)!.status).toBe('new');
  });
});

describe('late cancellation tiers', () => {
  it('keeps the highest tier whose window holds the time left, shows it before confirming, and refunds the rest once', async () => {
    const d = day(8);
    const edit = await editPolicies({ lateCancelTiers: '۲۴:۲۰، ۲:۵۰' });
    expect(edit.status).toBe(200);
    const [p] = await db().select().from(s.providers).where(eq(s.providers.id, mirdamad.id));
    expect(p.lateCancelTiers).toEqual([
      { withinHours: 24, keepPercent: 20 },
      { withinHours: 2, keepPercent: 50 },
    ]);
    const bad = await editPolicies({ lateCancelTiers: '۲۴ ساعت' });
    expect(bad.status).toBe(400);

    await setWallet(customerId, 3_000_000);
    const early = await bookRoom(customer, d, 10, 11, 'wallet');
    const mid = await bookRoom(customer, d, 12, 13, 'wallet');
    const late = await bookRoom(customer, d, 14, 15, 'wallet');
    expect(await walletOf(customerId)).toBe(3_000_000 - 3 * 450_000);

    // Two days ahead: no tier holds, all back.
    setClock(at(d, 10, -49 * 60));
    expect((await call(quote, { query: { orderId: early.body.orderId }, token: customer })).body).toEqual({
      allowed: true,
      fee: 0,
      refund: 450_000,
      paid: 450_000,
    });
    expect((await call(quote, { query: { orderId: early.body.orderId }, token: other })).status).toBe(404);
    // Ten hours ahead: 20 %.
    setClock(at(d, 12, -10 * 60));
    expect((await call(quote, { query: { orderId: mid.body.orderId }, token: customer })).body).toMatchObject({
      fee: 90_000,
      refund: 360_000,
    });
    const c1 = await Promise.all([
      call(cancel, { body: { orderId: mid.body.orderId }, token: customer }),
      call(cancel, { body: { orderId: mid.body.orderId }, token: customer }),
    ]);
    expect(c1.map((r) => r.body.refunded).sort((x, y) => x - y)).toEqual([0, 360_000]);
    // One hour ahead (inside the old two-hour cut-off): 50 %, still allowed with tiers.
    setClock(at(d, 14, -60));
    const c2 = await call(cancel, { body: { orderId: late.body.orderId }, token: customer });
    expect(c2.status).toBe(200);
    expect(c2.body).toMatchObject({ refunded: 225_000, fee: 225_000 });
    expect(await walletOf(customerId)).toBe(3_000_000 - 3 * 450_000 + 360_000 + 225_000);
    // After the start: too late.
    setClock(at(d, 10, 1));
    expect((await call(cancel, { body: { orderId: early.body.orderId }, token: customer })).status).toBe(409);
  });
});

import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { readFileSync, existsSync } from 'node:fs';
import { and, eq } from 'drizzle-orm';
import { db } from '@/server/db/client';
import * as s from '@/server/db/schema';
import { expireDueOrders } from '@/server/services/order/expire-orders';
import poolAvail from '@/pages/api/v1/order/check/pool/[itemId]/[date]/availability';
import resourceAvail from '@/pages/api/v1/order/check/resource/[itemId]/[date]/availability';
import submit from '@/pages/api/v1/order/space/submit';
import adminSubmit from '@/pages/api/v1/order/space/admin/submit';
import list from '@/pages/api/v1/order/space/list/[providerId]/[paging]';
import mine from '@/pages/api/v1/order/space/mine/[paging]';
import cancel from '@/pages/api/v1/order/space/cancel';
import waitlist from '@/pages/api/v1/order/space/waitlist';
import cafeSubmit from '@/pages/api/v1/order/submit';
import itemAdd from '@/pages/api/v1/menu/space/item/add';
import itemEdit from '@/pages/api/v1/menu/space/item/edit';
import itemRemove from '@/pages/api/v1/menu/space/item/remove';
import catAdd from '@/pages/api/v1/menu/space/category/add';
import catEdit from '@/pages/api/v1/menu/space/category/edit';
import catRemove from '@/pages/api/v1/menu/space/category/remove';
import overrideAdd from '@/pages/api/v1/menu/space/capacity/override';
import overrideGet from '@/pages/api/v1/menu/get/[itemId]/override/[start]/[end]/[providerId]';
import spaceList from '@/pages/api/v1/menu/space/list/[providerId]';
import uploadImages from '@/pages/api/v1/menu/space/upload/images';
import removeImages from '@/pages/api/v1/menu/space/remove/images';
import photo from '@/pages/api/v1/getphoto/item/[cover]';
import { tinyPdf, tinyPng } from './fixtures';
import { clockNow } from '@/server/clock';
import { call, itemsOf, login, providerByBranch, setupTestEnv, suiteDay, DEMO_PHONES, type TestEnv } from './harness';
import { atBank, setWallet, userIdOf, verifyBack, walletOf, ledgerSum } from './payment-helpers';

let env: TestEnv;
let customer: string;
let other: string;
let admin: string;
let barista: string;
let superAdmin: string;
let selvaBarista: string;
let mirdamad: typeof s.providers.$inferSelect;
let selva: typeof s.providers.$inferSelect;
let pool: typeof s.menuItems.$inferSelect;
let room: typeof s.menuItems.$inferSelect;
const day = suiteDay;
const TOMORROW = () => day(1);

async function freshCustomer(n: number) {
  return login(env, `0912131${String(n).padStart(4, '0')}`);
}

beforeAll(async () => {
  env = await setupTestEnv();
  customer = await login(env, DEMO_PHONES.customer);
  other = await login(env, '09121310001');
  admin = await login(env, DEMO_PHONES.mirdamadAdmin);
  barista = await login(env, DEMO_PHONES.mirdamadBarista);
  superAdmin = await login(env, DEMO_PHONES.superAdmin);
  mirdamad = await providerByBranch('mirdamad');
  selva = await providerByBranch('selva');
  selvaBarista = await login(env, '09121319999');
  await db()
    .insert(s.providerStaff)
    .values({ providerId: selva.id, userId: await userIdOf('09121319999'), role: 'barista' });
  const items = await itemsOf(mirdamad.id);
  pool = items.find((i) => i.title === 'پاس روزانه میز اشتراکی')!;
  room = items.find((i) => i.title === 'اتاق جلسه ۶ نفره (ساعتی)')!;
});
afterAll(async () => env?.close());

const book = (token: string, body: Record<string, unknown>) =>
  call(submit, { body: { providerId: mirdamad.id, paymentBy: 'pos', ...body }, token });

describe('the demo workspace items', () => {
  it('are a pool day pass with a capacity and an hourly resource room', () => {
    expect(pool).toMatchObject({ kind: 'space', spaceType: 'pool', capacity: 12 });
    expect(room).toMatchObject({ kind: 'space', spaceType: 'resource' });
  });

  it('are no longer sold as plain cart items', async () => {
    const r = await call(cafeSubmit, {
      body: { providerId: mirdamad.id, items: [{ _id: pool.id, count: 1 }], paymentBy: 'pos' },
      token: customer,
    });
    expect(r.status).toBe(409);
    expect(r.body.error.eLang.fa).toBe('فضای کار از صفحه رزرو فضای کار رزرو می‌شود، نه از سبد خرید.');
  });
});

describe('availability', () => {
  it('accepts YYYY-MM-DD and YYYY/MM/DD and refuses anything else in Persian', async () => {
    const a = await call(poolAvail, { query: { itemId: pool.id, date: TOMORROW() } });
    expect(a.status).toBe(200);
    expect(a.body).toMatchObject({
      itemId: pool.id,
      date: TOMORROW(),
      capacity: 12,
      taken: 0,
      left: 12,
      closed: false,
    });
    const b = await call(poolAvail, { query: { itemId: pool.id, date: TOMORROW().replace(/-/g, '/') } });
    expect(b.status).toBe(200);
    expect(b.body.date).toBe(TOMORROW());
    for (const bad of ['2026-13-01', '01/02/2026', 'tomorrow', '2026-1-1', '2026-02-30']) {
      const r = await call(poolAvail, { query: { itemId: pool.id, date: bad } });
      expect(r.status, bad).toBe(400);
      expect(r.body.error.eLang.fa).toBe('تاریخ وارد شده معتبر نیست؛ تاریخ را به صورت سال-ماه-روز میلادی بفرستید.');
    }
    expect((await call(poolAvail, { query: { itemId: room.id, date: TOMORROW() } })).status).toBe(404);
    expect((await call(resourceAvail, { query: { itemId: 'nope', date: TOMORROW() } })).status).toBe(404);
  });

  it('lists a resource day between opening and closing', async () => {
    const r = await call(resourceAvail, { query: { itemId: room.id, date: TOMORROW() } });
    expect(r.status).toBe(200);
    expect(r.body).toMatchObject({ openingHour: 8, closingHour: 22, takenHours: [], closed: false });
    expect(r.body.freeHours).toEqual([8, 9, 10, 11, 12, 13, 14, 15, 16, 17, 18, 19, 20, 21]);
  });
});

describe('booking a resource by the hour', () => {
  it('books 10-12 tomorrow, priced per hour, and shows those hours taken to everyone', async () => {
    const r = await book(customer, {
      itemId: room.id,
      startDate: TOMORROW(),
      startingHour: 10,
      endingHour: 12,
      description: 'جلسه تیم',
    });
    expect(r.status).toBe(200);
    expect(r.body.order).toMatchObject({ status: 'new', totalPrice: 900_000 });
    const [row] = await db().select().from(s.spaceReservations).where(eq(s.spaceReservations.orderId, r.body.orderId));
    expect(row).toMatchObject({ itemId: room.id, day: TOMORROW(), startingHour: 10, endingHour: 12 });
    const a = await call(resourceAvail, { query: { itemId: room.id, date: TOMORROW() } });
    expect(a.body.takenHours).toEqual([10, 11]);
    expect(a.body.freeHours).not.toContain(10);
    expect(a.body.freeHours).toContain(12);
  });

  it('refuses overlapping hours, and allows the hours right after', async () => {
    const clash = await book(other, { itemId: room.id, startDate: TOMORROW(), startingHour: 11, endingHour: 13 });
    expect(clash.status).toBe(409);
    expect(clash.body.error.eLang.fa).toBe('ساعت‌های انتخاب شده قبلا رزرو شده است.');
    const after = await book(other, { itemId: room.id, startDate: TOMORROW(), startingHour: 12, endingHour: 13 });
    expect(after.status).toBe(200);
  });

  it('refuses past hours, hours outside opening time and missing or reversed hours', async () => {
    const cases: [Record<string, unknown>, number, string][] = [
      [{ startDate: day(-1), startingHour: 10, endingHour: 11 }, 400, 'امکان رزرو برای زمان گذشته وجود ندارد.'],
      // The test clock is noon in Tehran: 09:00 today has passed.
      [{ startDate: day(0), startingHour: 9, endingHour: 10 }, 400, 'امکان رزرو برای زمان گذشته وجود ندارد.'],
      [{ startDate: TOMORROW(), startingHour: 6, endingHour: 9 }, 400, 'ساعت انتخاب شده خارج از ساعت کاری شعبه است.'],
      [{ startDate: TOMORROW(), startingHour: 21, endingHour: 23 }, 400, 'ساعت انتخاب شده خارج از ساعت کاری شعبه است.'],
      [{ startDate: TOMORROW() }, 400, 'ساعت شروع و پایان را انتخاب کنید.'],
      [{ startDate: TOMORROW(), startingHour: 15, endingHour: 14 }, 400, 'ساعت پایان باید بعد از ساعت شروع باشد.'],
      [
        { startDate: '1405-09-03x', startingHour: 15, endingHour: 16 },
        400,
        'تاریخ وارد شده معتبر نیست؛ تاریخ را به صورت سال-ماه-روز میلادی بفرستید.',
      ],
    ];
    const before = (await db().select().from(s.spaceReservations)).length;
    for (const [body, status, fa] of cases) {
      const r = await book(other, { itemId: room.id, ...body });
      expect(r.status, fa).toBe(status);
      expect(r.body.error.eLang.fa).toBe(fa);
    }
    expect((await db().select().from(s.spaceReservations)).length).toBe(before);
  });

  it('needs a session and a branch payment type', async () => {
    expect(
      (
        await call(submit, {
          body: {
            providerId: mirdamad.id,
            paymentBy: 'pos',
            itemId: room.id,
            startDate: TOMORROW(),
            startingHour: 15,
            endingHour: 16,
          },
        })
      ).status,
    ).toBe(401);
    const wrongBranch = await call(submit, {
      body: {
        providerId: selva.id,
        paymentBy: 'pos',
        itemId: room.id,
        startDate: TOMORROW(),
        startingHour: 15,
        endingHour: 16,
      },
      token: customer,
    });
    expect(wrongBranch.status).toBe(404);
  });
});

describe('booking a pool day', () => {
  it('counts seats, and never sells more than the capacity', async () => {
    const d = day(3);
    await call(overrideAdd, {
      body: { itemId: pool.id, providerId: mirdamad.id, startDate: d, endDate: d, capacity: 2 },
      token: admin,
    });
    expect((await book(customer, { itemId: pool.id, startDate: d })).status).toBe(200);
    expect((await book(other, { itemId: pool.id, startDate: d })).status).toBe(200);
    const full = await book(await freshCustomer(11), { itemId: pool.id, startDate: d });
    expect(full.status).toBe(409);
    expect(full.body.error.eLang.fa).toBe('ظرفیت این روز تکمیل شده است.');
    expect((await call(poolAvail, { query: { itemId: pool.id, date: d } })).body).toMatchObject({
      capacity: 2,
      taken: 2,
      left: 0,
    });
  });

  it('refuses a closed day (capacity 0)', async () => {
    const d = day(4);
    await call(overrideAdd, {
      body: { itemId: pool.id, providerId: mirdamad.id, startDate: d, endDate: day(5), capacity: 0 },
      token: admin,
    });
    const r = await book(customer, { itemId: pool.id, startDate: d });
    expect(r.status).toBe(409);
    expect(r.body.error.eLang.fa).toBe('این فضا در روز انتخاب شده تعطیل است.');
    expect((await call(poolAvail, { query: { itemId: pool.id, date: day(5) } })).body).toMatchObject({
      closed: true,
      left: 0,
    });
  });
});

describe('concurrent bookings', () => {
  it('20 parallel bookings of the last seat: exactly one wins', async () => {
    const d = day(6);
    await call(overrideAdd, {
      body: { itemId: pool.id, providerId: mirdamad.id, startDate: d, endDate: d, capacity: 1 },
      token: admin,
    });
    const tokens = await Promise.all(Array.from({ length: 20 }, (_, i) => freshCustomer(100 + i)));
    const results = await Promise.all(tokens.map((t) => book(t, { itemId: pool.id, startDate: d })));
    expect(results.filter((r) => r.status === 200).length).toBe(1);
    expect(results.filter((r) => r.status === 409).every((r) => r.body.error.code === 'SPACE_FULL')).toBe(true);
    expect(results.filter((r) => r.status === 409).length).toBe(19);
    const rows = await db()
      .select()
      .from(s.spaceReservations)
      .where(and(eq(s.spaceReservations.itemId, pool.id), eq(s.spaceReservations.day, d)));
    expect(rows.length).toBe(1);
  });

  it('20 parallel bookings of the same hour: exactly one wins', async () => {
    const d = day(7);
    const tokens = await Promise.all(Array.from({ length: 20 }, (_, i) => freshCustomer(200 + i)));
    const results = await Promise.all(
      tokens.map((t, i) => book(t, { itemId: room.id, startDate: d, startingHour: 14 + (i % 2), endingHour: 16 })),
    );
    expect(results.filter((r) => r.status === 200).length).toBe(1);
    expect(results.filter((r) => r.status === 409).length).toBe(19);
    const rows = await db()
      .select()
      .from(s.spaceReservations)
      .where(and(eq(s.spaceReservations.itemId, room.id), eq(s.spaceReservations.day, d)));
    expect(rows.length).toBe(1);
  });
});

describe('paying like any order', () => {
  it('takes a wallet payment in the same write', async () => {
    const uid = await userIdOf('09121310001');
    await setWallet(uid, 1_000_000);
    const r = await book(other, {
      itemId: room.id,
      startDate: day(8),
      startingHour: 9,
      endingHour: 10,
      paymentBy: 'wallet',
    });
    expect(r.status).toBe(200);
    expect(r.body.order).toMatchObject({ status: 'new', paid: true });
    expect(await walletOf(uid)).toBe(550_000);
    expect(await ledgerSum(uid)).toBe(550_000);
  });

  it('holds an unpaid bank booking only until its payment expires', async () => {
    const d = day(9);
    const r = await book(customer, {
      itemId: room.id,
      startDate: d,
      startingHour: 16,
      endingHour: 17,
      paymentBy: 'bank',
      bankType: 'pos',
    });
    expect(r.status).toBe(200);
    expect(r.body.order.status).toBe('awaitingPayment');
    expect(r.body.link).toBeTruthy();
    expect((await call(resourceAvail, { query: { itemId: room.id, date: d } })).body.takenHours).toEqual([16]);
    expect((await book(other, { itemId: room.id, startDate: d, startingHour: 16, endingHour: 17 })).status).toBe(409);
    // Its payment time runs out: the hold lapses even before the expiry sweep runs.
    await db()
      .update(s.orders)
      .set({ expiresAt: new Date(clockNow().getTime() - 1000) })
      .where(eq(s.orders.id, r.body.orderId));
    expect((await call(resourceAvail, { query: { itemId: room.id, date: d } })).body.takenHours).toEqual([]);
    await expireDueOrders();
    const [o] = await db().select().from(s.orders).where(eq(s.orders.id, r.body.orderId));
    expect(o.status).toBe('canceled');
    expect((await book(other, { itemId: room.id, startDate: d, startingHour: 16, endingHour: 17 })).status).toBe(200);
  });

  it('confirms a paid bank booking', async () => {
    const r = await book(customer, {
      itemId: room.id,
      startDate: day(9),
      startingHour: 18,
      endingHour: 19,
      paymentBy: 'bank',
      bankType: 'pos',
    });
    const bank = await atBank(r.body.link);
    const v = await verifyBack(bank.paymentId, bank.authority, customer);
    expect(v.status).toBe(200);
    const [o] = await db().select().from(s.orders).where(eq(s.orders.id, r.body.orderId));
    expect(o).toMatchObject({ status: 'new', paid: true });
  });

  it('answers the first order again for a repeated client key', async () => {
    const key = 'space-key-0001';
    const a = await book(customer, {
      orderId: key,
      itemId: room.id,
      startDate: day(10),
      startingHour: 10,
      endingHour: 11,
    });
    const b = await book(customer, {
      orderId: key,
      itemId: room.id,
      startDate: day(10),
      startingHour: 10,
      endingHour: 11,
    });
    expect(a.status).toBe(200);
    expect(b.status).toBe(200);
    expect(b.body.orderId).toBe(a.body.orderId);
  });
});

describe('staff booking for a customer', () => {
  it('books for a registered customer at a set price (an admin with the wallet flag); refuses baristas of other branches and customers', async () => {
    const body = {
      providerId: mirdamad.id,
      itemId: room.id,
      startDate: day(11),
      startingHour: 10,
      endingHour: 12,
      paymentBy: 'pos',
      targetPhone: '09120000003',
      desiredPrice: 500_000,
    };
    expect((await call(adminSubmit, { body, token: customer })).status).toBe(403);
    expect((await call(adminSubmit, { body, token: selvaBarista })).status).toBe(403);
    const r = await call(adminSubmit, { body, token: admin });
    expect(r.status).toBe(200);
    expect(r.body.order.totalPrice).toBe(500_000);
    const [o] = await db().select().from(s.orders).where(eq(s.orders.id, r.body.orderId));
    expect(o.userId).toBe(await userIdOf(DEMO_PHONES.customer));
    const bank = await call(adminSubmit, {
      body: { ...body, startingHour: 13, endingHour: 14, paymentBy: 'bank' },
      token: admin,
    });
    expect(bank.status).toBe(400);
    const nobody = await call(adminSubmit, {
      body: { ...body, startingHour: 13, endingHour: 14, targetPhone: '09127777777' },
      token: superAdmin,
    });
    expect(nobody.status).toBe(404);
  });
});

describe('the reservations list', () => {
  it("lists a branch's reservations for its staff only, filtered by day", async () => {
    const q = { providerId: mirdamad.id, paging: '1-50', date: TOMORROW() };
    for (const [token, status] of [
      [superAdmin, 200],
      [admin, 200],
      [barista, 200],
      [selvaBarista, 403],
      [customer, 403],
    ] as const) {
      expect((await call(list, { query: q, token })).status).toBe(status);
    }
    const r = await call(list, { query: q, token: admin });
    expect(r.body.total).toBe(2);
    expect(r.body.reservations.map((x: { startingHour: number }) => x.startingHour).sort()).toEqual([10, 12]);
    expect(r.body.reservations[0]).toMatchObject({ itemTitle: room.title, date: TOMORROW(), spaceType: 'resource' });
    expect((await call(list, { query: { ...q, date: '2026.01.01' }, token: admin })).status).toBe(400);
  });

  it("lists a customer's own reservations", async () => {
    const r = await call(mine, { query: { paging: '1-20' }, token: customer });
    expect(r.status).toBe(200);
    expect(r.body.reservations.length).toBeGreaterThan(0);
    expect(r.body.reservations.every((x: { customerPhone: string }) => x.customerPhone === DEMO_PHONES.customer)).toBe(
      true,
    );
  });
});

describe('cancelling a reservation', () => {
  it('refunds a wallet-paid booking once, before the cut-off', async () => {
    const uid = await userIdOf(DEMO_PHONES.customer);
    await setWallet(uid, 500_000);
    const r = await book(customer, {
      itemId: room.id,
      startDate: day(12),
      startingHour: 10,
      endingHour: 11,
      paymentBy: 'wallet',
    });
    expect(await walletOf(uid)).toBe(50_000);
    expect((await call(cancel, { body: { orderId: r.body.orderId }, token: other })).status).toBe(404);
    const c = await call(cancel, { body: { orderId: r.body.orderId }, token: customer });
    expect(c.status).toBe(200);
    expect(c.body).toMatchObject({ success: true, refunded: 450_000 });
    expect(await walletOf(uid)).toBe(500_000);
    const again = await call(cancel, { body: { orderId: r.body.orderId }, token: customer });
    expect(again.status).toBe(200);
    expect(again.body.refunded).toBe(0);
    expect(await walletOf(uid)).toBe(500_000);
    expect(await ledgerSum(uid)).toBe(500_000);
    expect((await call(resourceAvail, { query: { itemId: room.id, date: day(12) } })).body.takenHours).toEqual([]);
  });

  it('refuses after the cut-off (2 hours before the start by default)', async () => {
    // Today 13:00 starts an hour after the test clock's noon: inside the cut-off.
    const r = await book(customer, { itemId: room.id, startDate: day(0), startingHour: 13, endingHour: 14 });
    expect(r.status).toBe(200);
    const c = await call(cancel, { body: { orderId: r.body.orderId }, token: customer });
    expect(c.status).toBe(409);
    expect(c.body.error.eLang.fa).toBe('مهلت لغو این رزرو به پایان رسیده است.');
  });
});

describe('the waitlist', () => {
  it('is joined only when full, and texts the waiting customer once a seat frees up', async () => {
    const d = day(13);
    await call(overrideAdd, {
      body: { itemId: pool.id, providerId: mirdamad.id, startDate: d, endDate: d, capacity: 1 },
      token: admin,
    });
    const early = await call(waitlist, { body: { itemId: pool.id, date: d }, token: other });
    expect(early.status).toBe(409);
    const b = await book(customer, { itemId: pool.id, startDate: d });
    expect(b.status).toBe(200);
    expect((await call(waitlist, { body: { itemId: pool.id, date: d }, token: other })).status).toBe(200);
    expect((await call(cancel, { body: { orderId: b.body.orderId }, token: customer })).status).toBe(200);
    const lines = existsSync(env.outbox)
      ? readFileSync(env.outbox, 'utf8')
          .trim()
          .split('\n')
          .map((l) => JSON.parse(l) as { to: string; text: string })
      : [];
    const texts = lines.filter((l) => l.to === '+989121310001' && l.text.includes(pool.title));
    expect(texts.length).toBe(1);
    expect(texts[0].text).toContain('جا خالی شد');
  });
});

describe('the waitlist after an unpaid booking lapses', () => {
  it('texts the waiting customer when the payment time runs out', async () => {
    const d = day(14);
    const b = await book(customer, {
      itemId: room.id,
      startDate: d,
      startingHour: 10,
      endingHour: 11,
      paymentBy: 'bank',
      bankType: 'pos',
    });
    expect(b.body.order.status).toBe('awaitingPayment');
    expect(
      (await call(waitlist, { body: { itemId: room.id, date: d, startingHour: 10, endingHour: 11 }, token: other }))
        .status,
    ).toBe(200);
    await db()
      .update(s.orders)
      .set({ expiresAt: new Date(clockNow().getTime() - 1000) })
      .where(eq(s.orders.id, b.body.orderId));
    await expireDueOrders();
    const lines = readFileSync(env.outbox, 'utf8')
      .trim()
      .split('\n')
      .map((l) => JSON.parse(l) as { to: string; text: string });
    expect(lines.filter((l) => l.to === '+989121310001' && l.text.includes(room.title)).length).toBe(1);
  });
});

describe('managing workspace categories, items and capacity', () => {
  it('lets the branch admin and super admin manage; refuses baristas, customers and other branches', async () => {
    const cat = await call(catAdd, { body: { providerId: mirdamad.id, title: 'میزهای ثابت' }, token: admin });
    expect(cat.status).toBe(200);
    expect((await call(catAdd, { body: { providerId: mirdamad.id, title: 'x' }, token: barista })).status).toBe(403);
    expect((await call(catAdd, { body: { providerId: mirdamad.id, title: 'x' }, token: customer })).status).toBe(403);
    expect((await call(catAdd, { body: { providerId: selva.id, title: 'x' }, token: admin })).status).toBe(403);
    const categoryId = cat.body.category._id;
    const noCap = await call(itemAdd, {
      body: { providerId: mirdamad.id, categoryId, title: 'میز ثابت', price: 300_000, spaceType: 'pool' },
      token: admin,
    });
    expect(noCap.status).toBe(400);
    expect(noCap.body.error.eLang.fa).toBe('ظرفیت روزانه را وارد کنید.');
    const item = await call(itemAdd, {
      body: { providerId: mirdamad.id, categoryId, title: 'میز ثابت', price: 300_000, spaceType: 'pool', capacity: 5 },
      token: admin,
    });
    expect(item.status).toBe(200);
    expect(item.body.item).toMatchObject({ spaceType: 'pool', capacity: 5, price: 300_000 });
    const itemId = item.body.item._id;
    expect((await call(itemEdit, { body: { itemId, capacity: 8 }, token: barista })).status).toBe(403);
    const ed = await call(itemEdit, { body: { itemId, capacity: 8, title: 'میز ثابت پنجره' }, token: superAdmin });
    expect(ed.body.item).toMatchObject({ capacity: 8, title: 'میز ثابت پنجره' });
    // Switching it off changes nothing else.
    await call(itemEdit, { body: { itemId, reductionPrice: 250_000, description: 'کنار پنجره' }, token: admin });
    const off = await call(itemEdit, { body: { itemId, active: false }, token: admin });
    expect(off.body.item).toMatchObject({
      active: false,
      reductionPrice: 250_000,
      description: 'کنار پنجره',
      capacity: 8,
    });
    expect(
      (await call(spaceList, { query: { providerId: mirdamad.id } })).body.categories.flatMap(
        (c: { items: { _id: string }[] }) => c.items.map((i) => i._id),
      ),
    ).not.toContain(itemId);
    expect((await call(spaceList, { query: { providerId: mirdamad.id, all: 'true' } })).status).toBe(401);
    expect((await call(spaceList, { query: { providerId: mirdamad.id, all: 'true' }, token: barista })).status).toBe(
      403,
    );
    await call(itemEdit, { body: { itemId, active: true }, token: admin });
    const pub = await call(spaceList, { query: { providerId: mirdamad.id } });
    expect(pub.body.categories.flatMap((c: { items: { _id: string }[] }) => c.items.map((i) => i._id))).toContain(
      itemId,
    );
    expect((await call(catRemove, { body: { menuCategoryId: categoryId }, token: admin })).status).toBe(409);
    expect((await call(itemRemove, { body: { itemId }, token: customer })).status).toBe(403);
    expect((await call(itemRemove, { body: { itemId }, token: admin })).status).toBe(200);
    expect(
      (await call(catEdit, { body: { menuCategoryId: categoryId, title: 'میزها' }, token: admin })).body.category.title,
    ).toBe('میزها');
    expect((await call(catRemove, { body: { menuCategoryId: categoryId }, token: admin })).status).toBe(200);
  });

  it('keeps a booked item for its history when removed', async () => {
    const r = await call(itemRemove, { body: { itemId: room.id }, token: admin });
    expect(r.status).toBe(200);
    const [row] = await db().select().from(s.menuItems).where(eq(s.menuItems.id, room.id));
    expect(row).toMatchObject({ active: false, visible: false });
    await db().update(s.menuItems).set({ active: true, visible: true }).where(eq(s.menuItems.id, room.id));
  });

  it('lists the overrides of a range for staff, newest first', async () => {
    const q = { itemId: pool.id, start: day(0), end: day(30), providerId: mirdamad.id };
    expect((await call(overrideGet, { query: q, token: customer })).status).toBe(403);
    const r = await call(overrideGet, { query: q, token: admin });
    expect(r.status).toBe(200);
    expect(r.body.overrides.length).toBe(4);
    expect(r.body.overrides[0]).toMatchObject({ startDate: day(13), capacity: 1 });
    const bad = await call(overrideAdd, {
      body: { itemId: pool.id, providerId: mirdamad.id, startDate: day(5), endDate: day(2), capacity: 3 },
      token: admin,
    });
    expect(bad.status).toBe(400);
    expect(bad.body.error.eLang.fa).toBe('تاریخ پایان باید بعد از تاریخ شروع باشد.');
  });

  it("uploads an item image (checked by content) and removes it, for the branch's menu staff only", async () => {
    const multipart = async (fields: Record<string, string | { data: Buffer; name: string }>) => {
      const form = new FormData();
      for (const [k, v] of Object.entries(fields)) {
        if (typeof v === 'string') form.append(k, v);
        else form.append(k, new Blob([new Uint8Array(v.data)]), v.name);
      }
      const res = new Response(form);
      return { data: Buffer.from(await res.arrayBuffer()), contentType: res.headers.get('content-type')! };
    };
    expect(
      (
        await call(uploadImages, {
          raw: await multipart({ itemId: pool.id, image: { data: tinyPng(), name: 'a.png' } }),
          token: barista,
        })
      ).status,
    ).toBe(403);
    const pdf = await call(uploadImages, {
      raw: await multipart({ itemId: pool.id, image: { data: tinyPdf(), name: 'a.pdf' } }),
      token: admin,
    });
    expect(pdf.status).toBe(415);
    const r = await call(uploadImages, {
      raw: await multipart({ itemId: pool.id, image: { data: tinyPng(), name: 'a.png' } }),
      token: admin,
    });
    expect(r.status).toBe(200);
    const name = r.body.imageFileName as string;
    expect(r.body.item.cover).toBe(name);
    expect((await call(photo, { query: { cover: name } })).status).toBe(200);
    expect(
      (await call(removeImages, { body: { itemId: pool.id, imageFileName: 'other.png' }, token: admin })).status,
    ).toBe(404);
    expect((await call(removeImages, { body: { itemId: pool.id, imageFileName: name }, token: customer })).status).toBe(
      403,
    );
    expect((await call(removeImages, { body: { itemId: pool.id, imageFileName: name }, token: admin })).status).toBe(
      200,
    );
    const [row] = await db().select().from(s.menuItems).where(eq(s.menuItems.id, pool.id));
    expect(row.cover).toBeNull();
  });
});

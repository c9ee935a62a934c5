import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import { tehranIsoDate } from '@/lib/jalali';
import { scanText } from '@/lib/scan-codes';
import { db } from '@/server/db/client';
import * as s from '@/server/db/schema';
import { clockNow, setClock } from '@/server/clock';
import submit from '@/pages/api/v1/order/space/submit';
import adminSubmit from '@/pages/api/v1/order/space/admin/submit';
import checkin from '@/pages/api/v1/order/space/checkin';
import list from '@/pages/api/v1/order/space/list/[providerId]/[paging]';
import boardList from '@/pages/api/v1/order/list/[providerId]/[paging]';
import providerEvents from '@/pages/api/v1/order/events/[providerId]';
import cafeSubmit from '@/pages/api/v1/order/submit';
import resolveScan from '@/pages/api/v1/scan/resolve';
import itemAdd from '@/pages/api/v1/menu/space/item/add';
import itemEdit from '@/pages/api/v1/menu/space/item/edit';
import resourceAvail from '@/pages/api/v1/order/check/resource/[itemId]/[date]/availability';
import { call, itemsOf, login, openStream, providerByBranch, setupTestEnv, DEMO_PHONES, type TestEnv } from './harness';
import { setWallet, userIdOf, walletOf } from './payment-helpers';

/**
 * Staff bookings (issue 22 H2: no staff spends a customer's wallet; a set price is only a discount
 * and needs the wallet flag), who booked (issue 21), and bookings kept off the prep board and
 * checked in rather than delivered (issue 21 D05).
 */
let env: TestEnv;
let customer: string;
let admin: string;
let barista: string;
let superAdmin: string;
let mirdamad: typeof s.providers.$inferSelect;
let room: typeof s.menuItems.$inferSelect;
const DAY = 86_400_000;
/** Days counted from the rules clock's Tehran day (not the machine's), so the file passes at any hour. */
const day = (offset: number) => tehranIsoDate(new Date(clockNow().getTime() + offset * DAY));

beforeAll(async () => {
  env = await setupTestEnv();
  // Noon in Tehran of the machine's Tehran day: today's evening hours are still ahead.
  const [y, m, d] = tehranIsoDate(new Date()).split('-').map(Number);
  setClock(new Date(Date.UTC(y, m - 1, d, 8, 30)));
  customer = await login(env, DEMO_PHONES.customer);
  admin = await login(env, DEMO_PHONES.mirdamadAdmin);
  barista = await login(env, DEMO_PHONES.mirdamadBarista);
  superAdmin = await login(env, DEMO_PHONES.superAdmin);
  mirdamad = await providerByBranch('mirdamad');
  room = (await itemsOf(mirdamad.id)).find((i) => i.title === 'اتاق جلسه ۶ نفره (ساعتی)')!;
});
afterAll(async () => env?.close());

const staffBook = (token: string, body: Record<string, unknown>) =>
  call(adminSubmit, {
    token,
    body: {
      providerId: mirdamad.id,
      itemId: room.id,
      startDate: day(3),
      startingHour: 10,
      endingHour: 12,
      paymentBy: 'pos',
      targetPhone: DEMO_PHONES.customer,
      ...body,
    },
  });

describe("issue 22 H2: staff never spend a customer's wallet", () => {
  it("refuses a barista booking on the customer's wallet at any price, and leaves the wallet alone", async () => {
    const uid = await userIdOf(DEMO_PHONES.customer);
    await setWallet(uid, 300_000);
    // The attack: a 280,000 pass drained a 300,000 balance; here a 100,000,000 "price" and a plain wallet booking.
    for (const body of [
      { paymentBy: 'wallet', desiredPrice: 100_000_000 },
      { paymentBy: 'wallet', desiredPrice: 280_000 },
      { paymentBy: 'wallet' },
      { paymentBy: 'hybrid' },
    ]) {
      const r = await staffBook(barista, { ...body, startingHour: 14, endingHour: 15 });
      expect(r.status).toBe(403);
      expect(r.body.error.eLang.fa).toBe(
        'کارکنان نمی‌توانند از کیف پول مشتری پرداخت کنند؛ رزرو را با پرداخت در محل ثبت کنید یا مشتری خودش با گوشی خود رزرو و پرداخت کند.',
      );
    }
    // Not even a branch admin or the super admin spends it.
    expect((await staffBook(admin, { paymentBy: 'wallet', startingHour: 14, endingHour: 15 })).status).toBe(403);
    expect((await staffBook(superAdmin, { paymentBy: 'wallet', startingHour: 14, endingHour: 15 })).status).toBe(403);
    expect(await walletOf(uid)).toBe(300_000);
    const held = await db()
      .select()
      .from(s.spaceReservations)
      .where(
        and(
          eq(s.spaceReservations.itemId, room.id),
          eq(s.spaceReservations.day, day(3)),
          eq(s.spaceReservations.startingHour, 14),
        ),
      );
    expect(held).toEqual([]);
  });

  it('lets only staff with the wallet flag set a price, and only below the menu price', async () => {
    const r = await staffBook(barista, { desiredPrice: 500_000, startingHour: 15, endingHour: 17 });
    expect(r.status).toBe(403);
    expect(r.body.error.eLang.fa).toBe('تعیین مبلغ توافقی فقط برای مدیرانی با دسترسی کیف پول در این شعبه ممکن است.');
    // A branch admin whose map switches wallet off is refused too.
    const adminId = await userIdOf(DEMO_PHONES.mirdamadAdmin);
    await db()
      .update(s.providerStaff)
      .set({ accessLevel: { wallet: false } })
      .where(and(eq(s.providerStaff.userId, adminId), eq(s.providerStaff.providerId, mirdamad.id)));
    const noWallet = await login(env, DEMO_PHONES.mirdamadAdmin);
    expect((await staffBook(noWallet, { desiredPrice: 500_000, startingHour: 15, endingHour: 17 })).status).toBe(403);
    await db()
      .update(s.providerStaff)
      .set({ accessLevel: {} })
      .where(and(eq(s.providerStaff.userId, adminId), eq(s.providerStaff.providerId, mirdamad.id)));
    const withWallet = await login(env, DEMO_PHONES.mirdamadAdmin);
    // Two hours at 450,000 is 900,000: a higher "price" is refused.
    const above = await staffBook(withWallet, { desiredPrice: 900_001, startingHour: 15, endingHour: 17 });
    expect(above.status).toBe(400);
    expect(above.body.error.eLang.fa).toBe('مبلغ توافقی فقط می‌تواند تخفیف باشد و نباید از قیمت منو بیشتر باشد.');
    const ok = await staffBook(withWallet, { desiredPrice: 500_000, startingHour: 15, endingHour: 17 });
    expect(ok.status).toBe(200);
    expect(ok.body.order).toMatchObject({ totalPrice: 500_000, itemsPrice: 900_000, discount: 400_000 });
  });
});

describe('who booked', () => {
  it("records the staff member on a staff booking and shows it in the reservations list; a customer's own booking has none", async () => {
    const byBarista = await staffBook(barista, { startingHour: 18, endingHour: 19 });
    expect(byBarista.status).toBe(200);
    const own = await call(submit, {
      token: customer,
      body: {
        providerId: mirdamad.id,
        itemId: room.id,
        startDate: day(3),
        startingHour: 19,
        endingHour: 20,
        paymentBy: 'pos',
      },
    });
    expect(own.status).toBe(200);
    const [row] = await db()
      .select()
      .from(s.spaceReservations)
      .where(eq(s.spaceReservations.orderId, byBarista.body.orderId));
    expect(row.bookedBy).toBe(await userIdOf(DEMO_PHONES.mirdamadBarista));
    const r = await call(list, { token: admin, query: { providerId: mirdamad.id, paging: '1-50', date: day(3) } });
    const [staffRow] = r.body.reservations.filter((x: { orderId: string }) => x.orderId === byBarista.body.orderId);
    const [ownRow] = r.body.reservations.filter((x: { orderId: string }) => x.orderId === own.body.orderId);
    const [barista0] = await db().select().from(s.users).where(eq(s.users.phone, DEMO_PHONES.mirdamadBarista));
    expect(staffRow.bookedBy).toEqual({
      _id: barista0.id,
      name: [barista0.firstName, barista0.lastName].filter(Boolean).join(' ') || 'کارکنان شعبه',
    });
    expect(staffRow).toMatchObject({ date: day(3), startingHour: 18, endingHour: 19, paymentBy: 'pos' });
    expect(ownRow.bookedBy).toBeNull();
  });
});

describe('issue 21 D05: bookings are not cafe orders on the prep board', () => {
  it("keeps a booking off the board's list and live stream, which still carry cafe orders", async () => {
    const feed = openStream(providerEvents, { query: { providerId: mirdamad.id }, token: barista });
    await feed.ready();
    const booking = await call(submit, {
      token: customer,
      body: {
        providerId: mirdamad.id,
        itemId: room.id,
        startDate: day(4),
        startingHour: 10,
        endingHour: 11,
        paymentBy: 'pos',
      },
    });
    expect(booking.status).toBe(200);
    const espresso = (await itemsOf(mirdamad.id)).find((i) => i.title === 'اسپرسو')!;
    const cafe = await call(cafeSubmit, {
      token: customer,
      body: { providerId: mirdamad.id, items: [{ _id: espresso.id, count: 1 }], paymentBy: 'pos' },
    });
    expect(cafe.status).toBe(200);
    // Published after the booking on the same channel: once the cafe order is seen, the booking was passed over.
    await feed.until(cafe.body.orderId);
    expect(feed.text()).not.toContain(booking.body.orderId);
    await feed.close();
    for (const live of ['1', undefined]) {
      const board = await call(boardList, {
        token: barista,
        query: { providerId: mirdamad.id, paging: '1-50', ...(live ? { live } : {}) },
      });
      const ids = board.body.orders.map((o: { _id: string }) => o._id);
      expect(ids).toContain(cafe.body.orderId);
      expect(ids).not.toContain(booking.body.orderId);
    }
  });

  it('the scanner checks a booking in with the payment method staff pick, never delivers it, and not before its day', async () => {
    const later = await call(submit, {
      token: customer,
      body: {
        providerId: mirdamad.id,
        itemId: room.id,
        startDate: day(5),
        startingHour: 10,
        endingHour: 11,
        paymentBy: 'pos',
      },
    });
    const today = await call(submit, {
      token: customer,
      body: {
        providerId: mirdamad.id,
        itemId: room.id,
        startDate: day(0),
        startingHour: 20,
        endingHour: 22,
        paymentBy: 'pos',
      },
    });
    expect(today.status).toBe(200);
    const seen = await call(resolveScan, { token: barista, query: { code: scanText('order', today.body.orderId) } });
    expect(seen.status).toBe(200);
    expect(seen.body).toMatchObject({
      kind: 'order',
      canDeliver: false,
      booking: { canCheckIn: true, date: day(0), startingHour: 20, endingHour: 22, itemTitle: room.title },
    });

    const [card] = await db()
      .select()
      .from(s.paymentMethods)
      .where(eq(s.paymentMethods.providerId, mirdamad.id))
      .limit(1);
    const noMethod = await call(checkin, { token: barista, body: { orderId: today.body.orderId } });
    expect(noMethod.status).toBe(400);
    expect(noMethod.body.error.eLang.fa).toBe('این رزرو در محل پرداخت می‌شود؛ روش پرداخت مشتری را انتخاب کنید.');
    const early = await call(checkin, {
      token: barista,
      body: { orderId: later.body.orderId, paymentMethodId: card.id },
    });
    expect(early.status).toBe(409);
    expect(early.body.error.eLang.fa).toBe('این رزرو برای روز دیگری است؛ ورود فقط از روز رزرو ثبت می‌شود.');
    // A customer holds `orders` at no branch: refused before the booking is even looked up (issue 22).
    expect(
      (await call(checkin, { token: customer, body: { orderId: today.body.orderId, paymentMethodId: card.id } }))
        .status,
    ).toBe(403);

    const done = await call(checkin, {
      token: barista,
      body: { orderId: today.body.orderId, paymentMethodId: card.id },
    });
    expect(done.status).toBe(200);
    expect(done.body.order).toMatchObject({ status: 'delivered', paid: true });
    const [o] = await db().select().from(s.orders).where(eq(s.orders.id, today.body.orderId));
    expect(o).toMatchObject({ status: 'delivered', paid: true, paymentMethodId: card.id });
    const again = await call(checkin, {
      token: barista,
      body: { orderId: today.body.orderId, paymentMethodId: card.id },
    });
    expect(again.status).toBe(409);
    expect(again.body.error.eLang.fa).toBe('ورود این رزرو قبلا ثبت شده است.');
    const after = await call(resolveScan, { token: barista, query: { code: scanText('order', today.body.orderId) } });
    expect(after.body).toMatchObject({ canDeliver: false, booking: { canCheckIn: false, status: 'delivered' } });
  });
});

describe("issue 21 D10: a workspace item's discount is an amount off its price, below it", () => {
  it('refuses a discount at or above the price on add and on edit, in Persian, and keeps the price', async () => {
    const categoryId = room.categoryId;
    const base = {
      providerId: mirdamad.id,
      categoryId,
      title: 'میز کنار پنجره',
      price: 200_000,
      spaceType: 'pool',
      capacity: 4,
    };
    const text = 'تخفیف باید کمتر از قیمت باشد؛ مبلغ تخفیف از قیمت کم می‌شود.';
    for (const reductionPrice of [250_000, 200_000]) {
      const r = await call(itemAdd, { token: admin, body: { ...base, reductionPrice } });
      expect(r.status).toBe(400);
      expect(JSON.stringify(r.body.error)).toContain(text);
    }
    const ok = await call(itemAdd, { token: admin, body: { ...base, reductionPrice: 50_000 } });
    expect(ok.status).toBe(200);
    const itemId = ok.body.item._id;
    const up = await call(itemEdit, { token: admin, body: { itemId, reductionPrice: 300_000 } });
    expect(up.status).toBe(400);
    expect(up.body.error.eLang.fa).toBe(text);
    const down = await call(itemEdit, { token: admin, body: { itemId, price: 40_000 } });
    expect(down.status).toBe(400);
    const [row] = await db().select().from(s.menuItems).where(eq(s.menuItems.id, itemId));
    expect(row).toMatchObject({ price: 200_000, reductionPrice: 50_000 });
  });
});

describe("issue 21 D13: an hourly room has seats and its own hours within the branch's", () => {
  it("stores the room's seats and hours, offers only those hours and refuses a booking outside them", async () => {
    const added = await call(itemAdd, {
      token: admin,
      body: {
        providerId: mirdamad.id,
        categoryId: room.categoryId,
        title: 'اتاق تلفن',
        price: 100_000,
        spaceType: 'resource',
        capacity: 2,
        openingHour: 10,
        closingHour: 14,
      },
    });
    expect(added.status).toBe(200);
    expect(added.body.item).toMatchObject({ spaceType: 'resource', capacity: 2, openingHour: 10, closingHour: 14 });
    const itemId = added.body.item._id;
    const a = await call(resourceAvail, { query: { itemId, date: day(6) } });
    expect(a.body).toMatchObject({ openingHour: 10, closingHour: 14, freeHours: [10, 11, 12, 13] });
    const outside = await call(submit, {
      token: customer,
      body: { providerId: mirdamad.id, itemId, startDate: day(6), startingHour: 15, endingHour: 16, paymentBy: 'pos' },
    });
    expect(outside.status).toBe(400);
    expect(outside.body.error.eLang.fa).toBe('ساعت انتخاب شده خارج از ساعت کاری شعبه است.');
    expect(
      (
        await call(submit, {
          token: customer,
          body: {
            providerId: mirdamad.id,
            itemId,
            startDate: day(6),
            startingHour: 12,
            endingHour: 14,
            paymentBy: 'pos',
          },
        })
      ).status,
    ).toBe(200);
    // Hours beyond the branch's (08:00–22:00) are cut to them; reversed hours are refused.
    expect((await call(itemEdit, { token: admin, body: { itemId, openingHour: 6, closingHour: 24 } })).status).toBe(
      200,
    );
    expect((await call(resourceAvail, { query: { itemId, date: day(7) } })).body).toMatchObject({
      openingHour: 8,
      closingHour: 22,
    });
    const reversed = await call(itemEdit, { token: admin, body: { itemId, openingHour: 15, closingHour: 12 } });
    expect(reversed.status).toBe(400);
    expect(reversed.body.error.eLang.fa).toBe('ساعت پایان باید بعد از ساعت شروع باشد.');
  });
});

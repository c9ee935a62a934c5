import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { db } from '@/server/db/client';
import * as s from '@/server/db/schema';
import { clockNow, setClock } from '@/server/clock';
import { tehranDayStart, tehranIsoDate } from '@/lib/jalali';
import { addJalaliMonths } from '@/lib/plan-months';
import list from '@/pages/api/v1/plan/list';
import create from '@/pages/api/v1/plan/create';
import edit from '@/pages/api/v1/plan/edit';
import activation from '@/pages/api/v1/plan/change/activation';
import purchase from '@/pages/api/v1/plan/purchase';
import adminList from '@/pages/api/v1/plan/admin/list';
import memberUsage from '@/pages/api/v1/plan/member/[userId]';
import myPlan from '@/pages/api/v1/profile/my/plan';
import spaceSubmit from '@/pages/api/v1/order/space/submit';
import spaceCancel from '@/pages/api/v1/order/space/cancel';
import recurring from '@/pages/api/v1/order/space/recurring/submit';
import submit from '@/pages/api/v1/order/submit';
import calculate from '@/pages/api/v1/order/calculate/items/price';
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
import { atBank, ledgerSum, moveOrder, setWallet, userIdOf, verifyBack, walletOf } from './payment-helpers';

let env: TestEnv;
let superAdmin: string;
let admin: string;
let barista: string;
let mirdamad: typeof s.providers.$inferSelect;
let iranshahr: typeof s.providers.$inferSelect;
let room: typeof s.menuItems.$inferSelect;
let pool: typeof s.menuItems.$inferSelect;
let latte: typeof s.menuItems.$inferSelect;
let planId: string;

const planBody = {
  title: 'پلن حرفه‌ای',
  description: 'چهار ساعت اتاق جلسه در ماه',
  price: 1_500_000,
  months: 3,
  credits: { roomHours: 4, dayPasses: 2, drinksPerDay: 2 },
};

/** A signed-in member with a plan bought by wallet. */
async function member(n: number): Promise<{ token: string; id: string }> {
  const phone = `0912150${String(n).padStart(4, '0')}`;
  const token = await login(env, phone);
  const id = await userIdOf(phone);
  await setWallet(id, 2_000_000);
  const r = await call(purchase, { body: { planId, paymentBy: 'wallet' }, token });
  expect(r.status).toBe(200);
  return { token, id };
}

const bookRoom = (token: string, day: string, from: number, to: number, paymentBy = 'credit') =>
  call(spaceSubmit, {
    body: { providerId: mirdamad.id, itemId: room.id, startDate: day, startingHour: from, endingHour: to, paymentBy },
    token,
  });
const left = async (token: string) => (await call(myPlan, { token })).body.left;

beforeAll(async () => {
  env = await setupTestEnv();
  superAdmin = await login(env, DEMO_PHONES.superAdmin);
  admin = await login(env, DEMO_PHONES.mirdamadAdmin);
  barista = await login(env, DEMO_PHONES.mirdamadBarista);
  mirdamad = await providerByBranch('mirdamad');
  iranshahr = await providerByBranch('iranshahr');
  const items = await itemsOf(mirdamad.id);
  room = items.find((i) => i.title === 'اتاق جلسه ۶ نفره (ساعتی)')!;
  pool = items.find((i) => i.title === 'پاس روزانه میز اشتراکی')!;
  latte = items.find((i) => i.title === 'لاته')!;
  await db().update(s.menuItems).set({ planCovered: true }).where(eq(s.menuItems.id, latte.id));
});
afterAll(async () => {
  setClock(() => tehranNoon(new Date()));
  await env?.close();
});

describe('plans on sale', () => {
  it('lets head office create, edit and switch plans off; refuses branch staff and customers', async () => {
    const customer = await login(env, DEMO_PHONES.customer);
    for (const token of [admin, barista, customer]) {
      expect((await call(create, { body: planBody, token })).status).toBe(403);
    }
    expect((await call(create, { body: planBody })).status).toBe(401);
    const bad = await call(create, { body: { ...planBody, months: 0 }, token: superAdmin });
    expect(bad.status).toBe(400);
    expect(bad.body.error.eLang.fa).toBe('مدت پلن باید بین ۱ تا ۲۴ ماه باشد.');
    const made = await call(create, { body: planBody, token: superAdmin });
    expect(made.status).toBe(200);
    expect(made.body.plan).toMatchObject({ ...planBody, providerIds: null, active: true });
    planId = made.body.plan._id;

    const other = await call(create, {
      body: { ...planBody, title: 'پلن ایرانشهر', providerIds: [iranshahr.id] },
      token: superAdmin,
    });
    expect(other.body.plan).toMatchObject({ providerIds: [iranshahr.id], providerNames: [iranshahr.name] });
    const id = other.body.plan._id;
    expect((await call(edit, { body: { ...planBody, planId: id, price: 900_000 }, token: admin })).status).toBe(403);
    const edited = await call(edit, {
      body: { ...planBody, title: 'پلن ایرانشهر', providerIds: [iranshahr.id], planId: id, price: 900_000 },
      token: superAdmin,
    });
    expect(edited.body.plan.price).toBe(900_000);
    expect((await call(activation, { body: { planId: id }, token: barista })).status).toBe(403);
    const off = await call(activation, { body: { planId: id }, token: superAdmin });
    expect(off.body.plan.active).toBe(false);

    const ids = async (token?: string) =>
      (await call(list, { token })).body.plans.map((p: { _id: string }) => p._id) as string[];
    expect(await ids()).toContain(planId);
    expect(await ids()).not.toContain(id);
    expect(await ids(superAdmin)).toEqual(expect.arrayContaining([planId, id]));
    const closed = await call(purchase, { body: { planId: id, paymentBy: 'wallet' }, token: customer });
    expect(closed.status).toBe(409);
    expect(closed.body.error.eLang.fa).toBe('این پلن در حال حاضر قابل خرید نیست.');
  });
});

describe('buying a plan', () => {
  it('buys with the wallet in one transaction, once per key, and refuses without enough balance', async () => {
    const token = await login(env, '09121400001');
    const id = await userIdOf('09121400001');
    await setWallet(id, 100_000);
    const poor = await call(purchase, { body: { planId, paymentBy: 'wallet' }, token });
    expect(poor.status).toBe(409);
    expect((await call(myPlan, { token })).body).toEqual({
      plan: null,
      left: { roomHours: 0, dayPasses: 0, drinksToday: 0 },
    });
    await setWallet(id, 2_000_000);
    const key = 'plan-key-0001';
    const r = await call(purchase, { body: { planId, paymentBy: 'wallet', key }, token });
    expect(r.status).toBe(200);
    const again = await call(purchase, { body: { planId, paymentBy: 'wallet', key }, token });
    expect(again.body.memberPlan._id).toBe(r.body.memberPlan._id);
    expect(await walletOf(id)).toBe(500_000);
    expect(await ledgerSum(id)).toBe(500_000);
    const startDay = tehranIsoDate(clockNow());
    expect(r.body.memberPlan).toMatchObject({
      status: 'active',
      credits: planBody.credits,
      startsAt: tehranDayStart(startDay)!.toISOString(),
      endsAt: tehranDayStart(addJalaliMonths(startDay, 3))!.toISOString(),
      resetsAt: tehranDayStart(addJalaliMonths(startDay, 1))!.toISOString(),
    });
    expect((await call(myPlan, { token })).body.left).toEqual({ roomHours: 4, dayPasses: 2, drinksToday: 2 });
  });

  it('buys through the bank: the plan opens when the bank confirms, once', async () => {
    const token = await login(env, '09121400002');
    const r = await call(purchase, { body: { planId, paymentBy: 'bank' }, token });
    expect(r.status).toBe(200);
    expect(r.body.link).toContain('/payment/sandbox/');
    const [pending] = await db().select().from(s.payments).where(eq(s.payments.id, r.body.paymentId));
    expect(pending).toMatchObject({ purpose: 'plan', amount: 1_500_000, status: 'pending' });
    expect((await call(myPlan, { token })).body.plan).toBeNull();
    const back = await atBank(r.body.link);
    expect(back.path).toBe(`/plan/payment/${r.body.paymentId}`);
    await verifyBack(back.paymentId, back.authority);
    await verifyBack(back.paymentId, back.authority);
    const mine = await call(myPlan, { token });
    expect(mine.body.plan).toMatchObject({ _id: pending.subjectId, status: 'active' });
    expect(mine.body.left).toEqual({ roomHours: 4, dayPasses: 2, drinksToday: 2 });
    const rows = await db().select().from(s.memberPlans).where(eq(s.memberPlans.userId, pending.userId));
    expect(rows).toHaveLength(1);
  });

  it('starts a renewal where the running plan ends', async () => {
    const m = await member(1);
    await setWallet(m.id, 2_000_000);
    const r = await call(purchase, { body: { planId, paymentBy: 'wallet' }, token: m.token });
    const [first] = (await call(memberUsage, { query: { userId: m.id }, token: superAdmin })).body.plans.filter(
      (p: { _id: string }) => p._id !== r.body.memberPlan._id,
    );
    expect(r.body.memberPlan.startsAt).toBe(first.endsAt);
    expect(r.body.memberPlan.status).toBe('upcoming');
  });
});

describe('spending room hours and day passes', () => {
  it('books a room and a day pass with credit whatever the branch takes, and shows what is left', async () => {
    const m = await member(2);
    await db()
      .update(s.providers)
      .set({ paymentTypes: ['pos'] })
      .where(eq(s.providers.id, mirdamad.id));
    try {
      const r = await bookRoom(m.token, suiteDay(1), 10, 13);
      expect(r.status).toBe(200);
      expect(r.body.order).toMatchObject({ paymentBy: 'credit', totalPrice: 0, paid: true, status: 'new' });
      expect(r.body.order.planDiscount).toBe(r.body.order.itemsPrice);
      const pass = await call(spaceSubmit, {
        body: { providerId: mirdamad.id, itemId: pool.id, startDate: suiteDay(1), paymentBy: 'credit' },
        token: m.token,
      });
      expect(pass.status).toBe(200);
      expect(await left(m.token)).toEqual({ roomHours: 1, dayPasses: 1, drinksToday: 2 });
      const short = await bookRoom(m.token, suiteDay(2), 10, 12);
      expect(short.status).toBe(409);
      expect(short.body.error.eLang.fa).toBe('اعتبار پلن شما برای این رزرو کافی نیست.');
      expect(await walletOf(m.id)).toBe(500_000);
    } finally {
      await db()
        .update(s.providers)
        .set({ paymentTypes: mirdamad.paymentTypes })
        .where(eq(s.providers.id, mirdamad.id));
    }
    const noPlan = await bookRoom(await login(env, '09121400009'), suiteDay(1), 15, 16);
    expect(noPlan.status).toBe(409);
    expect(noPlan.body.error.eLang.fa).toBe('پلن فعالی ندارید.');
  });

  it('resets each plan month and leaves nothing after the plan ends', async () => {
    const m = await member(3);
    expect((await bookRoom(m.token, suiteDay(6), 8, 12)).status).toBe(200);
    expect((await left(m.token)).roomHours).toBe(0);
    const startDay = tehranIsoDate(clockNow());
    const at = (day: string) => setClock(new Date(tehranDayStart(day)!.getTime() + 10 * 3_600_000));
    try {
      at(addJalaliMonths(startDay, 1));
      expect(await left(m.token)).toEqual({ roomHours: 4, dayPasses: 2, drinksToday: 2 });
      const mine = await call(myPlan, { token: m.token });
      expect(mine.body.plan.resetsAt).toBe(tehranDayStart(addJalaliMonths(startDay, 2))!.toISOString());
      const nextMonth = addJalaliMonths(startDay, 1);
      expect((await bookRoom(m.token, nextMonth, 14, 16)).status).toBe(200);
      expect((await left(m.token)).roomHours).toBe(2);
      // A booking that starts after the plan's end is not paid with its credit.
      const late = await bookRoom(m.token, addJalaliMonths(startDay, 3), 14, 15);
      expect(late.status).toBe(409);
      expect(late.body.error.eLang.fa).toBe('این رزرو بعد از پایان پلن شماست و با اعتبار پلن پرداخت نمی‌شود.');
      at(addJalaliMonths(startDay, 3));
      expect(await call(myPlan, { token: m.token }).then((r) => r.body)).toEqual({
        plan: null,
        left: { roomHours: 0, dayPasses: 0, drinksToday: 0 },
      });
      const after = await bookRoom(m.token, addJalaliMonths(startDay, 3), 15, 16);
      expect(after.status).toBe(409);
      expect(after.body.error.eLang.fa).toBe('پلن فعالی ندارید.');
    } finally {
      setClock(() => tehranNoon(new Date()));
    }
  });

  it('books exactly what fits when 20 credit bookings race for 3 remaining hours', async () => {
    const m = await member(4);
    expect((await bookRoom(m.token, suiteDay(3), 8, 9)).status).toBe(200);
    expect((await left(m.token)).roomHours).toBe(3);
    const slots = Array.from({ length: 20 }, (_, i) => ({ day: suiteDay(4 + Math.floor(i / 10)), hour: 9 + (i % 10) }));
    const results = await Promise.all(slots.map((x) => bookRoom(m.token, x.day, x.hour, x.hour + 1)));
    expect(results.filter((r) => r.status === 200)).toHaveLength(3);
    for (const r of results.filter((x) => x.status !== 200)) {
      expect(r.status).toBe(409);
      expect(r.body.error.eLang.fa).toBe('اعتبار پلن شما برای این رزرو کافی نیست.');
    }
    expect((await left(m.token)).roomHours).toBe(0);
    const uses = await db().select().from(s.planCreditUses);
    const mine = uses.filter((u) => results.some((r) => r.body.orderId === u.refId));
    expect(mine.reduce((n, u) => n + u.amount, 0)).toBe(3);
  });

  it('gives the hours back when the booking is canceled, once', async () => {
    const m = await member(5);
    const r = await bookRoom(m.token, suiteDay(2), 16, 19);
    expect((await left(m.token)).roomHours).toBe(1);
    const c1 = await call(spaceCancel, { body: { orderId: r.body.orderId }, token: m.token });
    expect(c1.status).toBe(200);
    expect(c1.body.refunded).toBe(0);
    expect((await left(m.token)).roomHours).toBe(4);
    await call(spaceCancel, { body: { orderId: r.body.orderId }, token: m.token });
    expect((await left(m.token)).roomHours).toBe(4);
    const rows = await db().select().from(s.planCreditUses).where(eq(s.planCreditUses.refId, r.body.orderId));
    expect(rows).toMatchObject([{ amount: 3, released: true }]);
    expect(await walletOf(m.id)).toBe(500_000);
  });

  it('books a room every week four times with credit in one series: an hour of credit each, nothing paid', async () => {
    const m = await member(7);
    const r = await call(recurring, {
      body: {
        providerId: mirdamad.id,
        itemId: room.id,
        startDate: suiteDay(2),
        startingHour: 19,
        endingHour: 20,
        repeat: { every: 'week', count: 4 },
        onConflict: 'fail',
        paymentBy: 'credit',
      },
      token: m.token,
    });
    expect(r.status).toBe(200);
    expect(r.body.total).toBe(0);
    expect(r.body.orders).toHaveLength(4);
    for (const o of r.body.orders) expect(o).toMatchObject({ paymentBy: 'credit', totalPrice: 0, paid: true });
    expect((await left(m.token)).roomHours).toBe(0);
    expect(await walletOf(m.id)).toBe(500_000);
  });
});

describe('covered drinks at the cafe', () => {
  it("costs nothing within the day's allowance, charges beyond it, and gives it back on cancel", async () => {
    const m = await member(6);
    const lines = [{ _id: latte.id, count: 3 }];
    const calc = await call(calculate, { body: { providerId: mirdamad.id, items: lines }, token: m.token });
    expect(calc.body.price).toMatchObject({ planDiscount: 2 * latte.price, price: latte.price });
    const r = await call(submit, { body: { providerId: mirdamad.id, items: lines, paymentBy: 'pos' }, token: m.token });
    expect(r.status).toBe(200);
    expect(r.body.order).toMatchObject({
      itemsPrice: 3 * latte.price,
      planDiscount: 2 * latte.price,
      totalPrice: latte.price,
    });
    expect((await left(m.token)).drinksToday).toBe(0);
    const more = await call(submit, {
      body: { providerId: mirdamad.id, items: [{ _id: latte.id, count: 1 }], paymentBy: 'pos' },
      token: m.token,
    });
    expect(more.body.order).toMatchObject({ planDiscount: 0, totalPrice: latte.price });
    await moveOrder(barista, r.body.orderId, 'canceled');
    expect((await left(m.token)).drinksToday).toBe(2);
    // The allowance is the Tehran day's: tomorrow it is whole again.
    setClock(new Date(clockNow().getTime() + 86_400_000));
    try {
      const next = await call(submit, {
        body: { providerId: mirdamad.id, items: [{ _id: latte.id, count: 1 }], paymentBy: 'pos' },
        token: m.token,
      });
      expect(next.body.order).toMatchObject({ planDiscount: latte.price, totalPrice: 0 });
    } finally {
      setClock(() => tehranNoon(new Date()));
    }
    const staffView = await call(memberUsage, { query: { userId: m.id }, token: superAdmin });
    expect(staffView.body.uses.filter((u: { kind: string }) => u.kind === 'drinks')).toHaveLength(2);
    expect((await call(memberUsage, { query: { userId: m.id }, token: barista })).status).toBe(403);
  });

  it('shows head office the plans sold and the credits used per branch', async () => {
    expect((await call(adminList, { token: admin })).status).toBe(403);
    const r = await call(adminList, { token: superAdmin });
    const p = r.body.plans.find((x: { _id: string }) => x._id === planId);
    expect(p.sold).toBeGreaterThanOrEqual(7);
    expect(p.usage).toEqual([
      expect.objectContaining({ providerId: mirdamad.id, providerName: mirdamad.name, dayPasses: 1 }),
    ]);
    expect(p.usage[0].roomHours).toBeGreaterThan(0);
    // The canceled order's two drinks came back; the next day's one is counted.
    expect(p.usage[0].drinks).toBe(1);
  });
});

import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { call, itemsOf, login, providerByBranch, setupTestEnv, tehranNoon, DEMO_PHONES, type TestEnv } from './harness';
import { setClock } from '@/server/clock';
import { db } from '@/server/db/client';
import * as s from '@/server/db/schema';
import { DEMO_SUPPORT_PHONE } from '@/server/db/seed-tickets';
import { dayWindows } from '@/server/services/menu/availability';
import type { ItemAvailabilityView } from '@/lib/contracts/menu/customer';
import check from '@/pages/api/v1/menu/availability/check/[providerId]/[date]/[paging]';
import submit from '@/pages/api/v1/order/submit';
import changeStatus from '@/pages/api/v1/order/change/status';

let env: TestEnv;
let agent: string;
let admin: string;
let barista: string;
let customer: string;
let mirdamad: typeof s.providers.$inferSelect;
let iranshahr: typeof s.providers.$inferSelect;

const DAY_MS = 24 * 60 * 60 * 1000;
const tehranDay = (d: Date) => new Intl.DateTimeFormat('en-CA', { timeZone: 'Asia/Tehran' }).format(d);
const today = () => tehranDay(new Date());
const pause = () => new Promise((resolve) => setTimeout(resolve, 20));

function ask(token: string | undefined, providerId: string, date: string, paging = '1-50') {
  return call(check, { query: { providerId, date, paging }, token });
}

beforeAll(async () => {
  env = await setupTestEnv();
  agent = await login(env, DEMO_SUPPORT_PHONE);
  admin = await login(env, DEMO_PHONES.mirdamadAdmin);
  barista = await login(env, DEMO_PHONES.mirdamadBarista);
  customer = await login(env, DEMO_PHONES.customer);
  mirdamad = await providerByBranch('mirdamad');
  iranshahr = await providerByBranch('iranshahr');
});
afterAll(async () => env?.close());

describe('GET /v1/menu/availability/check/{providerId}/{date}/{page}-{number}', () => {
  it('answers support staff and the branch admin only', async () => {
    expect((await ask(agent, mirdamad.id, today())).status).toBe(200);
    expect((await ask(agent, iranshahr.id, today())).status).toBe(200);
    expect((await ask(admin, mirdamad.id, today())).status).toBe(200);
    expect((await ask(admin, iranshahr.id, today())).status).toBe(403);
    expect((await ask(barista, mirdamad.id, today())).status).toBe(403);
    const byCustomer = await ask(customer, mirdamad.id, today());
    expect(byCustomer.status).toBe(403);
    expect(byCustomer.body.error.eLang.fa).toBe('شما اجازه دسترسی به این بخش را ندارید.');
    expect((await ask(undefined, mirdamad.id, today())).status).toBe(401);
  });

  it('refuses impossible and future dates, bad pages and unknown branches in Persian', async () => {
    for (const date of ['2026-02-30', '2026-13-01', '1405-09-01x', 'today']) {
      const r = await ask(agent, mirdamad.id, date);
      expect(r.status, date).toBe(400);
      expect(r.body.error.eLang.fa).toMatch(/تاریخ/);
    }
    const tomorrow = await ask(agent, mirdamad.id, tehranDay(new Date(Date.now() + DAY_MS)));
    expect(tomorrow.status).toBe(400);
    expect(tomorrow.body.error.eLang.fa).toBe('وضعیت منو فقط برای امروز و روزهای گذشته ثبت شده است.');
    expect((await ask(agent, mirdamad.id, today(), '0-10')).status).toBe(400);
    // Larger pages are capped, as everywhere.
    expect((await ask(agent, mirdamad.id, today(), '1-500')).body.number).toBe(50);
    const unknown = await ask(agent, 'no-such-branch', today());
    expect(unknown.status).toBe(404);
    expect(unknown.body.error.eLang.fa).toBe('شعبه مورد نظر یافت نشد.');
  });

  it('pages through every item of the branch, switched-off ones too', async () => {
    const all = await itemsOf(mirdamad.id);
    const first = await ask(agent, mirdamad.id, today(), '1-3');
    const second = await ask(agent, mirdamad.id, today(), '2-3');
    expect(first.body.total).toBe(all.length);
    expect(first.body.items).toHaveLength(3);
    expect(second.body.items).toHaveLength(3);
    const ids = [...first.body.items, ...second.body.items].map((i: ItemAvailabilityView) => i._id);
    expect(new Set(ids).size).toBe(6);
    expect(first.body.number).toBe(3);
    expect(second.body.page).toBe(2);
  });

  it('shows when an item sold out, came back and was switched off today, and what was sold', async () => {
    const [latte] = (await itemsOf(mirdamad.id)).filter((i) => i.title === 'لاته');
    await db().update(s.menuItems).set({ stock: 3 }).where(eq(s.menuItems.id, latte.id));
    const order = (count: number) =>
      call(submit, {
        body: { providerId: mirdamad.id, items: [{ _id: latte.id, count }], paymentBy: 'pos', orderType: 'takeAway' },
        token: customer,
      });
    expect((await order(1)).status).toBe(200);
    const last = await order(2);
    expect(last.status).toBe(200);
    // Each state lasts a moment: two changes within the database clock's resolution would share a
    // timestamp, and a window of no length is not reported.
    await pause();
    // The last two units are given back when the order is canceled: the item is orderable again.
    expect(
      (
        await call(changeStatus, {
          body: { orderId: last.body.orderId, status: 'canceled', reason: 'تمام شدن مواد' },
          token: barista,
        })
      ).status,
    ).toBe(200);
    await pause();
    await db().update(s.menuItems).set({ active: false }).where(eq(s.menuItems.id, latte.id));
    await pause();
    await db().update(s.menuItems).set({ active: true, stock: null }).where(eq(s.menuItems.id, latte.id));

    // "Today so far" ends at the rules clock, which the suite holds at noon; the orders and changes
    // above were stamped by the database's clock, so the report is read at that real instant (after
    // noon in Tehran it would otherwise end before them).
    setClock(undefined);
    const day = today();
    const r = await ask(agent, mirdamad.id, day).finally(() => setClock(() => tehranNoon(new Date())));
    expect(r.status).toBe(200);
    const view = r.body.items.find((i: ItemAvailabilityView) => i._id === latte.id) as ItemAvailabilityView;
    expect(view.soldCount).toBe(1);
    expect(view.orderableAllDay).toBe(false);
    expect(view.unavailable.map((w) => w.reason)).toEqual(['soldOut', 'inactive']);
    for (const w of view.unavailable) expect(new Date(w.from).getTime()).toBeLessThanOrEqual(new Date(w.to).getTime());
    expect(new Date(view.unavailable[0].to).getTime()).toBeLessThanOrEqual(
      new Date(view.unavailable[1].from).getTime(),
    );
    expect(view.now).toEqual({ active: true, available: true, inStock: true });
    // The log began when the demo branch was created: the day's record starts then, or, when that was
    // before the day (a run that crosses Tehran midnight between the seed and here), covers all of it.
    expect(view.onRecord).toBe(true);
    const [first] = await db()
      .select({ at: s.menuItemStates.at })
      .from(s.menuItemStates)
      .where(eq(s.menuItemStates.itemId, latte.id))
      .orderBy(s.menuItemStates.at)
      .limit(1);
    if (tehranDay(first.at) === day) expect(view.recordedFrom).not.toBeNull();
    else expect(view.recordedFrom).toBeNull();

    const untouched = r.body.items.find((i: ItemAvailabilityView) => i.title === 'کاپوچینو') as ItemAvailabilityView;
    expect(untouched.unavailable).toEqual([]);
    expect(untouched.soldCount).toBe(0);
  });

  it('says a day before any record is not on record instead of calling it orderable', async () => {
    const r = await ask(agent, mirdamad.id, tehranDay(new Date(Date.now() - 3 * DAY_MS)));
    expect(r.status).toBe(200);
    for (const i of r.body.items as ItemAvailabilityView[]) {
      expect(i.orderableAllDay).toBe(false);
      expect(i.unavailable).toEqual([]);
      expect(i.onRecord).toBe(false);
      expect(i.recordedFrom).toBeNull();
      expect(i.soldCount).toBe(0);
    }
  });
});

describe('a day of state changes', () => {
  const start = new Date('2026-11-20T00:00:00+03:30');
  const end = new Date('2026-11-21T00:00:00+03:30');
  const at = (hhmm: string, day = '2026-11-20') => new Date(`${day}T${hhmm}:00+03:30`);
  const state = (t: Date, active = true, available = true, inStock = true) => ({
    itemId: 'i',
    at: t,
    active,
    available,
    inStock,
  });

  it('starts the day in the state of the last change before it', () => {
    const { windows, recordedFrom } = dayWindows({
      states: [state(at('20:00', '2026-11-19'), true, true, false), state(at('10:30'))],
      start,
      end,
    });
    expect(recordedFrom).toBeNull();
    expect(windows).toEqual([{ from: start.toISOString(), to: at('10:30').toISOString(), reason: 'soldOut' }]);
  });

  it('names the first failing reason and merges back-to-back windows of one reason', () => {
    const { windows } = dayWindows({
      states: [
        state(at('08:00')),
        state(at('12:00'), false, false),
        state(at('13:00'), false, true),
        state(at('14:00'), true, false),
        state(at('22:00')),
      ],
      start,
      end,
    });
    expect(windows).toEqual([
      { from: at('12:00').toISOString(), to: at('14:00').toISOString(), reason: 'inactive' },
      { from: at('14:00').toISOString(), to: at('22:00').toISOString(), reason: 'unavailable' },
    ]);
  });

  it('keeps a window open to the end of the day and reports where the record starts', () => {
    const { windows, recordedFrom } = dayWindows({
      states: [state(at('09:15'), true, false), state(at('09:00', '2026-11-21'))],
      start,
      end,
    });
    expect(recordedFrom?.toISOString()).toBe(at('09:15').toISOString());
    expect(windows).toEqual([{ from: at('09:15').toISOString(), to: end.toISOString(), reason: 'unavailable' }]);
  });
});

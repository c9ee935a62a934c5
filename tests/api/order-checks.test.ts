import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { eq, sql } from 'drizzle-orm';
import { call, itemsOf, login, providerByBranch, setupTestEnv, DEMO_PHONES, type TestEnv } from './harness';
import { db } from '@/server/db/client';
import * as s from '@/server/db/schema';
import { setClock } from '@/server/clock';
import calculate from '@/pages/api/v1/order/calculate/items/price';
import submit from '@/pages/api/v1/order/submit';

let env: TestEnv;
let customer: string;
let mirdamad: typeof s.providers.$inferSelect;
let item: (title: string) => Promise<typeof s.menuItems.$inferSelect>;

beforeAll(async () => {
  env = await setupTestEnv();
  customer = await login(env, DEMO_PHONES.customer);
  mirdamad = await providerByBranch('mirdamad');
  item = async (title) => (await itemsOf(mirdamad.id)).find((i) => i.title === title)!;
});
afterAll(async () => env?.close());

const orderCount = async () =>
  (
    await db()
      .select({ n: sql<number>`count(*)::int` })
      .from(s.orders)
  )[0].n;
const order = (items: { _id: string; count: number }[], extra: Record<string, unknown> = {}) =>
  call(submit, {
    token: customer,
    body: { providerId: mirdamad.id, items, paymentBy: 'pos', orderType: 'takeAway', ...extra },
  });

describe('a cart with lines that cannot be sold', () => {
  it('is refused with the first problem and every unsellable line listed, by price and by submit', async () => {
    const hot = await item('هات چاکلت'); // not available
    const cake = await item('کیک شکلاتی'); // 4 in stock
    const latte = await item('لاته');
    const items = [
      { _id: latte.id, count: 1 },
      { _id: hot.id, count: 1 },
      { _id: cake.id, count: 3 },
      { _id: cake.id, count: 2 },
    ];
    const expected = [
      { _id: hot.id, code: 'ITEM_NOT_IN_INVENTORY', message: 'آیتم انتخاب شده در انبار موجود نیست.' },
      { _id: cake.id, code: 'ITEM_OVER_LIMIT', message: 'تعداد انتخاب شده از موجودی آیتم بیشتر است.', available: 4 },
    ];
    const before = await orderCount();
    for (const r of [await call(calculate, { body: { providerId: mirdamad.id, items } }), await order(items)]) {
      expect(r.status).toBe(409);
      expect(r.body.error.code).toBe('ITEM_NOT_IN_INVENTORY');
      expect(r.body.error.eLang.fa).toBe('آیتم انتخاب شده در انبار موجود نیست.');
      expect(r.body.error.details).toEqual({ lines: expected });
    }
    expect(await orderCount()).toBe(before);
    expect((await item('کیک شکلاتی')).stock).toBe(4);
  });

  it('answers over the limit with the units left when that is the only problem', async () => {
    const cake = await item('چیزکیک نیویورکی');
    const r = await order([{ _id: cake.id, count: cake.stock! + 1 }]);
    expect(r.status).toBe(409);
    expect(r.body.error.code).toBe('ITEM_OVER_LIMIT');
    expect(r.body.error.details.lines).toEqual([
      {
        _id: cake.id,
        code: 'ITEM_OVER_LIMIT',
        message: 'تعداد انتخاب شده از موجودی آیتم بیشتر است.',
        available: cake.stock,
      },
    ]);
  });
});

describe('limits of one order', () => {
  it('counts repeated lines of one item together against the 99-per-item cap', async () => {
    const latte = await item('لاته');
    const items = Array.from({ length: 50 }, () => ({ _id: latte.id, count: 99 }));
    const before = await orderCount();
    for (const r of [await call(calculate, { body: { providerId: mirdamad.id, items } }), await order(items)]) {
      expect(r.status).toBe(400);
      expect(r.body.error.code).toBe('ORDER_ITEM_COUNT_MAX');
      expect(r.body.error.eLang.fa).toBe('از هر آیتم حداکثر ۹۹ عدد در یک سفارش می‌توان ثبت کرد.');
    }
    expect(await orderCount()).toBe(before);
    // 99 in two lines is still within the cap.
    const ok = await order([
      { _id: latte.id, count: 50 },
      { _id: latte.id, count: 49 },
    ]);
    expect(ok.status).toBe(200);
    expect(ok.body.order.items).toEqual([expect.objectContaining({ itemId: latte.id, count: 99 })]);
  });

  it('refuses more than 50 lines in Persian', async () => {
    const latte = await item('لاته');
    const r = await order(Array.from({ length: 51 }, () => ({ _id: latte.id, count: 1 })));
    expect(r.status).toBe(400);
    expect(r.body.error.eLang.fa).toBe('سبد خرید حداکثر ۵۰ ردیف می‌تواند داشته باشد.');
  });

  it('refuses a total over the cap with a Persian 400, not a 500 from an overflowing column', async () => {
    const tea = await item('چای ماسالا');
    await db().update(s.menuItems).set({ price: 2_000_000_000 }).where(eq(s.menuItems.id, tea.id));
    try {
      const before = await orderCount();
      for (const r of [
        await call(calculate, { body: { providerId: mirdamad.id, items: [{ _id: tea.id, count: 2 }] } }),
        await order([{ _id: tea.id, count: 2 }]),
      ]) {
        expect(r.status).toBe(400);
        expect(r.body.error.code).toBe('ORDER_TOTAL_MAX');
        expect(r.body.error.eLang.fa).toBe('مبلغ سفارش بیش از حد مجاز (۱۰۰ میلیون تومان) است.');
      }
      expect(await orderCount()).toBe(before);
    } finally {
      await db().update(s.menuItems).set({ price: tea.price }).where(eq(s.menuItems.id, tea.id));
    }
  });
});

/** An instant at a Tehran wall-clock time (UTC+03:30) on an ordinary day. */
const tehran = (hhmm: string) => {
  const [h, m] = hhmm.split(':').map(Number);
  return new Date(Date.UTC(2026, 10, 24, h, m) - 210 * 60_000);
};

describe('opening hours', () => {
  afterEach(async () => {
    setClock(tehran('12:00'));
    await db()
      .update(s.providers)
      .set({ openingTime: mirdamad.openingTime, closingTime: mirdamad.closingTime })
      .where(eq(s.providers.id, mirdamad.id));
  });

  it('takes orders from the opening minute up to the closing minute, Tehran time, and refuses outside with the hours', async () => {
    await db()
      .update(s.providers)
      .set({ openingTime: '08:00', closingTime: '22:00' })
      .where(eq(s.providers.id, mirdamad.id));
    const latte = await item('لاته');
    const cases: [string, number][] = [
      ['07:59', 409],
      ['08:00', 200],
      ['21:59', 200],
      ['22:00', 409],
      ['03:00', 409],
    ];
    for (const [at, status] of cases) {
      setClock(tehran(at));
      const before = await orderCount();
      const r = await order([{ _id: latte.id, count: 1 }]);
      expect([at, r.status]).toEqual([at, status]);
      if (status === 409) {
        expect(r.body.error.code).toBe('PROVIDER_CLOSED');
        expect(r.body.error.eLang.fa).toBe('این شعبه اکنون بسته است. ساعت کاری: ۰۸:۰۰ تا ۲۲:۰۰');
        expect(await orderCount()).toBe(before);
      }
    }
  });

  it('handles a closing time past midnight', async () => {
    await db()
      .update(s.providers)
      .set({ openingTime: '18:00', closingTime: '02:00' })
      .where(eq(s.providers.id, mirdamad.id));
    const latte = await item('لاته');
    const cases: [string, number][] = [
      ['17:59', 409],
      ['18:00', 200],
      ['23:30', 200],
      ['01:59', 200],
      ['02:00', 409],
      ['12:00', 409],
    ];
    for (const [at, status] of cases) {
      setClock(tehran(at));
      const r = await order([{ _id: latte.id, count: 1 }], { paymentBy: 'bank' });
      expect([at, r.status]).toEqual([at, status]);
    }
  });
});

import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import { db } from '@/server/db/client';
import * as s from '@/server/db/schema';
import { expireDueOrders } from '@/server/services/order/expire-orders';
import create from '@/pages/api/v1/voucher/create';
import edit from '@/pages/api/v1/voucher/edit';
import activation from '@/pages/api/v1/voucher/change/activation';
import list from '@/pages/api/v1/voucher/[id]/list/[paging]';
import usersOf from '@/pages/api/v1/voucher/[id]/users';
import getOne from '@/pages/api/v1/voucher/[id]/index';
import mine from '@/pages/api/v1/voucher/list/per/user/[paging]';
import check from '@/pages/api/v1/order/check/voucher/code';
import itemAdd from '@/pages/api/v1/menu/item/voucher/add';
import itemActive from '@/pages/api/v1/menu/item/voucher/change/active';
import categoryAdd from '@/pages/api/v1/menu/category/voucher/add';
import categoryActive from '@/pages/api/v1/menu/category/voucher/change/active';
import submit from '@/pages/api/v1/order/submit';
import changeStatus from '@/pages/api/v1/order/change/status';
import { clockNow } from '@/server/clock';
import { call, itemsOf, login, providerByBranch, setupTestEnv, DEMO_PHONES, type TestEnv } from './harness';
import { userIdOf } from './payment-helpers';

let env: TestEnv;
let customer: string;
let buyer: string;
let admin: string;
let barista: string;
let superAdmin: string;
let mirdamad: typeof s.providers.$inferSelect;
let iranshahr: typeof s.providers.$inferSelect;
const item = async (title: string, p = mirdamad) => (await itemsOf(p.id)).find((i) => i.title === title)!;
const lines = async (spec: [string, number][], p = mirdamad) =>
  Promise.all(spec.map(async ([t, count]) => ({ _id: (await item(t, p)).id, count })));
const voucherRow = async (id: string) => (await db().select().from(s.vouchers).where(eq(s.vouchers.id, id)))[0];

beforeAll(async () => {
  env = await setupTestEnv();
  customer = await login(env, DEMO_PHONES.customer);
  buyer = await login(env, '09121310001');
  admin = await login(env, DEMO_PHONES.mirdamadAdmin);
  barista = await login(env, DEMO_PHONES.mirdamadBarista);
  superAdmin = await login(env, DEMO_PHONES.superAdmin);
  mirdamad = await providerByBranch('mirdamad');
  iranshahr = await providerByBranch('iranshahr');
});
afterAll(async () => env?.close());

const base = () => ({ providerId: mirdamad.id, type: 'percent', value: 10, maxDiscount: 30_000 });

describe('creating and editing vouchers', () => {
  it('lets the branch admin and super admins create; refuses baristas, customers and other branches', async () => {
    const r = await call(create, { body: { ...base(), code: 'summer-۲۰', title: 'تابستان' }, token: admin });
    expect(r.status).toBe(200);
    expect(r.body.voucher).toMatchObject({
      code: 'SUMMER-20',
      type: 'percent',
      value: 10,
      maxDiscount: 30_000,
      scope: 'provider',
      active: true,
      usedCount: 0,
    });
    expect((await call(create, { body: { ...base(), code: 'NOPE1' }, token: barista })).status).toBe(403);
    expect((await call(create, { body: { ...base(), code: 'NOPE2' }, token: customer })).status).toBe(403);
    expect(
      (await call(create, { body: { ...base(), providerId: iranshahr.id, code: 'NOPE3' }, token: admin })).status,
    ).toBe(403);
    expect(
      (await call(create, { body: { ...base(), providerId: iranshahr.id, code: 'IRAN10' }, token: superAdmin })).status,
    ).toBe(200);
  });

  it('answers the server text on bad input and writes nothing', async () => {
    const count = (await db().select().from(s.vouchers)).length;
    const cases: [Record<string, unknown>, string][] = [
      [{ ...base(), code: 'PCT', value: 120 }, 'درصد تخفیف باید بین ۱ تا ۱۰۰ باشد.'],
      [
        { ...base(), code: 'DATES', startDate: '2030-05-10', endDate: '2030/05/01' },
        'تاریخ پایان باید بعد از تاریخ شروع باشد.',
      ],
      [{ ...base(), code: 'x' }, 'کد تخفیف باید ۳ تا ۳۲ حرف لاتین یا رقم باشد.'],
      [{ ...base(), code: 'NOTYPE', type: undefined }, 'نوع تخفیف را انتخاب کنید.'],
      [{ ...base(), code: 'NOITEMS', scope: 'items' }, 'حداقل یک آیتم انتخاب کنید.'],
      [{ ...base(), code: 'SUMMER-20' }, 'این کد تخفیف قبلا ثبت شده است.'],
      [
        { ...base(), code: 'FOREIGN', scope: 'items', itemIds: [(await item('لاته', iranshahr)).id] },
        'مورد انتخاب شده در منوی این شعبه یافت نشد.',
      ],
    ];
    for (const [body, fa] of cases) {
      const r = await call(create, { body, token: admin });
      expect(r.status, fa).toBeGreaterThanOrEqual(400);
      expect(r.body.error.eLang.fa).toBe(fa);
    }
    expect((await db().select().from(s.vouchers)).length).toBe(count);
  });

  it("edits a voucher and toggles it, and lists a branch's vouchers with text and type filters", async () => {
    const made = await call(create, { body: { ...base(), code: 'EDITME', title: 'ویرایشی' }, token: admin });
    const id = made.body.voucher._id;
    const e = await call(edit, {
      body: { ...base(), voucherId: id, code: 'EDITED', type: 'amount', value: 15_000, totalLimit: 10 },
      token: admin,
    });
    expect(e.status).toBe(200);
    expect(e.body.voucher).toMatchObject({
      code: 'EDITED',
      type: 'amount',
      value: 15_000,
      maxDiscount: null,
      totalLimit: 10,
    });
    const one = await call(getOne, { query: { id }, token: admin });
    expect(one.body.voucher).toMatchObject({ _id: id, code: 'EDITED', totalLimit: 10 });
    expect((await call(getOne, { query: { id }, token: customer })).status).toBe(403);
    expect((await call(getOne, { query: { id: 'ffffffffffffffffffffffff' }, token: admin })).status).toBe(404);
    const off = await call(activation, { body: { voucherId: id }, token: admin });
    expect(off.body.voucher.active).toBe(false);
    const on = await call(activation, { body: { voucherId: id }, token: admin });
    expect(on.body.voucher.active).toBe(true);
    expect((await call(activation, { body: { voucherId: id }, token: customer })).status).toBe(403);
    const byText = await call(list, { query: { id: mirdamad.id, paging: '1-20', text: 'edit' }, token: admin });
    expect(byText.body.vouchers.map((v: { code: string }) => v.code)).toEqual(['EDITED']);
    const amounts = await call(list, { query: { id: mirdamad.id, paging: '1-20', type: 'amount' }, token: admin });
    expect(amounts.body.vouchers.every((v: { type: string }) => v.type === 'amount')).toBe(true);
    const all = await call(list, { query: { id: mirdamad.id, paging: '1-500' }, token: admin });
    expect(all.body.vouchers.length).toBeLessThanOrEqual(20);
    expect((await call(list, { query: { id: mirdamad.id, paging: '1-20' }, token: customer })).status).toBe(403);
  });
});

describe('checking and using a code', () => {
  it('checks a code against the cart, priced like submit', async () => {
    const r = await call(check, {
      body: { code: 'welcome10', providerId: mirdamad.id, items: await lines([['لاته', 2]]) },
      token: buyer,
    });
    expect(r.status).toBe(200);
    expect(r.body).toMatchObject({ discount: 19_600, priceBefore: 196_000, price: 176_400 });
    expect(r.body.voucher.code).toBe('WELCOME10');
  });

  it('answers each rule with its Persian text', async () => {
    const cases: [Record<string, unknown>, string, [string, number][]][] = [
      [{ code: 'NO-SUCH' }, 'کد تخفیف وارد شده معتبر نیست.', [['لاته', 1]]],
      [{ code: 'WELCOME10' }, 'حداقل مبلغ سفارش برای این کد تخفیف ۱۰۰٬۰۰۰ تومان است.', [['اسپرسو', 1]]],
      [{ code: 'COFFEE20' }, 'این کد تخفیف شامل آیتم‌های سبد خرید شما نمی‌شود.', [['لیموناد نعناع', 1]]],
      // Someone else's personal code reads exactly like a code that does not exist.
      [{ code: 'MARYAM50' }, 'کد تخفیف وارد شده معتبر نیست.', [['لاته', 1]]],
      [{ code: 'IRAN10' }, 'این کد تخفیف مربوط به شعبه دیگری است.', [['لاته', 1]]],
    ];
    for (const [body, fa, cart] of cases) {
      const r = await call(check, {
        body: { ...body, providerId: mirdamad.id, items: await lines(cart) },
        token: buyer,
      });
      expect(r.body.error?.eLang.fa, String(body.code)).toBe(fa);
    }
    const future = await call(create, { body: { ...base(), code: 'LATER', startDate: '2099-01-01' }, token: admin });
    expect(
      (
        await call(check, {
          body: { code: 'LATER', providerId: mirdamad.id, items: await lines([['لاته', 1]]) },
          token: buyer,
        })
      ).body.error.eLang.fa,
    ).toBe('زمان استفاده از این کد تخفیف هنوز نرسیده است.');
    await db()
      .update(s.vouchers)
      .set({ startsAt: new Date('2020-01-01'), endsAt: new Date('2021-01-01') })
      .where(eq(s.vouchers.id, future.body.voucher._id));
    expect(
      (
        await call(check, {
          body: { code: 'LATER', providerId: mirdamad.id, items: await lines([['لاته', 1]]) },
          token: buyer,
        })
      ).body.error.eLang.fa,
    ).toBe('مهلت استفاده از این کد تخفیف به پایان رسیده است.');
    await call(activation, { body: { voucherId: future.body.voucher._id, active: false }, token: admin });
    expect(
      (
        await call(check, {
          body: { code: 'LATER', providerId: mirdamad.id, items: await lines([['لاته', 1]]) },
          token: buyer,
        })
      ).body.error.eLang.fa,
    ).toBe('این کد تخفیف فعال نیست.');
    // The personal code works for the customer it was given to.
    const own = await call(check, {
      body: { code: 'MARYAM50', providerId: mirdamad.id, items: await lines([['لاته', 1]]) },
      token: customer,
    });
    expect(own.status).toBe(200);
  });

  it("answers a guessed code and another customer's personal code the same way, even when that code is also expired or for another branch", async () => {
    const guesser = await login(env, '09121310077');
    const cart = await lines([['لاته', 1]]);
    const ask = (code: string, providerId = mirdamad.id) =>
      call(check, { body: { code, providerId, items: cart }, token: guesser, ip: '10.77.0.1' });
    const none = await ask('NO-SUCH-1');
    const [maryam] = await db().select().from(s.vouchers).where(eq(s.vouchers.code, 'MARYAM50'));
    const personal = await ask('MARYAM50');
    const elsewhere = await ask('MARYAM50', iranshahr.id);
    await db().update(s.vouchers).set({ active: false }).where(eq(s.vouchers.id, maryam.id));
    const inactive = await ask('MARYAM50');
    await db().update(s.vouchers).set({ active: true }).where(eq(s.vouchers.id, maryam.id));
    expect(none.status).toBe(404);
    for (const r of [personal, elsewhere, inactive]) {
      expect(r.status).toBe(none.status);
      expect(r.body).toEqual(none.body);
    }
  });

  it('limits code checks per customer and per address with a Persian 429', async () => {
    const guesser = await login(env, '09121310078');
    const cart = await lines([['لاته', 1]]);
    const statuses: number[] = [];
    for (let i = 0; i < 22; i++) {
      const r = await call(check, {
        body: { code: `GUESS${i}`, providerId: mirdamad.id, items: cart },
        token: guesser,
        ip: `10.78.0.${i}`,
      });
      statuses.push(r.status);
      if (r.status === 429)
        expect(r.body.error.eLang.fa).toBe('تعداد درخواست‌ها بیش از حد مجاز است. لطفا کمی بعد دوباره تلاش کنید.');
    }
    expect(statuses.slice(0, 20).every((x) => x === 404)).toBe(true);
    expect(statuses.slice(20)).toEqual([429, 429]);

    // Many accounts from one address share the address's budget.
    const accounts = await Promise.all(
      ['09121310081', '09121310082', '09121310083', '09121310084'].map((p) => login(env, p)),
    );
    const fromOne: number[] = [];
    for (let i = 0; i < 62; i++) {
      const r = await call(check, {
        body: { code: `ADDR${i}`, providerId: mirdamad.id, items: cart },
        token: accounts[i % 4],
        ip: '10.78.1.1',
      });
      fromOne.push(r.status);
    }
    expect(fromOne.slice(0, 60).every((x) => x === 404)).toBe(true);
    expect(fromOne.slice(60)).toEqual([429, 429]);
  });

  it('takes the discount at submit together with its use, and gives the use back when the order is canceled', async () => {
    const [w] = await db().select().from(s.vouchers).where(eq(s.vouchers.code, 'COFFEE20'));
    const r = await call(submit, {
      body: {
        providerId: mirdamad.id,
        items: await lines([
          ['لاته', 1],
          ['لیموناد نعناع', 1],
        ]),
        paymentBy: 'pos',
        voucherId: w.id,
      },
      token: buyer,
    });
    expect(r.status).toBe(200);
    expect(r.body.order).toMatchObject({
      itemsPrice: 183_000,
      voucherId: w.id,
      voucherDiscount: 20_000,
      totalPrice: 163_000,
      discount: 20_000,
    });
    expect((await voucherRow(w.id)).usedCount).toBe(1);
    const users = await call(usersOf, { query: { id: w.id }, token: admin });
    expect(users.body.users[0]).toMatchObject({ uses: 1, totalDiscount: 20_000 });
    expect(users.body.users[0].phone).toMatch(/^0912\*\*\*\d{4}$/);
    await call(changeStatus, {
      body: { orderId: r.body.orderId, status: 'canceled', reason: 'تمام شدن مواد' },
      token: barista,
    });
    expect((await voucherRow(w.id)).usedCount).toBe(0);
    const after = await call(usersOf, { query: { id: w.id }, token: admin });
    expect(after.body.users).toHaveLength(0);
  });

  it('keeps to the per-customer limit, and frees the use of an order that expired unpaid', async () => {
    const [w] = await db().select().from(s.vouchers).where(eq(s.vouchers.code, 'WELCOME10'));
    const body = { providerId: mirdamad.id, items: await lines([['لاته', 2]]), paymentBy: 'bank', voucherId: w.id };
    const first = await call(submit, { body, token: buyer });
    expect(first.status).toBe(200);
    expect(first.body.order.bankAmount).toBe(176_400);
    const second = await call(submit, { body, token: buyer });
    expect(second.status).toBe(409);
    expect(second.body.error.eLang.fa).toBe('سقف استفاده شما از این کد تخفیف تکمیل شده است.');
    await expireDueOrders(new Date(clockNow().getTime() + 16 * 60_000));
    expect((await voucherRow(w.id)).usedCount).toBe(0);
    const [counter] = await db()
      .select()
      .from(s.voucherUserCounts)
      .where(
        and(eq(s.voucherUserCounts.voucherId, w.id), eq(s.voucherUserCounts.userId, await userIdOf('09121310001'))),
      );
    expect(counter.used).toBe(0);
    expect((await call(submit, { body, token: buyer })).status).toBe(200);
  });
});

describe('vouchers on the menu', () => {
  it('puts items and categories under a voucher and switches them off and on', async () => {
    const made = await call(create, { body: { ...base(), code: 'MENUV', type: 'amount', value: 5_000 }, token: admin });
    const id = made.body.voucher._id;
    const espresso = await item('اسپرسو');
    const added = await call(itemAdd, { body: { voucherId: id, itemId: espresso.id }, token: admin });
    expect(added.body.voucher).toMatchObject({ scope: 'items', itemIds: [espresso.id] });
    const ok = await call(check, {
      body: { code: 'MENUV', providerId: mirdamad.id, items: await lines([['اسپرسو', 1]]) },
      token: buyer,
    });
    expect(ok.body.discount).toBe(5_000);
    const off = await call(itemActive, { body: { voucherId: id, itemId: espresso.id }, token: admin });
    expect(off.body.voucher.inactiveTargetIds).toEqual([espresso.id]);
    const none = await call(check, {
      body: { code: 'MENUV', providerId: mirdamad.id, items: await lines([['اسپرسو', 1]]) },
      token: buyer,
    });
    expect(none.body.error.eLang.fa).toBe('این کد تخفیف شامل آیتم‌های سبد خرید شما نمی‌شود.');
    await call(itemActive, { body: { voucherId: id, itemId: espresso.id, active: true }, token: admin });
    const [hot] = await db()
      .select()
      .from(s.menuCategories)
      .where(and(eq(s.menuCategories.providerId, mirdamad.id), eq(s.menuCategories.title, 'نوشیدنی‌های گرم')));
    const mismatch = await call(categoryAdd, { body: { voucherId: id, menuCategoryId: hot.id }, token: admin });
    expect(mismatch.status).toBe(409);
    expect(mismatch.body.error.eLang.fa).toBe('محدوده این کد تخفیف با این مورد سازگار نیست.');

    const cat = await call(create, { body: { ...base(), code: 'CATV' }, token: admin });
    const c = await call(categoryAdd, {
      body: { voucherId: cat.body.voucher._id, menuCategoryId: hot.id },
      token: admin,
    });
    expect(c.body.voucher).toMatchObject({ scope: 'categories', categoryIds: [hot.id] });
    const toggled = await call(categoryActive, {
      body: { voucherId: cat.body.voucher._id, menuCategoryId: hot.id },
      token: admin,
    });
    expect(toggled.body.voucher.inactiveTargetIds).toEqual([hot.id]);
    expect(
      (await call(categoryAdd, { body: { voucherId: cat.body.voucher._id }, token: admin })).body.error.eLang.fa,
    ).toBe('دسته‌بندی را انتخاب کنید.');
    expect((await call(itemAdd, { body: { voucherId: id, itemId: espresso.id }, token: customer })).status).toBe(403);
    const foreignItem = await call(itemAdd, {
      body: { voucherId: id, itemId: (await item('اسپرسو', iranshahr)).id },
      token: admin,
    });
    expect(foreignItem.status).toBe(404);
  });
});

describe('my discount codes', () => {
  it('lists the codes given to me, with the uses I have left', async () => {
    const r = await call(mine, { query: { paging: '1-20' }, token: customer });
    expect(r.status).toBe(200);
    expect(r.body.vouchers.map((v: { code: string }) => v.code)).toEqual(['MARYAM50']);
    expect(r.body.vouchers[0]).toMatchObject({ remainingForMe: 1, usable: true, providerName: 'کافه همکار میرداماد' });
    const none = await call(mine, { query: { paging: '1-20' }, token: buyer });
    expect(none.body.vouchers).toHaveLength(0);
  });
});

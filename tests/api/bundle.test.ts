import { clockNow } from '@/server/clock';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { db } from '@/server/db/client';
import * as s from '@/server/db/schema';
import listPublic from '@/pages/api/v1/bundle/list/[paging]';
import listAdmin from '@/pages/api/v1/bundle/list/admin/[providerId]/[paging]';
import create from '@/pages/api/v1/bundle/create';
import edit from '@/pages/api/v1/bundle/edit';
import activation from '@/pages/api/v1/bundle/change/activation';
import purchase from '@/pages/api/v1/bundle/purchase';
import myBundles from '@/pages/api/v1/profile/my/bundle/list/[paging]';
import submit from '@/pages/api/v1/order/submit';
import changeStatus from '@/pages/api/v1/order/change/status';
import quote from '@/pages/api/v1/payment/quote';
import { call, itemsOf, login, providerByBranch, setupTestEnv, DEMO_PHONES, type TestEnv } from './harness';
import { atBank, ledgerSum, setWallet, userIdOf, verifyBack, walletOf } from './payment-helpers';

let env: TestEnv;
let buyer: string;
let buyerId: string;
let admin: string;
let barista: string;
let mirdamad: typeof s.providers.$inferSelect;
let iranshahr: typeof s.providers.$inferSelect;
const item = async (title: string, p = mirdamad) => (await itemsOf(p.id)).find((i) => i.title === title)!;

beforeAll(async () => {
  env = await setupTestEnv();
  buyer = await login(env, '09121410001');
  buyerId = await userIdOf('09121410001');
  admin = await login(env, DEMO_PHONES.mirdamadAdmin);
  barista = await login(env, DEMO_PHONES.mirdamadBarista);
  mirdamad = await providerByBranch('mirdamad');
  iranshahr = await providerByBranch('iranshahr');
});
afterAll(async () => env?.close());

describe('bundles on sale', () => {
  it("lists bundles for anyone, with the parts' own price beside the reduced one", async () => {
    const r = await call(listPublic, { query: { paging: '1-20', providerId: mirdamad.id } });
    expect(r.status).toBe(200);
    const lattes = r.body.bundles.find((b: { title: string }) => b.title === '۱۰ لاته');
    expect(lattes).toMatchObject({
      price: 850_000,
      originalPrice: 980_000,
      validDays: 60,
      items: [{ title: 'لاته', count: 10, unitPrice: 98_000 }],
    });
    const all = await call(listPublic, { query: { paging: '1-200' } });
    expect(all.body.bundles.length).toBeLessThanOrEqual(20);
    expect(all.body.total).toBeGreaterThan(3);
  });

  it('lets the branch admin create, edit and switch off a bundle; refuses others', async () => {
    const espresso = await item('اسپرسو');
    const body = {
      providerId: mirdamad.id,
      title: '۵ اسپرسو',
      description: 'پنج اسپرسو',
      price: 290_000,
      validDays: 30,
      items: [{ _id: espresso.id, count: 5 }],
    };
    expect((await call(create, { body, token: barista })).status).toBe(403);
    expect(
      (
        await call(create, {
          body: { ...body, providerId: iranshahr.id, items: [{ _id: (await item('اسپرسو', iranshahr)).id, count: 5 }] },
          token: admin,
        })
      ).status,
    ).toBe(403);
    const tooDear = await call(create, { body: { ...body, price: 325_000 }, token: admin });
    expect(tooDear.status).toBe(400);
    expect(tooDear.body.error.eLang.fa).toBe('قیمت بسته باید کمتر از مجموع قیمت اقلام آن باشد.');
    const noItems = await call(create, { body: { ...body, items: [] }, token: admin });
    expect(noItems.body.error.eLang.fa).toBe('حداقل یک آیتم به بسته اضافه کنید.');
    const made = await call(create, { body, token: admin });
    expect(made.status).toBe(200);
    expect(made.body.bundle).toMatchObject({ title: '۵ اسپرسو', price: 290_000, originalPrice: 325_000, active: true });
    const id = made.body.bundle._id;
    const edited = await call(edit, { body: { ...body, bundleId: id, price: 280_000, validDays: 45 }, token: admin });
    expect(edited.body.bundle).toMatchObject({ price: 280_000, validDays: 45 });
    const off = await call(activation, { body: { bundleId: id }, token: admin });
    expect(off.body.bundle.active).toBe(false);
    const pub = await call(listPublic, { query: { paging: '1-20', providerId: mirdamad.id } });
    expect(pub.body.bundles.some((b: { _id: string }) => b._id === id)).toBe(false);
    const adminList = await call(listAdmin, { query: { providerId: mirdamad.id, paging: '1-100' }, token: admin });
    expect(adminList.body.bundles.some((b: { _id: string; active: boolean }) => b._id === id && !b.active)).toBe(true);
    expect(
      (await call(listAdmin, { query: { providerId: mirdamad.id, paging: '1-100' }, token: barista })).status,
    ).toBe(403);
    const closed = await call(purchase, { body: { bundleId: id, paymentBy: 'wallet' }, token: buyer });
    expect(closed.status).toBe(409);
    expect(closed.body.error.eLang.fa).toBe('این بسته در حال حاضر قابل خرید نیست.');
  });
});

describe('buying and using a bundle', () => {
  const lattes = async () =>
    (await db().select().from(s.bundles).where(eq(s.bundles.providerId, mirdamad.id))).find(
      (b) => b.title === '۱۰ لاته',
    )!;

  it('buys with the wallet in one step, and refuses without enough balance', async () => {
    await setWallet(buyerId, 100_000);
    const b = await lattes();
    const poor = await call(purchase, { body: { bundleId: b.id, paymentBy: 'wallet' }, token: buyer });
    expect(poor.status).toBe(409);
    expect(poor.body.error.eLang.fa).toBe('موجودی کیف پول کافی نیست.');
    expect((await call(myBundles, { query: { paging: '1-20' }, token: buyer })).body.bundles).toHaveLength(0);
    await setWallet(buyerId, 900_000);
    const key = 'bundle-' + Math.random().toString(16).slice(2, 12);
    const r = await call(purchase, { body: { bundleId: b.id, paymentBy: 'wallet', key }, token: buyer });
    expect(r.status).toBe(200);
    expect(r.body.userBundle).toMatchObject({
      title: '۱۰ لاته',
      status: 'active',
      items: [{ title: 'لاته', total: 10, remaining: 10 }],
    });
    const days = (new Date(r.body.userBundle.expiresAt).getTime() - clockNow().getTime()) / 86_400_000;
    expect(days).toBeGreaterThan(59.9);
    const again = await call(purchase, { body: { bundleId: b.id, paymentBy: 'wallet', key }, token: buyer });
    expect(again.body.userBundle._id).toBe(r.body.userBundle._id);
    expect(await walletOf(buyerId)).toBe(50_000);
    expect(await ledgerSum(buyerId)).toBe(50_000);
  });

  it('uses the bundle up instead of charging, shows it on the order, and gives it back on cancel', async () => {
    const latte = await item('لاته');
    const cake = await item('چیزکیک نیویورکی');
    const q = await call(quote, {
      body: {
        providerId: mirdamad.id,
        items: [
          { _id: latte.id, count: 2 },
          { _id: cake.id, count: 1 },
        ],
      },
      token: buyer,
    });
    expect(q.body.quote).toMatchObject({ bundleDiscount: 196_000, total: 135_000 });
    const r = await call(submit, {
      body: {
        providerId: mirdamad.id,
        items: [
          { _id: latte.id, count: 2 },
          { _id: cake.id, count: 1 },
        ],
        paymentBy: 'pos',
      },
      token: buyer,
    });
    expect(r.status).toBe(200);
    expect(r.body.order).toMatchObject({
      itemsPrice: 331_000,
      bundleDiscount: 196_000,
      totalPrice: 135_000,
      bundleUses: [{ title: 'لاته', count: 2, unitPrice: 98_000 }],
    });
    let mine = await call(myBundles, { query: { paging: '1-20' }, token: buyer });
    expect(mine.body.bundles[0].items[0].remaining).toBe(8);
    await call(changeStatus, {
      body: { orderId: r.body.orderId, status: 'canceled', reason: 'تمام شدن مواد' },
      token: barista,
    });
    mine = await call(myBundles, { query: { paging: '1-20' }, token: buyer });
    expect(mine.body.bundles[0].items[0].remaining).toBe(10);
  });

  it('covers only what is left, and charges the rest', async () => {
    const latte = await item('لاته');
    await db().update(s.userBundleItems).set({ remaining: 1 }).where(eq(s.userBundleItems.itemId, latte.id));
    const r = await call(submit, {
      body: { providerId: mirdamad.id, items: [{ _id: latte.id, count: 3 }], paymentBy: 'pos' },
      token: buyer,
    });
    expect(r.body.order).toMatchObject({ bundleDiscount: 98_000, totalPrice: 196_000 });
    const mine = await call(myBundles, { query: { paging: '1-20' }, token: buyer });
    expect(mine.body.bundles[0]).toMatchObject({ status: 'usedUp' });
  });

  it('buys through the bank: { link }, and opens the bundle once the bank confirms, once', async () => {
    const [breakfast] = (await db().select().from(s.bundles).where(eq(s.bundles.providerId, mirdamad.id))).filter(
      (b) => b.title === 'بسته صبحانه دونفره',
    );
    const r = await call(purchase, { body: { bundleId: breakfast.id, paymentBy: 'bank' }, token: buyer });
    expect(r.status).toBe(200);
    expect(r.body.link).toContain('/payment/sandbox/');
    const back = await atBank(r.body.link);
    expect(back.path).toBe(`/bundle/payment/${r.body.paymentId}`);
    await verifyBack(back.paymentId, back.authority);
    await verifyBack(back.paymentId, back.authority);
    const mine = await call(myBundles, { query: { paging: '1-20' }, token: buyer });
    const got = mine.body.bundles.filter((b: { title: string }) => b.title === 'بسته صبحانه دونفره');
    expect(got).toHaveLength(1);
    expect(got[0].items).toHaveLength(2);
    const iranBundle = (await db().select().from(s.bundles).where(eq(s.bundles.providerId, iranshahr.id)))[0];
    const noBank = await call(purchase, { body: { bundleId: iranBundle.id, paymentBy: 'bank' }, token: buyer });
    expect(noBank.status).toBe(400);
    expect(noBank.body.error.eLang.fa).toBe('این روش پرداخت برای خرید بسته در این شعبه فعال نیست.');
  });
});

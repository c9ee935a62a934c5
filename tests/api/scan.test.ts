import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { db } from '@/server/db/client';
import * as s from '@/server/db/schema';
import purchase from '@/pages/api/v1/bundle/purchase';
import submit from '@/pages/api/v1/order/submit';
import changeStatus from '@/pages/api/v1/order/change/status';
import resolve from '@/pages/api/v1/scan/resolve';
import redeem from '@/pages/api/v1/bundle/redeem';
import { call, itemsOf, login, providerByBranch, setupTestEnv, DEMO_PHONES, type TestEnv } from './harness';
import { setWallet, userIdOf } from './payment-helpers';
import { parseScan, scanText } from '@/lib/scan-codes';

let env: TestEnv;
let buyer: string;
let barista: string;
let admin: string;
let superAdmin: string;
let otherBarista: string;
let mirdamad: typeof s.providers.$inferSelect;

beforeAll(async () => {
  env = await setupTestEnv();
  buyer = await login(env, '09121420001');
  barista = await login(env, DEMO_PHONES.mirdamadBarista);
  admin = await login(env, DEMO_PHONES.mirdamadAdmin);
  superAdmin = await login(env, DEMO_PHONES.superAdmin);
  mirdamad = await providerByBranch('mirdamad');
  // A barista of another branch.
  const iranshahr = await providerByBranch('iranshahr');
  const [u] = await db()
    .insert(s.users)
    .values({
      id: 'aa00000000000000000000b1',
      phone: '+989121420099',
      firstName: 'باریستا',
      lastName: 'ایرانشهر',
      referralCode: 'SCANB001',
    })
    .returning();
  await db().insert(s.providerStaff).values({ providerId: iranshahr.id, userId: u.id, role: 'barista' });
  otherBarista = await login(env, '+989121420099');
});
afterAll(async () => env?.close());

describe('scan codes', () => {
  it('reads the printed forms and takes anything else as a discount code', () => {
    const id = 'ab'.repeat(12);
    expect(parseScan(scanText('order', id))).toEqual({ kind: 'order', id });
    expect(parseScan(` hk-b-${id.toUpperCase()} `)).toEqual({ kind: 'bundle', id });
    expect(parseScan('HK-V-welcome10')).toEqual({ kind: 'voucher', id: 'WELCOME10' });
    expect(parseScan('welcome10')).toEqual({ kind: 'voucher', id: 'WELCOME10' });
    expect(parseScan('HK-O-not-an-id')).toBeNull();
    expect(parseScan('<script>')).toBeNull();
  });
});

describe('the scanner', () => {
  it('shows an order to staff of its branch only, and offers delivery until it is delivered', async () => {
    const espresso = (await itemsOf(mirdamad.id)).find((i) => i.title === 'اسپرسو')!;
    const r = await call(submit, {
      body: { providerId: mirdamad.id, items: [{ _id: espresso.id, count: 1 }], paymentBy: 'pos' },
      token: buyer,
    });
    expect(r.status).toBe(200);
    const code = scanText('order', r.body.orderId);
    // A customer could scan at no branch: refused before the code is read (issue 22).
    const customerScan = await call(resolve, { token: buyer, query: { code } });
    expect(customerScan.status).toBe(403);
    expect(customerScan.body.error.eLang.fa).toBe('شما اجازه دسترسی به این بخش را ندارید.');
    const no = await call(resolve, { token: otherBarista, query: { code } });
    expect(no.status).toBe(404);
    expect(no.body.error.eLang.fa).toBe('این کد به سفارش، بسته یا کد تخفیفی در این مجموعه تعلق ندارد.');
    expect((await call(resolve, { query: { code } })).status).toBe(401);
    const seen = await call(resolve, { token: barista, query: { code } });
    expect(seen.status).toBe(200);
    expect(seen.body).toMatchObject({ kind: 'order', canDeliver: true, order: { _id: r.body.orderId, status: 'new' } });
    expect(
      (await call(changeStatus, { token: barista, body: { orderId: r.body.orderId, status: 'delivered' } })).status,
    ).toBe(200);
    expect((await call(resolve, { token: superAdmin, query: { code } })).body).toMatchObject({
      canDeliver: false,
      order: { status: 'delivered' },
    });
  });

  it('redeems a bundle unit at the counter once per tap, never below zero, only at its branch', async () => {
    const buyerId = await userIdOf('09121420001');
    await setWallet(buyerId, 900_000);
    const [lattes] = (await db().select().from(s.bundles).where(eq(s.bundles.providerId, mirdamad.id))).filter(
      (b) => b.title === '۱۰ لاته',
    );
    const bought = await call(purchase, { token: buyer, body: { bundleId: lattes.id, paymentBy: 'wallet' } });
    expect(bought.status).toBe(200);
    const ub = bought.body.userBundle;
    const code = scanText('bundle', ub._id);
    const seen = await call(resolve, { token: barista, query: { code } });
    expect(seen.body).toMatchObject({
      kind: 'bundle',
      canRedeem: true,
      bundle: { title: '۱۰ لاته', items: [{ remaining: 10 }] },
    });
    expect((await call(resolve, { token: otherBarista, query: { code } })).status).toBe(404);

    const itemId = ub.items[0].itemId;
    expect(
      (await call(redeem, { token: otherBarista, body: { userBundleId: ub._id, itemId, clientKey: 'tap-other-01' } }))
        .status,
    ).toBe(404);
    // The same tap sent twice at once is one unit.
    const taps = await Promise.all(
      [1, 2].map(() =>
        call(redeem, { token: barista, body: { userBundleId: ub._id, itemId, clientKey: 'tap-000001' } }),
      ),
    );
    expect(taps.map((t) => t.status)).toEqual([200, 200]);
    expect(taps.filter((t) => t.body.redeemed)).toHaveLength(1);
    expect(taps[1].body.bundle.items[0].remaining).toBe(9);
    // Ten parallel taps for the last nine units: nine succeed, one is refused, nothing below zero.
    const many = await Promise.all(
      Array.from({ length: 10 }, (_, i) =>
        call(redeem, { token: admin, body: { userBundleId: ub._id, itemId, clientKey: `tap-many-${i}` } }),
      ),
    );
    expect(many.filter((t) => t.status === 200)).toHaveLength(9);
    const refused = many.find((t) => t.status !== 200)!;
    expect(refused.status).toBe(409);
    expect(refused.body.error.eLang.fa).toBe('واحدی از این آیتم در بسته باقی نمانده است.');
    const [part] = await db().select().from(s.userBundleItems).where(eq(s.userBundleItems.userBundleId, ub._id));
    expect(part.remaining).toBe(0);
    expect(
      await db().select().from(s.bundleRedemptions).where(eq(s.bundleRedemptions.userBundleItemId, part.id)),
    ).toHaveLength(10);
    expect((await call(resolve, { token: barista, query: { code } })).body.bundle.status).toBe('usedUp');
  });

  it('shows a discount code typed without its prefix to staff of its branch', async () => {
    const [v] = await db().select().from(s.vouchers).where(eq(s.vouchers.providerId, mirdamad.id)).limit(1);
    const seen = await call(resolve, { token: admin, query: { code: v.code.toLowerCase() } });
    expect(seen.body).toMatchObject({ kind: 'voucher', voucher: { code: v.code } });
    expect((await call(resolve, { token: otherBarista, query: { code: v.code } })).status).toBe(404);
    expect((await call(resolve, { token: admin, query: { code: '' } })).status).toBe(400);
  });
});

import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { db } from '@/server/db/client';
import * as s from '@/server/db/schema';
import balance from '@/pages/api/v1/profile/wallet/index';
import charge from '@/pages/api/v1/profile/wallet/charge';
import myTransactions from '@/pages/api/v1/transaction/user/list/[paging]';
import adminTransactions from '@/pages/api/v1/transaction/admin/list/[userId]/[paging]';
import adminCharge from '@/pages/api/v1/user/charge/wallet';
import adminDischarge from '@/pages/api/v1/user/discharge/wallet';
import callback from '@/pages/api/v1/payment/callback';
import submit from '@/pages/api/v1/order/submit';
import profile from '@/pages/api/v1/profile/index';
import { REQUEST_KEY_TEXT } from '@/lib/contracts/money-fields';
import { call, itemsOf, login, providerByBranch, setupTestEnv, DEMO_PHONES, type TestEnv } from './harness';
import { atBank, ledgerSum, setWallet, userIdOf, verifyBack, walletOf } from './payment-helpers';

let env: TestEnv;
let customer: string;
let customerId: string;
let payer: string;
let payerId: string;
let admin: string;
let superAdmin: string;
let mirdamad: typeof s.providers.$inferSelect;

beforeAll(async () => {
  env = await setupTestEnv();
  customer = await login(env, DEMO_PHONES.customer);
  customerId = await userIdOf(DEMO_PHONES.customer);
  payer = await login(env, '09121230001');
  payerId = await userIdOf('09121230001');
  admin = await login(env, DEMO_PHONES.mirdamadAdmin);
  superAdmin = await login(env, DEMO_PHONES.superAdmin);
  mirdamad = await providerByBranch('mirdamad');
});
afterAll(async () => env?.close());

const chargeBody = (price: unknown) => ({
  price,
  providerId: mirdamad.id,
  bankType: 'top',
  device: 'web',
  type: 'differential',
});

describe('the wallet balance', () => {
  it('shows the balance in the profile and on its own, and needs a session', async () => {
    const p = await call(profile, { token: customer });
    expect(p.body.user.wallet).toBe(150_000);
    const b = await call(balance, { token: customer });
    expect(b.body.wallet).toBe(150_000);
    expect((await call(balance, {})).status).toBe(401);
    // The seeded welcome credit is on the ledger, so the ledger adds up to the balance.
    expect(await ledgerSum(customerId)).toBe(150_000);
  });
});

describe('charging through the bank', () => {
  it('answers { link }, credits on verify, and books a replayed callback once', async () => {
    const r = await call(charge, { body: chargeBody(250_000), token: payer });
    expect(r.status).toBe(200);
    expect(r.body.link).toContain('/payment/sandbox/');
    expect(await walletOf(payerId)).toBe(0);
    const back = await atBank(r.body.link);
    expect(back.path).toBe(`/wallet/payment/${r.body.paymentId}`);
    const v = await verifyBack(back.paymentId, back.authority);
    expect(v.body.payment).toMatchObject({ status: 'paid', purpose: 'wallet', amount: 250_000, wallet: 250_000 });
    const replays = await Promise.all(
      Array.from({ length: 6 }, () =>
        call(callback, { query: { paymentId: back.paymentId, Authority: back.authority, Status: 'OK' } }),
      ),
    );
    expect(replays.every((x) => x.status === 303 && x.headers.location === `/wallet/payment/${back.paymentId}`)).toBe(
      true,
    );
    await verifyBack(back.paymentId, back.authority);
    expect(await walletOf(payerId)).toBe(250_000);
    const rows = await db().select().from(s.walletLedger).where(eq(s.walletLedger.userId, payerId));
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({
      amount: 250_000,
      balanceAfter: 250_000,
      reason: 'charge',
      refType: 'payment',
      refId: back.paymentId,
    });
  });

  it('credits nothing when the payer cancels at the bank', async () => {
    const before = await walletOf(payerId);
    const r = await call(charge, { body: chargeBody(90_000), token: payer });
    const back = await atBank(r.body.link, 'cancel');
    const v = await verifyBack(back.paymentId, back.authority);
    expect(v.body.payment.status).toBe('failed');
    expect(await walletOf(payerId)).toBe(before);
  });

  it('refuses bad amounts with Persian text and writes nothing', async () => {
    const payments = (await db().select().from(s.payments)).length;
    for (const price of [0, 500, -5, 'abc', 1.5, 60_000_000]) {
      const r = await call(charge, { body: chargeBody(price), token: payer });
      expect(r.status).toBe(400);
      expect(r.body.error.eLang.fa).toMatch(/مبلغ/);
    }
    // Persian digits and separators are accepted.
    const ok = await call(charge, { body: chargeBody('۱۰۰٬۰۰۰'), token: payer });
    expect(ok.status).toBe(200);
    expect((await db().select().from(s.payments)).length).toBe(payments + 1);
    expect((await call(charge, { body: chargeBody(100_000) })).status).toBe(401);
  });

  it('returns the same bank link for a repeated charge with the same key', async () => {
    const key = 'charge-' + Math.random().toString(16).slice(2, 12);
    const a = await call(charge, { body: { ...chargeBody(70_000), key }, token: payer });
    const b = await call(charge, { body: { ...chargeBody(70_000), key }, token: payer });
    expect(b.body.paymentId).toBe(a.body.paymentId);
  });
});

describe('the ledger', () => {
  it('lists my transactions newest first, 20 a page, with the reason and the balance after', async () => {
    const r = await call(myTransactions, { query: { paging: '1-100' }, token: payer });
    expect(r.status).toBe(200);
    expect(r.body.transactions.length).toBeLessThanOrEqual(20);
    expect(r.body.total).toBeGreaterThan(0);
    expect(r.body.transactions[0]).toMatchObject({
      reason: 'charge',
      reasonLabel: 'شارژ کیف پول',
      amount: 250_000,
      balanceAfter: 250_000,
    });
    expect((await call(myTransactions, { query: { paging: 'x' }, token: payer })).status).toBe(400);
  });
});

describe('staff charging and discharging a wallet', () => {
  it('needs the wallet permission: super admin yes; branch admin and customer no', async () => {
    const body = { userId: payerId, price: 10_000, description: 'جبران تاخیر سفارش' };
    expect((await call(adminCharge, { body, token: customer })).status).toBe(403);
    expect((await call(adminCharge, { body, token: admin })).status).toBe(403);
    expect((await call(adminCharge, { body })).status).toBe(401);
    expect(
      (await call(adminTransactions, { query: { userId: payerId, paging: '1-50' }, token: customer })).status,
    ).toBe(403);
  });

  it('requires a reason, keeps it on the ledger with who did it, and moves money once per key', async () => {
    const before = await walletOf(payerId);
    const noReason = await call(adminCharge, {
      body: { userId: payerId, price: 10_000, description: '  ' },
      token: superAdmin,
    });
    expect(noReason.status).toBe(400);
    expect(noReason.body.error.eLang.fa).toBe('لطفا دلیل تغییر موجودی را وارد کنید.');
    const missing = await call(adminCharge, { body: { userId: payerId, price: 10_000 }, token: superAdmin });
    expect(missing.status).toBe(400);
    expect(missing.body.error.eLang.fa).toBe('لطفا دلیل تغییر موجودی را وارد کنید.');
    const key = 'admin-' + Math.random().toString(16).slice(2, 12);
    const body = { userId: payerId, price: 10_000, description: 'جبران تاخیر سفارش', key };
    const first = await call(adminCharge, { body, token: superAdmin });
    expect(first.status).toBe(200);
    expect(first.body.wallet).toBe(before + 10_000);
    const again = await call(adminCharge, { body, token: superAdmin });
    expect(again.body).toMatchObject({ wallet: before + 10_000, applied: false });
    const list = await call(adminTransactions, { query: { userId: payerId, paging: '1-50' }, token: superAdmin });
    expect(list.body.transactions[0]).toMatchObject({
      reason: 'adminCharge',
      description: 'جبران تاخیر سفارش',
      actorName: 'مدیر کل',
      amount: 10_000,
    });
    expect(list.body.wallet).toBe(before + 10_000);
  });

  it('refuses a staff move without a request key (Persian 400) and moves nothing', async () => {
    const before = await walletOf(payerId);
    const rows = await ledgerSum(payerId);
    for (const handler of [adminCharge, adminDischarge]) {
      for (const key of [undefined, '', 'short', 'bad key with spaces']) {
        const r = await call(handler, {
          body: { userId: payerId, price: 1_000, description: 'بدون شناسه', ...(key === undefined ? {} : { key }) },
          token: superAdmin,
        });
        expect(r.status, String(key)).toBe(400);
        expect(r.body.error.eLang.fa).toBe(REQUEST_KEY_TEXT);
      }
    }
    expect(await walletOf(payerId)).toBe(before);
    expect(await ledgerSum(payerId)).toBe(rows);
  });

  it('never takes a wallet below zero, and says so in Persian', async () => {
    const now = await walletOf(payerId);
    const over = await call(adminDischarge, {
      body: { userId: payerId, price: now + 1, description: 'اصلاح', key: randomUUID() },
      token: superAdmin,
    });
    expect(over.status).toBe(409);
    expect(over.body.error.eLang.fa).toBe('موجودی کیف پول کافی نیست.');
    expect(await walletOf(payerId)).toBe(now);
    const ok = await call(adminDischarge, {
      body: { userId: payerId, price: now, description: 'برگشت شارژ اشتباه', key: randomUUID() },
      token: superAdmin,
    });
    expect(ok.body.wallet).toBe(0);
    expect(await ledgerSum(payerId)).toBe(0);
    const ghost = await call(adminCharge, {
      body: { userId: 'ffffffffffffffffffffffff', price: 1, description: 'x', key: randomUUID() },
      token: superAdmin,
    });
    expect(ghost.status).toBe(404);
    expect(ghost.body.error.eLang.fa).toBe('کاربر مورد نظر یافت نشد.');
  });
});

describe('paying an order from the wallet', () => {
  it('pays in full from the wallet and sends the order straight to the bar', async () => {
    await setWallet(payerId, 100_000);
    const latte = (await itemsOf(mirdamad.id)).find((i) => i.title === 'لاته')!;
    const r = await call(submit, {
      body: { providerId: mirdamad.id, items: [{ _id: latte.id, count: 1 }], paymentBy: 'wallet' },
      token: payer,
    });
    expect(r.status).toBe(200);
    expect(r.body.link).toBeUndefined();
    expect(r.body.order).toMatchObject({ status: 'new', paid: true, walletAmount: 98_000, bankAmount: 0 });
    expect(await walletOf(payerId)).toBe(2_000);
    const [row] = await db()
      .select()
      .from(s.walletLedger)
      .where(eq(s.walletLedger.idemKey, `order:${r.body.orderId}:pay`));
    expect(row).toMatchObject({ amount: -98_000, balanceAfter: 2_000, reason: 'order', refId: r.body.orderId });
  });

  it('refuses when the wallet does not cover the order and writes nothing', async () => {
    const orders = (await db().select().from(s.orders)).length;
    const latte = (await itemsOf(mirdamad.id)).find((i) => i.title === 'لاته')!;
    const r = await call(submit, {
      body: { providerId: mirdamad.id, items: [{ _id: latte.id, count: 1 }], paymentBy: 'wallet' },
      token: payer,
    });
    expect(r.status).toBe(409);
    expect(r.body.error.eLang.fa).toBe('موجودی کیف پول کافی نیست.');
    expect((await db().select().from(s.orders)).length).toBe(orders);
    expect(await walletOf(payerId)).toBe(2_000);
  });
});

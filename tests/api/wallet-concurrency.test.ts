import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq, sql } from 'drizzle-orm';
import { db } from '@/server/db/client';
import * as s from '@/server/db/schema';
import submit from '@/pages/api/v1/order/submit';
import adminDischarge from '@/pages/api/v1/user/discharge/wallet';
import voucherCreate from '@/pages/api/v1/voucher/create';
import { call, itemsOf, login, providerByBranch, setupTestEnv, DEMO_PHONES, type TestEnv } from './harness';
import { ledgerSum, setWallet, userIdOf, walletOf } from './payment-helpers';

/**
 * Many requests at once against one balance or one voucher limit. On PostgreSQL (TEST_DATABASE_URL)
 * these run on separate pooled connections at the same time; on PGlite they queue.
 */
let env: TestEnv;
let spender: string;
let spenderId: string;
let superAdmin: string;
let mirdamad: typeof s.providers.$inferSelect;
let latteId: string;

beforeAll(async () => {
  env = await setupTestEnv();
  spender = await login(env, '09121240001');
  spenderId = await userIdOf('09121240001');
  superAdmin = await login(env, DEMO_PHONES.superAdmin);
  mirdamad = await providerByBranch('mirdamad');
  latteId = (await itemsOf(mirdamad.id)).find((i) => i.title === 'لاته')!.id;
});
afterAll(async () => env?.close());

async function noNegativeBalances() {
  const [r] = await db()
    .select({ n: sql<string>`count(*)` })
    .from(s.users)
    .where(sql`${s.users.wallet} < 0`);
  return Number(r.n) === 0;
}

describe(`parallel money movements (${process.env.TEST_DATABASE_URL ? 'PostgreSQL' : 'PGlite'})`, () => {
  it('40 wallet orders at once against one balance: exactly as many as it covers, never below zero', async () => {
    await setWallet(spenderId, 1_000_000);
    const results = await Promise.all(
      Array.from({ length: 40 }, () =>
        call(submit, {
          body: { providerId: mirdamad.id, items: [{ _id: latteId, count: 1 }], paymentBy: 'wallet' },
          token: spender,
        }),
      ),
    );
    const ok = results.filter((r) => r.status === 200);
    expect(ok).toHaveLength(10);
    expect(
      results.filter((r) => r.status === 409).every((r) => r.body.error.eLang.fa === 'موجودی کیف پول کافی نیست.'),
    ).toBe(true);
    expect(results.filter((r) => r.status !== 200 && r.status !== 409)).toHaveLength(0);
    expect(await walletOf(spenderId)).toBe(1_000_000 - 10 * 98_000);
    expect(await ledgerSum(spenderId)).toBe(await walletOf(spenderId));
    const [{ n }] = await db()
      .select({ n: sql<string>`count(*)` })
      .from(s.orders)
      .where(eq(s.orders.userId, spenderId));
    expect(Number(n)).toBe(10);
    expect(await noNegativeBalances()).toBe(true);
  });

  it('30 staff discharges at once: the balance covers 20 and the ledger still adds up', async () => {
    await setWallet(spenderId, 1_000_000);
    const results = await Promise.all(
      Array.from({ length: 30 }, (_, i) =>
        call(adminDischarge, {
          body: { userId: spenderId, price: 50_000, description: `کسر آزمایشی ${i}`, key: randomUUID() },
          token: superAdmin,
        }),
      ),
    );
    expect(results.filter((r) => r.status === 200)).toHaveLength(20);
    expect(results.filter((r) => r.status === 409)).toHaveLength(10);
    expect(await walletOf(spenderId)).toBe(0);
    expect(await ledgerSum(spenderId)).toBe(0);
    const rows = await db().select().from(s.walletLedger).where(eq(s.walletLedger.userId, spenderId));
    expect(rows.every((r) => r.balanceAfter >= 0)).toBe(true);
  });

  it('a voucher with 5 uses, tried by 20 customers at once: 5 orders get it', async () => {
    const code = 'RACE' + Math.random().toString(36).slice(2, 8).toUpperCase();
    const v = await call(voucherCreate, {
      body: { providerId: mirdamad.id, code, type: 'amount', value: 10_000, totalLimit: 5, perUserLimit: 1 },
      token: superAdmin,
    });
    expect(v.status).toBe(200);
    const tokens = await Promise.all(
      Array.from({ length: 20 }, (_, i) => login(env, `0912125${String(i).padStart(4, '0')}`)),
    );
    const results = await Promise.all(
      tokens.map((token) =>
        call(submit, {
          body: {
            providerId: mirdamad.id,
            items: [{ _id: latteId, count: 1 }],
            paymentBy: 'pos',
            voucherId: v.body.voucher._id,
          },
          token,
        }),
      ),
    );
    expect(results.filter((r) => r.status === 200)).toHaveLength(5);
    expect(
      results
        .filter((r) => r.status === 409)
        .every((r) => r.body.error.eLang.fa === 'ظرفیت استفاده از این کد تخفیف تکمیل شده است.'),
    ).toBe(true);
    const [row] = await db().select().from(s.vouchers).where(eq(s.vouchers.id, v.body.voucher._id));
    expect(row.usedCount).toBe(5);
    const uses = await db().select().from(s.voucherUses).where(eq(s.voucherUses.voucherId, row.id));
    expect(uses).toHaveLength(5);
  });

  it('one customer firing 10 checkouts with a once-per-customer voucher: one gets it', async () => {
    const code = 'ONCE' + Math.random().toString(36).slice(2, 8).toUpperCase();
    const v = await call(voucherCreate, {
      body: { providerId: mirdamad.id, code, type: 'percent', value: 20, perUserLimit: 1 },
      token: superAdmin,
    });
    const results = await Promise.all(
      Array.from({ length: 10 }, () =>
        call(submit, {
          body: {
            providerId: mirdamad.id,
            items: [{ _id: latteId, count: 1 }],
            paymentBy: 'pos',
            voucherId: v.body.voucher._id,
          },
          token: spender,
        }),
      ),
    );
    expect(results.filter((r) => r.status === 200)).toHaveLength(1);
    expect(
      results
        .filter((r) => r.status === 409)
        .every((r) => r.body.error.eLang.fa === 'سقف استفاده شما از این کد تخفیف تکمیل شده است.'),
    ).toBe(true);
    const [row] = await db().select().from(s.vouchers).where(eq(s.vouchers.id, v.body.voucher._id));
    expect(row.usedCount).toBe(1);
  });
});

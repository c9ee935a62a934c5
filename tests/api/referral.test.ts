import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { db } from '@/server/db/client';
import * as s from '@/server/db/schema';
import list from '@/pages/api/v1/referral/list';
import edit from '@/pages/api/v1/referral/edit';
import register from '@/pages/api/v1/register';
import verification from '@/pages/api/v1/phone/verification';
import profile from '@/pages/api/v1/profile/index';
import submit from '@/pages/api/v1/order/submit';
import changeStatus from '@/pages/api/v1/order/change/status';
import { call, itemsOf, lastCode, login, providerByBranch, setupTestEnv, DEMO_PHONES, type TestEnv } from './harness';
import { atBank, ledgerSum, userIdOf, verifyBack, walletOf } from './payment-helpers';

let env: TestEnv;
let customer: string;
let customerId: string;
let barista: string;
let superAdmin: string;
let mirdamad: typeof s.providers.$inferSelect;

beforeAll(async () => {
  env = await setupTestEnv();
  customer = await login(env, DEMO_PHONES.customer);
  customerId = await userIdOf(DEMO_PHONES.customer);
  barista = await login(env, DEMO_PHONES.mirdamadBarista);
  superAdmin = await login(env, DEMO_PHONES.superAdmin);
  mirdamad = await providerByBranch('mirdamad');
});
afterAll(async () => env?.close());

describe('referral policies', () => {
  it('shows the active policy to anyone and every policy to staff; only staff edit', async () => {
    const guest = await call(list, {});
    expect(guest.body.referralPolicies).toHaveLength(1);
    expect(guest.body.referralPolicies[0]).toMatchObject({
      title: 'دعوت از دوستان',
      inviterReward: 50_000,
      minOrderPrice: 100_000,
      active: true,
    });
    const body = {
      title: 'دعوت ویژه',
      inviterReward: '۷۰٬۰۰۰',
      inviteeReward: 20_000,
      minOrderPrice: 150_000,
      active: false,
    };
    expect((await call(edit, { body, token: customer })).status).toBe(403);
    expect((await call(edit, { body })).status).toBe(401);
    const made = await call(edit, { body, token: superAdmin });
    expect(made.status).toBe(200);
    expect(made.body.referralPolicy).toMatchObject({ inviterReward: 70_000, active: false });
    expect((await call(list, { token: superAdmin })).body.referralPolicies).toHaveLength(2);
    expect((await call(list, {})).body.referralPolicies).toHaveLength(1);
    const bad = await call(edit, { body: { ...body, title: '' }, token: superAdmin });
    expect(bad.body.error.eLang.fa).toBe('عنوان را وارد کنید.');
    const ghost = await call(edit, { body: { ...body, policyId: 'ffffffffffffffffffffffff' }, token: superAdmin });
    expect(ghost.status).toBe(404);
  });
});

describe("the inviter's reward", () => {
  it("is paid to the inviter's wallet once, when the invited customer completes a first paid order over the minimum", async () => {
    const me = await call(profile, { token: customer });
    const code = me.body.user.referralCode;
    const ip = '10.77.0.1';
    const r = await call(register, {
      body: { firstName: 'نیما', lastName: 'کریمی', phone: '09121610001', reagentCode: code.toLowerCase() },
      ip,
    });
    expect(r.status).toBe(200);
    const v = await call(verification, {
      body: { verifyToken: r.body.verifyToken, code: lastCode(env.outbox, '+989121610001'), device: 'web' },
      ip,
    });
    const invitee = v.body.token as string;
    const before = await walletOf(customerId);
    const latte = (await itemsOf(mirdamad.id)).find((i) => i.title === 'لاته')!;
    const [card] = await db()
      .select()
      .from(s.paymentMethods)
      .where(eq(s.paymentMethods.providerId, mirdamad.id))
      .limit(1);
    const deliver = (orderId: string, paymentMethodId?: string) =>
      call(changeStatus, { body: { orderId, status: 'delivered', paymentMethodId }, token: barista });

    // Below the policy's minimum: no reward.
    const small = await call(submit, {
      body: { providerId: mirdamad.id, items: [{ _id: latte.id, count: 1 }], paymentBy: 'pos' },
      token: invitee,
    });
    await deliver(small.body.orderId, card.id);
    expect(await walletOf(customerId)).toBe(before);
    // Delivered but not paid: no reward.
    const unpaid = await call(submit, {
      body: { providerId: mirdamad.id, items: [{ _id: latte.id, count: 2 }], paymentBy: 'pos' },
      token: invitee,
    });
    await deliver(unpaid.body.orderId);
    expect(await walletOf(customerId)).toBe(before);
    // Paid by bank and delivered: the reward.
    const paid = await call(submit, {
      body: { providerId: mirdamad.id, items: [{ _id: latte.id, count: 2 }], paymentBy: 'bank' },
      token: invitee,
    });
    const back = await atBank(paid.body.link);
    await verifyBack(back.paymentId, back.authority);
    await call(changeStatus, { body: { orderId: paid.body.orderId, status: 'accepted' }, token: barista });
    await deliver(paid.body.orderId);
    expect(await walletOf(customerId)).toBe(before + 50_000);
    const [row] = await db()
      .select()
      .from(s.walletLedger)
      .where(eq(s.walletLedger.idemKey, `referral:${await userIdOf('09121610001')}:inviter`));
    expect(row).toMatchObject({ userId: customerId, amount: 50_000, reason: 'referral' });
    // Another completed order pays nothing more.
    const next = await call(submit, {
      body: { providerId: mirdamad.id, items: [{ _id: latte.id, count: 2 }], paymentBy: 'pos' },
      token: invitee,
    });
    await deliver(next.body.orderId, card.id);
    expect(await walletOf(customerId)).toBe(before + 50_000);
    expect(await ledgerSum(customerId)).toBe(await walletOf(customerId));
  });
});

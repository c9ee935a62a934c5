import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { eq } from 'drizzle-orm';
import { db } from '@/server/db/client';
import * as s from '@/server/db/schema';
import { setGateway } from '@/server/integrations/payment';
import { sandboxGateway, sandboxSession } from '@/server/integrations/payment/sandbox';
import { zarinpalGateway } from '@/server/integrations/payment/zarinpal';
import { reconcileBankPayments } from '@/server/services/payment/reconcile-payments';
import { JOBS } from '@/server/jobs';
import submit from '@/pages/api/v1/order/submit';
import getOrder from '@/pages/api/v1/order/[id]';
import changeStatus from '@/pages/api/v1/order/change/status';
import charge from '@/pages/api/v1/profile/wallet/charge';
import paymentById from '@/pages/api/v1/payment/[paymentId]';
import { call, itemsOf, login, providerByBranch, setupTestEnv, DEMO_PHONES, type TestEnv } from './harness';
import { atBank, ledgerSum, setWallet, userIdOf, verifyBack, walletOf } from './payment-helpers';
import { zarinpalStub } from './zarinpal-stub';
import { log } from '@/server/log';

let env: TestEnv;
let buyer: string;
let buyerId: string;
let barista: string;
let mirdamad: typeof s.providers.$inferSelect;
const stub = zarinpalStub();
let base: string;
const merchantId = '1344b5d4-0048-11e8-94db-005056a205be';
const zarinpal = () => zarinpalGateway({ merchantId, baseUrl: base });

beforeAll(async () => {
  env = await setupTestEnv();
  base = await stub.start();
  buyer = await login(env, '09121110001');
  buyerId = await userIdOf('09121110001');
  barista = await login(env, DEMO_PHONES.mirdamadBarista);
  mirdamad = await providerByBranch('mirdamad');
});
afterAll(async () => {
  await stub.stop();
  await env?.close();
});
afterEach(() => {
  setGateway(undefined);
  stub.state.down = false;
  stub.state.downPaths.clear();
  vi.restoreAllMocks();
});

async function order(title: string, extra: Record<string, unknown> = {}) {
  const item = (await itemsOf(mirdamad.id)).find((i) => i.title === title)!;
  const r = await call(submit, {
    body: {
      providerId: mirdamad.id,
      items: [{ _id: item.id, count: 1 }],
      orderType: 'takeAway',
      paymentBy: 'bank',
      bankType: 'pos',
      ...extra,
    },
    token: buyer,
  });
  expect(r.status).toBe(200);
  return { orderId: r.body.orderId as string, paymentId: r.body.paymentId as string, link: r.body.link as string };
}
const authorityOf = (link: string) => decodeURIComponent(link.split('/').pop()!);
const paymentRow = async (id: string) => (await db().select().from(s.payments).where(eq(s.payments.id, id)))[0];
const orderRow = async (id: string) => (await db().select().from(s.orders).where(eq(s.orders.id, id)))[0];
const calls = (path: string, authority?: string) =>
  stub.received.filter((x) => x.path === path && (!authority || x.body.authority === authority)).length;
const cancelByBranch = (orderId: string) =>
  call(changeStatus, { body: { orderId, status: 'canceled', reason: 'تمام شدن مواد' }, token: barista });

describe('reconciling with the bank (Zarinpal)', () => {
  it('is one of the background jobs', () => {
    expect(JOBS.find((j) => j.name === 'bank-reconcile')).toMatchObject({ everyMs: 60_000 });
  });

  it('books a payment the payer made but never came back from, once however often it runs', async () => {
    setGateway(zarinpal());
    const o = await order('اسپرسو');
    const authority = authorityOf(o.link);
    stub.pay(authority);
    // The payer closed the tab at the bank: only the bank knows, and lists it among its unverified payments.
    const first = await reconcileBankPayments({ now: new Date() });
    expect(first.booked).toContain(o.paymentId);
    const second = await reconcileBankPayments({ now: new Date() });
    expect(second.booked).not.toContain(o.paymentId);
    expect(await paymentRow(o.paymentId)).toMatchObject({ status: 'paid', bankRef: '201' });
    expect((await orderRow(o.orderId)).status).toBe('new');
    const history = await db().select().from(s.orderStatusHistory).where(eq(s.orderStatusHistory.orderId, o.orderId));
    expect(history.filter((h) => h.toStatus === 'new')).toHaveLength(1);
    // Verified with the amount from our database, in rial; the bank counted one verification.
    const v = stub.received.filter((x) => x.path === '/pg/v4/payment/verify.json' && x.body.authority === authority);
    expect(v[0].body).toMatchObject({ merchant_id: merchantId, amount: 650_000 });
    expect(stub.sessions.get(authority)!.verified).toBe(1);
    // The payer comes back late: the result page only reads it.
    const late = await verifyBack(o.paymentId, authority);
    expect(late.body.payment.status).toBe('paid');
    expect(stub.sessions.get(authority)!.verified).toBe(1);
  });

  it('credits an unreturned wallet charge once, the ledger equal to the balance', async () => {
    setGateway(zarinpal());
    const before = await walletOf(buyerId);
    const r = await call(charge, {
      body: { price: 90_000, bankType: 'top', device: 'web', type: 'differential' },
      token: buyer,
    });
    stub.pay(authorityOf(r.body.link));
    await Promise.all([reconcileBankPayments(), reconcileBankPayments()]);
    await reconcileBankPayments();
    expect(await walletOf(buyerId)).toBe(before + 90_000);
    expect(await ledgerSum(buyerId)).toBe(await walletOf(buyerId));
  });

  it('logs a payment the bank has that is none of ours, and books nothing for it', async () => {
    setGateway(zarinpal());
    const warn = vi.spyOn(log, 'warn').mockImplementation(() => {});
    const foreign = stub.foreign(330_000);
    const r = await reconcileBankPayments();
    expect(r.unknown).toEqual([foreign]);
    expect(calls('/pg/v4/payment/verify.json', foreign)).toBe(0);
    expect(warn).toHaveBeenCalledWith(
      expect.objectContaining({ authority: foreign, amount: 33_000 }),
      expect.stringContaining('none of ours'),
    );
    stub.sessions.delete(foreign);
  });

  it('keeps a "not paid yet" (-51) pending until the bank says the session failed, or its time is up', async () => {
    setGateway(zarinpal());
    const a = await order('اسپرسو');
    const b = await order('اسپرسو');
    const first = await reconcileBankPayments();
    expect(first.pending).toEqual(expect.arrayContaining([a.paymentId, b.paymentId]));
    expect((await paymentRow(a.paymentId)).status).toBe('pending');
    expect(calls('/pg/v4/payment/inquiry.json', authorityOf(a.link))).toBe(1);
    // The payer gave up at the bank: inquiry answers FAILED.
    stub.fail(authorityOf(a.link));
    const second = await reconcileBankPayments();
    expect(second.failed).toContain(a.paymentId);
    expect(second.pending).toContain(b.paymentId);
    expect((await paymentRow(a.paymentId)).status).toBe('failed');
    // Still in the bank when the payment's time is up: failed too.
    const later = await reconcileBankPayments({ now: new Date(Date.now() + 16 * 60_000) });
    expect(later.failed).toContain(b.paymentId);
    expect((await paymentRow(b.paymentId)).status).toBe('failed');
    expect((await orderRow(b.orderId)).status).toBe('awaitingPayment');
  });

  it('decides nothing while the bank does not answer', async () => {
    setGateway(zarinpal());
    vi.spyOn(log, 'error').mockImplementation(() => {});
    const o = await order('اسپرسو');
    stub.pay(authorityOf(o.link));
    stub.state.down = true;
    const r = await reconcileBankPayments({ now: new Date(Date.now() + 16 * 60_000) });
    expect(r.pending).toContain(o.paymentId);
    expect((await paymentRow(o.paymentId)).status).toBe('pending');
    stub.state.down = false;
    expect((await reconcileBankPayments()).booked).toContain(o.paymentId);
  });
});

describe('refunding a canceled order to the card (Zarinpal reverse)', () => {
  it('returns the bank part to the card when the branch cancels within 30 minutes, exactly once', async () => {
    setGateway(zarinpal());
    await setWallet(buyerId, 10_000);
    const o = await order('لاته', { paymentBy: 'hybrid' });
    const authority = authorityOf(o.link);
    stub.pay(authority);
    await verifyBack(o.paymentId, authority);
    const canceled = await cancelByBranch(o.orderId);
    expect(canceled.status).toBe(200);
    expect(canceled.body.order).toMatchObject({ status: 'canceled', refunded: true, refundedToCard: true });
    expect(stub.sessions.get(authority)!.reversed).toBe(true);
    expect(calls('/pg/v4/payment/reverse.json', authority)).toBe(1);
    // The wallet part back to the wallet, the bank part to the card: nothing of it in the wallet.
    expect(await walletOf(buyerId)).toBe(10_000);
    expect(await ledgerSum(buyerId)).toBe(10_000);
    expect(await paymentRow(o.paymentId)).toMatchObject({ status: 'failed', failure: 'reversed' });
    const again = await cancelByBranch(o.orderId);
    expect(again.status).toBe(409);
    await reconcileBankPayments();
    expect(calls('/pg/v4/payment/reverse.json', authority)).toBe(1);
    expect(await walletOf(buyerId)).toBe(10_000);
    // The customer's order page says where the money went.
    const seen = await call(getOrder, { query: { id: o.orderId }, token: buyer });
    expect(seen.body.order).toMatchObject({ refunded: true, refundedToCard: true, walletAmount: 10_000 });
    const pay = await call(paymentById, { query: { paymentId: o.paymentId }, token: buyer });
    expect(pay.body.payment).toMatchObject({ refundedToCard: true, refundedToWallet: false });
  });

  it('refunds to the wallet as before when the payment is older than the bank allows', async () => {
    setGateway(zarinpal());
    await setWallet(buyerId, 0);
    const o = await order('لاته');
    const authority = authorityOf(o.link);
    stub.pay(authority, Date.now() - 31 * 60_000);
    await verifyBack(o.paymentId, authority);
    await db()
      .update(s.payments)
      .set({ verifiedAt: new Date(Date.now() - 31 * 60_000) })
      .where(eq(s.payments.id, o.paymentId));
    const canceled = await cancelByBranch(o.orderId);
    expect(canceled.body.order.refunded).toBe(true);
    expect(canceled.body.order.refundedToCard).toBeUndefined();
    expect(calls('/pg/v4/payment/reverse.json', authority)).toBe(0);
    expect(await walletOf(buyerId)).toBe(98_000);
    expect(await ledgerSum(buyerId)).toBe(98_000);
  });

  it('refunds to the wallet, once, when the bank refuses the reverse', async () => {
    setGateway(zarinpal());
    vi.spyOn(log, 'warn').mockImplementation(() => {});
    await setWallet(buyerId, 0);
    const o = await order('لاته');
    const authority = authorityOf(o.link);
    // Paid at the bank long ago (the bank's window is over), verified only now.
    stub.pay(authority, Date.now() - 40 * 60_000);
    await verifyBack(o.paymentId, authority);
    const canceled = await cancelByBranch(o.orderId);
    expect(canceled.body.order).toMatchObject({ refunded: true });
    expect(canceled.body.order.refundedToCard).toBeUndefined();
    expect(calls('/pg/v4/payment/reverse.json', authority)).toBe(1);
    expect((await paymentRow(o.paymentId)).failure).toMatch(/^reverse refused: -63/);
    expect(await walletOf(buyerId)).toBe(98_000);
    await reconcileBankPayments();
    expect(await walletOf(buyerId)).toBe(98_000);
    expect(await ledgerSum(buyerId)).toBe(98_000);
  });

  it('asks again from the job when the reverse was not answered', async () => {
    setGateway(zarinpal());
    vi.spyOn(log, 'warn').mockImplementation(() => {});
    await setWallet(buyerId, 0);
    const o = await order('لاته');
    const authority = authorityOf(o.link);
    stub.pay(authority);
    await verifyBack(o.paymentId, authority);
    stub.state.down = true;
    const canceled = await cancelByBranch(o.orderId);
    expect(canceled.status).toBe(200);
    expect((await paymentRow(o.paymentId)).failure).toBe('reverse:pending');
    expect(await walletOf(buyerId)).toBe(0);
    stub.state.down = false;
    const r = await reconcileBankPayments();
    expect(r.cardRefunds).toEqual([{ paymentId: o.paymentId, outcome: 'card' }]);
    expect(stub.sessions.get(authority)!.reversed).toBe(true);
    expect((await reconcileBankPayments()).cardRefunds).toEqual([]);
    expect(await walletOf(buyerId)).toBe(0);
    expect((await orderRow(o.orderId)).refundedAt).not.toBeNull();
  });

  it('does not refund twice when the bank reversed but its answer was lost', async () => {
    setGateway(zarinpal());
    await setWallet(buyerId, 0);
    const o = await order('لاته');
    const authority = authorityOf(o.link);
    stub.pay(authority);
    await verifyBack(o.paymentId, authority);
    // The reverse went through at the bank, but the answer says otherwise (-61: no longer a successful session).
    stub.sessions.get(authority)!.reversed = true;
    const canceled = await cancelByBranch(o.orderId);
    expect(canceled.body.order).toMatchObject({ refunded: true, refundedToCard: true });
    expect(await walletOf(buyerId)).toBe(0);
  });
});

describe('a reverse the bank refused while it could not say where the session stands', () => {
  it('waits for the bank instead of paying the wallet a refund the card may have had', async () => {
    setGateway(zarinpal());
    vi.spyOn(log, 'warn').mockImplementation(() => {});
    await setWallet(buyerId, 0);
    const o = await order('لاته');
    const authority = authorityOf(o.link);
    stub.pay(authority);
    await verifyBack(o.paymentId, authority);
    // Reversed already (an earlier answer lost), so reverse says -61; inquiry is down.
    stub.sessions.get(authority)!.reversed = true;
    stub.state.downPaths.add('/pg/v4/payment/inquiry.json');
    await cancelByBranch(o.orderId);
    expect((await paymentRow(o.paymentId)).failure).toBe('reverse:pending');
    expect(await walletOf(buyerId)).toBe(0);
    stub.state.downPaths.clear();
    expect((await reconcileBankPayments()).cardRefunds).toEqual([{ paymentId: o.paymentId, outcome: 'card' }]);
    expect(await walletOf(buyerId)).toBe(0);
    expect(await ledgerSum(buyerId)).toBe(0);
  });
});

describe('the sandbox bank simulates reconciliation', () => {
  it('lists a paid session never verified, books it once, and reverses on a branch cancel', async () => {
    setGateway(sandboxGateway({ merchant: 'همکار' }));
    await setWallet(buyerId, 0);
    const o = await order('لاته');
    const back = await atBank(o.link);
    // The payer paid but never came back: the sandbox bank lists it, with its state.
    const driver = sandboxGateway({ merchant: 'همکار' });
    expect((await driver.unverified!()).map((u) => u.authority)).toContain(back.authority);
    expect(await driver.inquiry!({ authority: back.authority })).toBe('PAID');
    expect((await reconcileBankPayments()).booked).toContain(o.paymentId);
    expect((await reconcileBankPayments()).booked).not.toContain(o.paymentId);
    expect(await driver.inquiry!({ authority: back.authority })).toBe('VERIFIED');
    expect((await orderRow(o.orderId)).status).toBe('new');
    const canceled = await cancelByBranch(o.orderId);
    expect(canceled.body.order).toMatchObject({ refunded: true, refundedToCard: true });
    expect(await driver.inquiry!({ authority: back.authority })).toBe('REVERSED');
    expect((await sandboxSession(back.authority))?.status).toBe('canceled');
    expect(await walletOf(buyerId)).toBe(0);
    // A second reverse is refused by the bank.
    expect(await driver.reverse!({ authority: back.authority })).toMatchObject({ ok: false, code: -61 });
  });

  it('says a canceled session failed and an unknown one is unknown', async () => {
    setGateway(sandboxGateway({ merchant: 'همکار' }));
    const o = await order('اسپرسو');
    const back = await atBank(o.link, 'cancel');
    const driver = sandboxGateway({ merchant: 'همکار' });
    expect(await driver.inquiry!({ authority: back.authority })).toBe('FAILED');
    expect(await driver.inquiry!({ authority: 'S' + '0'.repeat(34) })).toBeNull();
    expect((await reconcileBankPayments()).failed).toContain(o.paymentId);
  });
});

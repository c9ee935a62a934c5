import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import { db } from '@/server/db/client';
import * as s from '@/server/db/schema';
import { setGateway, type PaymentDriver } from '@/server/integrations/payment';
import { sandboxGateway, sandboxSession } from '@/server/integrations/payment/sandbox';
import { zarinpalGateway } from '@/server/integrations/payment/zarinpal';
import { expireDueOrders } from '@/server/services/order/expire-orders';
import submit from '@/pages/api/v1/order/submit';
import getOrder from '@/pages/api/v1/order/[id]';
import retry from '@/pages/api/v1/order/retry/payment';
import callback from '@/pages/api/v1/payment/callback';
import verifyRoute from '@/pages/api/v1/payment/verify';
import paymentById from '@/pages/api/v1/payment/[paymentId]';
import quote from '@/pages/api/v1/payment/quote';
import charge from '@/pages/api/v1/profile/wallet/charge';
import changeStatus from '@/pages/api/v1/order/change/status';
import { clockNow } from '@/server/clock';
import { call, itemsOf, login, providerByBranch, setupTestEnv, DEMO_PHONES, type TestEnv } from './harness';
import { atBank, ledgerSum, setWallet, userIdOf, verifyBack, walletOf } from './payment-helpers';
import { zarinpalStub } from './zarinpal-stub';

let env: TestEnv;
let buyer: string;
let buyerId: string;
let stranger: string;
let barista: string;
let mirdamad: typeof s.providers.$inferSelect;
let iranshahr: typeof s.providers.$inferSelect;
const item = async (title: string, p = mirdamad) => (await itemsOf(p.id)).find((i) => i.title === title)!;

beforeAll(async () => {
  env = await setupTestEnv();
  buyer = await login(env, '09121110001');
  buyerId = await userIdOf('09121110001');
  stranger = await login(env, '09121110002');
  barista = await login(env, DEMO_PHONES.mirdamadBarista);
  mirdamad = await providerByBranch('mirdamad');
  iranshahr = await providerByBranch('iranshahr');
});
afterAll(async () => env?.close());
afterEach(() => setGateway(undefined));

async function order(token: string, lines: { title: string; count: number }[], extra: Record<string, unknown> = {}) {
  const items = await Promise.all(lines.map(async (l) => ({ _id: (await item(l.title)).id, count: l.count })));
  return call(submit, {
    body: { providerId: mirdamad.id, items, orderType: 'takeAway', paymentBy: 'bank', bankType: 'pos', ...extra },
    token,
  });
}

const orderRow = async (id: string) => (await db().select().from(s.orders).where(eq(s.orders.id, id)))[0];
const paymentRow = async (id: string) => (await db().select().from(s.payments).where(eq(s.payments.id, id)))[0];

describe('paying an order through the sandbox bank', () => {
  it('answers { link } to the simulated bank page and holds the order and its stock while waiting', async () => {
    const before = (await item('چیزکیک نیویورکی')).stock!;
    const r = await order(buyer, [
      { title: 'لاته', count: 1 },
      { title: 'چیزکیک نیویورکی', count: 1 },
    ]);
    expect(r.status).toBe(200);
    expect(r.body.link).toMatch(/\/payment\/sandbox\/S[0-9A-F]{34}$/);
    expect(r.body.order.status).toBe('awaitingPayment');
    expect(r.body.order.paid).toBe(false);
    expect(r.body.order.bankAmount).toBe(98000 + 135000);
    const left = new Date(r.body.order.expiresAt).getTime() - clockNow().getTime();
    expect(left).toBeGreaterThan(14 * 60_000);
    expect(left).toBeLessThanOrEqual(15 * 60_000);
    expect((await item('چیزکیک نیویورکی')).stock).toBe(before - 1);
    // The simulated bank shows the merchant and the amount it was asked for.
    const session = await sandboxSession(r.body.link.split('/').pop());
    expect(session?.amount).toBe(233000);
    expect(session?.merchant).toBe('همکار');
  });

  it("sends the order to the bar once the bank confirms, through the result screen's verify", async () => {
    const r = await order(buyer, [{ title: 'اسپرسو', count: 2 }]);
    const back = await atBank(r.body.link);
    expect(back.path).toBe(`/payment/${r.body.paymentId}`);
    expect(back.status).toBe('OK');
    const v = await verifyBack(back.paymentId, back.authority);
    expect(v.status).toBe(200);
    expect(v.body.payment.status).toBe('paid');
    expect(v.body.payment.orderStatus).toBe('new');
    expect(v.body.payment.bankRef).toMatch(/^\d+$/);
    const o = await orderRow(r.body.orderId);
    expect(o.status).toBe('new');
    expect(o.paid).toBe(true);
    const history = await db().select().from(s.orderStatusHistory).where(eq(s.orderStatusHistory.orderId, o.id));
    expect(history.map((h) => h.toStatus)).toEqual(['awaitingPayment', 'new']);
  });

  it('books a replayed or duplicated callback once', async () => {
    const r = await order(buyer, [{ title: 'اسپرسو', count: 1 }]);
    const back = await atBank(r.body.link);
    const replays = await Promise.all(
      Array.from({ length: 5 }, () =>
        call(callback, { query: { paymentId: back.paymentId, Authority: back.authority, Status: 'OK' } }),
      ),
    );
    expect(replays.every((x) => x.status === 303 && x.headers.location === `/payment/${back.paymentId}`)).toBe(true);
    const again = await call(callback, {
      method: 'POST',
      query: { paymentId: back.paymentId, Authority: back.authority, Status: 'OK' },
    });
    expect(again.status).toBe(303);
    const history = await db()
      .select()
      .from(s.orderStatusHistory)
      .where(eq(s.orderStatusHistory.orderId, r.body.orderId));
    expect(history.filter((h) => h.toStatus === 'new')).toHaveLength(1);
    expect((await paymentRow(back.paymentId)).status).toBe('paid');
  });

  it("refuses a callback for an unknown payment or with another payment's authority", async () => {
    const a = await order(buyer, [{ title: 'اسپرسو', count: 1 }]);
    const b = await order(buyer, [{ title: 'اسپرسو', count: 1 }]);
    await atBank(a.body.link);
    const unknown = await verifyBack('ffffffffffffffffffffffff', 'S' + '0'.repeat(34));
    expect(unknown.status).toBe(404);
    expect(unknown.body.error.eLang.fa).toBe('پرداخت مورد نظر یافت نشد.');
    const foreign = await verifyBack(b.body.paymentId, a.body.link.split('/').pop());
    expect(foreign.status).toBe(400);
    expect(foreign.body.error.eLang.fa).toBe('اطلاعات بازگشتی از درگاه با این پرداخت مطابقت ندارد.');
    expect((await paymentRow(b.body.paymentId)).status).toBe('pending');
    expect((await orderRow(b.body.orderId)).status).toBe('awaitingPayment');
    // Without the bank's authority only the payer may look.
    expect((await call(paymentById, { query: { paymentId: a.body.paymentId }, token: stranger })).status).toBe(404);
    const mine = await call(paymentById, { query: { paymentId: a.body.paymentId }, token: buyer });
    expect(mine.status).toBe(200);
    expect(mine.body.payment.status).toBe('paid');
  });

  it('verifies with the stored amount only: a bank session for another sum never settles', async () => {
    const seen: number[] = [];
    const sandbox = sandboxGateway({ merchant: 'همکار' });
    const spy: PaymentDriver = { ...sandbox, verify: (o) => (seen.push(o.amount), sandbox.verify(o)) };
    setGateway(spy);
    const r = await order(buyer, [{ title: 'لاته', count: 1 }]);
    const authority = r.body.link.split('/').pop();
    // The payer paid 1,000 toman at the bank instead of 98,000.
    await db()
      .update(s.sandboxBankSessions)
      .set({ amount: 1000 })
      .where(eq(s.sandboxBankSessions.authority, authority));
    const back = await atBank(r.body.link);
    // A client that adds its own amount to the request changes nothing: it is not read.
    const v = await call(verifyRoute, { body: { paymentId: back.paymentId, authority, amount: 1000 } });
    expect(v.status).toBe(200);
    expect(seen).toEqual([98000]);
    expect(v.body.payment.status).toBe('failed');
    expect((await orderRow(r.body.orderId)).status).toBe('awaitingPayment');
  });

  it('keeps the order for a new try when the payer cancels at the bank, then pays on retry', async () => {
    const r = await order(buyer, [{ title: 'اسپرسو', count: 1 }]);
    const back = await atBank(r.body.link, 'cancel');
    expect(back.status).toBe('NOK');
    const v = await verifyBack(back.paymentId, back.authority);
    expect(v.body.payment.status).toBe('failed');
    expect((await orderRow(r.body.orderId)).status).toBe('awaitingPayment');
    const again = await call(retry, { body: { orderId: r.body.orderId }, token: buyer });
    expect(again.status).toBe(200);
    expect(again.body.link).not.toBe(r.body.link);
    const second = await atBank(again.body.link);
    await verifyBack(second.paymentId, second.authority);
    expect((await orderRow(r.body.orderId)).status).toBe('new');
    const nothingToRetry = await call(retry, { body: { orderId: r.body.orderId }, token: buyer });
    expect(nothingToRetry.status).toBe(409);
    expect(nothingToRetry.body.error.eLang.fa).toBe('این سفارش در انتظار پرداخت نیست.');
    expect((await call(retry, { body: { orderId: r.body.orderId }, token: stranger })).status).toBe(404);
  });

  it('returns the same order and bank link for a repeated submit with the same key', async () => {
    const key = 'bank-' + Math.random().toString(16).slice(2, 12);
    const first = await order(buyer, [{ title: 'اسپرسو', count: 1 }], { orderId: key });
    const again = await order(buyer, [{ title: 'اسپرسو', count: 1 }], { orderId: key });
    expect(again.body.orderId).toBe(first.body.orderId);
    expect(again.body.link).toBe(first.body.link);
    expect(await db().select().from(s.payments).where(eq(s.payments.orderId, first.body.orderId))).toHaveLength(1);
  });

  it('refuses bank and hybrid at a branch without the gateway', async () => {
    const latte = await item('لاته', iranshahr);
    const r = await call(submit, {
      body: { providerId: iranshahr.id, items: [{ _id: latte.id, count: 1 }], paymentBy: 'hybrid' },
      token: buyer,
    });
    expect(r.status).toBe(400);
    expect(r.body.error.eLang.fa).toBe('این روش پرداخت در این شعبه فعال نیست.');
  });

  it('releases everything and answers a Persian 502 when the bank cannot be reached', async () => {
    const broken: PaymentDriver = {
      name: 'zarinpal',
      request: async () => {
        throw new Error('connect ECONNREFUSED');
      },
      verify: async () => ({ ok: false, final: false, code: 'x', message: 'down' }),
    };
    setGateway(broken);
    await setWallet(buyerId, 50_000);
    const before = (await item('کیک شکلاتی')).stock!;
    const r = await order(buyer, [{ title: 'کیک شکلاتی', count: 1 }], { paymentBy: 'hybrid' });
    expect(r.status).toBe(502);
    expect(r.body.error.eLang.fa).toBe('اتصال به درگاه بانکی برقرار نشد. لطفا دوباره تلاش کنید.');
    expect((await item('کیک شکلاتی')).stock).toBe(before);
    expect(await walletOf(buyerId)).toBe(50_000);
    expect(await ledgerSum(buyerId)).toBe(50_000);
  });
});

describe('hybrid payment and expiry', () => {
  it('spends the wallet first and asks the bank for the differential', async () => {
    await setWallet(buyerId, 40_000);
    const q = await call(quote, {
      body: { providerId: mirdamad.id, items: [{ _id: (await item('لاته')).id, count: 1 }] },
      token: buyer,
    });
    expect(q.body.quote).toMatchObject({ total: 98000, wallet: 40000, differential: 58000, walletCovers: false });
    const r = await order(buyer, [{ title: 'لاته', count: 1 }], { paymentBy: 'hybrid' });
    expect(r.status).toBe(200);
    expect(r.body.order).toMatchObject({ walletAmount: 40000, bankAmount: 58000, status: 'awaitingPayment' });
    expect(await walletOf(buyerId)).toBe(0);
    expect((await paymentRow(r.body.paymentId)).amount).toBe(58000);
    const back = await atBank(r.body.link);
    await verifyBack(back.paymentId, back.authority);
    const o = await call(getOrder, { query: { id: r.body.orderId }, token: buyer });
    expect(o.body.order).toMatchObject({ status: 'new', paid: true, walletAmount: 40000, bankAmount: 58000 });
    expect(await ledgerSum(buyerId)).toBe(await walletOf(buyerId));
  });

  it('needs no bank when the wallet covers a hybrid order', async () => {
    await setWallet(buyerId, 200_000);
    const r = await order(buyer, [{ title: 'لاته', count: 1 }], { paymentBy: 'hybrid' });
    expect(r.status).toBe(200);
    expect(r.body.link).toBeUndefined();
    expect(r.body.order).toMatchObject({ status: 'new', paid: true, walletAmount: 98000, bankAmount: 0 });
    expect(await walletOf(buyerId)).toBe(102_000);
  });

  it('releases an unpaid order after its time: stock and wallet part back, exactly once', async () => {
    // Earlier tests left orders waiting: release them first so the stock below is this order's alone.
    await expireDueOrders(new Date(clockNow().getTime() + 16 * 60_000));
    await setWallet(buyerId, 30_000);
    const stock = (await item('چیزکیک نیویورکی')).stock!;
    const r = await order(buyer, [{ title: 'چیزکیک نیویورکی', count: 2 }], { paymentBy: 'hybrid' });
    expect(await walletOf(buyerId)).toBe(0);
    expect((await item('چیزکیک نیویورکی')).stock).toBe(stock - 2);
    // Not yet: nothing happens before the time is up.
    expect(await expireDueOrders(new Date(clockNow().getTime() + 60_000))).toBe(0);
    const later = new Date(clockNow().getTime() + 16 * 60_000);
    expect(await expireDueOrders(later)).toBeGreaterThanOrEqual(1);
    expect(await expireDueOrders(later)).toBe(0);
    const o = await orderRow(r.body.orderId);
    expect(o.status).toBe('canceled');
    expect((await item('چیزکیک نیویورکی')).stock).toBe(stock);
    expect(await walletOf(buyerId)).toBe(30_000);
    const refunds = await db()
      .select()
      .from(s.walletLedger)
      .where(eq(s.walletLedger.idemKey, `order:${o.id}:refund`));
    expect(refunds).toHaveLength(1);
    expect((await paymentRow(r.body.paymentId)).status).toBe('expired');
    expect((await call(retry, { body: { orderId: o.id }, token: buyer })).body.error.eLang.fa).toBe(
      'مهلت پرداخت این سفارش به پایان رسیده است.',
    );

    // The payer finishes at the bank after the order was released: the money becomes wallet credit, once.
    const back = await atBank(r.body.link);
    const v = await verifyBack(back.paymentId, back.authority);
    expect(v.body.payment).toMatchObject({ status: 'paid', orderStatus: 'canceled', refundedToWallet: true });
    await verifyBack(back.paymentId, back.authority);
    expect(await walletOf(buyerId)).toBe(30_000 + r.body.order.bankAmount);
    expect(await ledgerSum(buyerId)).toBe(await walletOf(buyerId));
  });

  it('releases an overdue order when it is next looked at, even if no timer ran', async () => {
    const r = await order(buyer, [{ title: 'اسپرسو', count: 1 }]);
    await db()
      .update(s.orders)
      .set({ expiresAt: new Date(clockNow().getTime() - 1000) })
      .where(eq(s.orders.id, r.body.orderId));
    const seen = await call(getOrder, { query: { id: r.body.orderId }, token: buyer });
    expect(seen.body.order.status).toBe('canceled');
  });

  it("refunds a paid order to the wallet once when the branch cancels it past the bank's reverse window", async () => {
    await setWallet(buyerId, 10_000);
    const r = await order(buyer, [{ title: 'لاته', count: 1 }], { paymentBy: 'hybrid' });
    const back = await atBank(r.body.link);
    await verifyBack(back.paymentId, back.authority);
    // Paid more than 30 minutes ago: the bank no longer reverses, so the bank part goes to the wallet too
    // (within the window it goes back to the card: bank-reconcile.test.ts).
    await db()
      .update(s.payments)
      .set({ verifiedAt: new Date(Date.now() - 31 * 60_000) })
      .where(eq(s.payments.id, back.paymentId));
    const canceled = await call(changeStatus, {
      body: { orderId: r.body.orderId, status: 'canceled', reason: 'تمام شدن مواد' },
      token: barista,
    });
    expect(canceled.status).toBe(200);
    expect(canceled.body.order.refunded).toBe(true);
    expect(await walletOf(buyerId)).toBe(98_000);
    const twice = await call(changeStatus, {
      body: { orderId: r.body.orderId, status: 'canceled', reason: 'تمام شدن مواد' },
      token: barista,
    });
    expect(twice.status).toBe(409);
    expect(await walletOf(buyerId)).toBe(98_000);
    expect(await ledgerSum(buyerId)).toBe(98_000);
  });
});

describe('zarinpal driver', () => {
  const stub = zarinpalStub();
  let base: string;
  const merchantId = '1344b5d4-0048-11e8-94db-005056a205be';
  beforeAll(async () => {
    base = await stub.start();
  });
  afterAll(() => stub.stop());

  it('requests in rial, sends the payer to StartPay, verifies with the stored amount and credits a charge once (100, then 101)', async () => {
    setGateway(zarinpalGateway({ merchantId, baseUrl: base }));
    const before = await walletOf(buyerId);
    const r = await call(charge, {
      body: { price: 120_000, providerId: mirdamad.id, bankType: 'top', device: 'web', type: 'differential' },
      token: buyer,
    });
    expect(r.status).toBe(200);
    expect(r.body.link).toMatch(new RegExp(`^${base}/pg/StartPay/A\\d{35}$`));
    const authority = r.body.link.split('/').pop();
    const req = stub.received.find((x) => x.path === '/pg/v4/payment/request.json')!;
    expect(req.body).toMatchObject({ merchant_id: merchantId, amount: 1_200_000, currency: 'IRR' });
    expect(String(req.body.callback_url)).toMatch(/\/wallet\/payment\/[0-9a-f]{24}$/);
    expect(req.body.metadata).toMatchObject({ mobile: '09121110001' });

    // Checked before the payer finished at the bank: -51 is "not paid yet", the payment stays pending, nothing is credited.
    const early = await verifyBack(r.body.paymentId, authority);
    expect(early.body.payment.status).toBe('pending');
    expect(await walletOf(buyerId)).toBe(before);
    // The payer finishes within the expiry: the late success is booked.
    stub.pay(authority);
    const late = await verifyBack(r.body.paymentId, authority);
    expect(late.body.payment).toMatchObject({ status: 'paid', bankRef: '201' });
    expect(await walletOf(buyerId)).toBe(before + 120_000);

    const again = await call(charge, {
      body: { price: 120_000, bankType: 'top', device: 'web', type: 'differential' },
      token: buyer,
    });
    const authority2 = again.body.link.split('/').pop();
    stub.pay(authority2);
    const first = await verifyBack(again.body.paymentId, authority2);
    expect(first.body.payment).toMatchObject({ status: 'paid', bankRef: '201', cardPan: '502229******5995' });
    const verify = stub.received.filter((x) => x.path === '/pg/v4/payment/verify.json').at(-1)!;
    expect(verify.body).toMatchObject({ merchant_id: merchantId, amount: 1_200_000, authority: authority2 });
    // The payment is settled: a replay is only read, and a direct second verify at Zarinpal answers 101.
    await verifyBack(again.body.paymentId, authority2);
    const direct = await zarinpalGateway({ merchantId, baseUrl: base }).verify({
      authority: authority2,
      amount: 120_000,
    });
    expect(direct).toMatchObject({ ok: true, alreadyVerified: true });
    expect(await walletOf(buyerId)).toBe(before + 240_000);
    expect(await ledgerSum(buyerId)).toBe(await walletOf(buyerId));
  });

  it('ends a payment the payer never finished only when its time is up, and a definitive refusal at once', async () => {
    setGateway(zarinpalGateway({ merchantId, baseUrl: base }));
    const before = await walletOf(buyerId);
    const r = await call(charge, {
      body: { price: 70_000, bankType: 'top', device: 'web', type: 'differential' },
      token: buyer,
    });
    const authority = r.body.link.split('/').pop();
    expect((await verifyBack(r.body.paymentId, authority)).body.payment.status).toBe('pending');
    // Past PAYMENT_EXPIRY_MINUTES and still "not paid": over for good.
    await db()
      .update(s.payments)
      .set({ createdAt: new Date(Date.now() - 16 * 60_000) })
      .where(eq(s.payments.id, r.body.paymentId));
    const over = await verifyBack(r.body.paymentId, authority);
    expect(over.body.payment.status).toBe('failed');
    stub.pay(authority);
    expect((await verifyBack(r.body.paymentId, authority)).body.payment.status).toBe('failed');
    expect(await walletOf(buyerId)).toBe(before);

    // An amount mismatch (-50) is final at once.
    const other = await call(charge, {
      body: { price: 80_000, bankType: 'top', device: 'web', type: 'differential' },
      token: buyer,
    });
    const authority2 = other.body.link.split('/').pop();
    stub.sessions.get(authority2)!.amount = 10_000;
    expect((await verifyBack(other.body.paymentId, authority2)).body.payment.status).toBe('failed');
    expect(await walletOf(buyerId)).toBe(before);
  });

  it('pays an order through Zarinpal and refuses what the gateway refuses', async () => {
    setGateway(zarinpalGateway({ merchantId, baseUrl: base }));
    const r = await order(buyer, [{ title: 'اسپرسو', count: 1 }]);
    expect(r.status).toBe(200);
    const authority = r.body.link.split('/').pop();
    expect(stub.sessions.get(authority)!.amount).toBe(650_000);
    stub.pay(authority);
    await verifyBack(r.body.paymentId, authority);
    expect((await orderRow(r.body.orderId)).status).toBe('new');

    setGateway(zarinpalGateway({ merchantId: 'short', baseUrl: base }));
    const refused = await order(buyer, [{ title: 'اسپرسو', count: 1 }]);
    expect(refused.status).toBe(502);
    const rows = await db()
      .select()
      .from(s.orders)
      .where(and(eq(s.orders.userId, buyerId), eq(s.orders.status, 'awaitingPayment')));
    expect(rows.every((o) => o.id !== refused.body.orderId)).toBe(true);
  });
});

import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { existsSync, readFileSync } from 'node:fs';
import * as s from '@/server/db/schema';
import { orderViewById } from '@/server/services/order';
import submit from '@/pages/api/v1/order/submit';
import getOrder from '@/pages/api/v1/order/[id]';
import myOrders from '@/pages/api/v1/profile/my/order/list/[paging]';
import { call, itemsOf, login, providerByBranch, setupTestEnv, DEMO_PHONES, type TestEnv } from './harness';
import { atBank, userIdOf, verifyBack } from './payment-helpers';

let env: TestEnv;
let sender: string;
let customer: string;
let customerId: string;
let mirdamad: typeof s.providers.$inferSelect;
let latteId: string;

beforeAll(async () => {
  env = await setupTestEnv();
  sender = await login(env, DEMO_PHONES.mirdamadAdmin);
  customer = await login(env, DEMO_PHONES.customer);
  customerId = await userIdOf(DEMO_PHONES.customer);
  mirdamad = await providerByBranch('mirdamad');
  latteId = (await itemsOf(mirdamad.id)).find((i) => i.title === 'لاته')!.id;
});
afterAll(async () => env?.close());

const smsTo = (e164: string) =>
  existsSync(env.outbox)
    ? readFileSync(env.outbox, 'utf8')
        .trim()
        .split('\n')
        .map((l) => JSON.parse(l) as { to: string; text: string; code?: string })
        .filter((l) => l.to === e164 && !l.code)
    : [];

const gift = (g: Record<string, unknown>, extra: Record<string, unknown> = {}) =>
  call(submit, { body: { providerId: mirdamad.id, items: [{ _id: latteId, count: 1 }], paymentBy: 'pos', gift: g, ...extra }, token: sender });

describe('gifting an order', () => {
  it('gives an order to a user: they see it among their orders, with the sender, and get an SMS', async () => {
    const r = await gift({ targetId: customerId, anonymous: false });
    expect(r.status).toBe(200);
    expect(r.body.order.gift).toMatchObject({ targetId: customerId, targetName: 'مریم احمدی', anonymous: false, toMe: false });
    const theirs = await call(myOrders, { query: { paging: '1-20' }, token: customer });
    const o = theirs.body.orders.find((x: { _id: string }) => x._id === r.body.orderId);
    expect(o.gift).toMatchObject({ toMe: true, senderName: 'سارا محمدی' });
    expect(o.gift.targetPhone).toMatch(/\*\*\*/);
    expect((await call(getOrder, { query: { id: r.body.orderId }, token: customer })).status).toBe(200);
    const texts = smsTo(DEMO_PHONES.customer);
    expect(texts.at(-1)!.text).toContain('سارا محمدی یک سفارش هدیه در کافه همکار میرداماد برای شما ثبت کرد.');
  });

  it('hides the sender of an anonymous gift from the recipient', async () => {
    const r = await gift({ targetId: customerId, anonymous: true });
    const seen = await call(getOrder, { query: { id: r.body.orderId }, token: customer });
    expect(seen.body.order.gift).toMatchObject({ toMe: true, anonymous: true, senderName: null });
    // The recipient is the customer of this order as far as anyone but the sender can tell.
    expect(seen.body.order.customerName).toBe('مریم احمدی');
    expect(seen.body.order.userId).toBe('');
    expect(JSON.stringify(seen.body)).not.toContain('سارا');
    expect(smsTo(DEMO_PHONES.customer).at(-1)!.text).not.toContain('سارا');
    // Live updates and the bar's board carry no viewer: they too show the recipient, not the sender.
    const plain = await orderViewById(r.body.orderId);
    expect(plain).toMatchObject({ customerName: 'مریم احمدی', userId: '', gift: { senderName: null } });
    // The sender still sees their own order in full.
    const own = await call(getOrder, { query: { id: r.body.orderId }, token: sender });
    expect(own.body.order.gift).toMatchObject({ senderName: 'سارا محمدی', targetPhone: DEMO_PHONES.customer });
  });

  it('gives an order to a phone with no account; it is there when they register with that phone', async () => {
    const r = await gift({ targetPhone: '۰۹۳۵ ۱۱۱ ۲۲۳۳', anonymous: false });
    expect(r.status).toBe(200);
    expect(r.body.order.gift).toMatchObject({ targetId: null, targetPhone: '+989351112233' });
    expect(smsTo('+989351112233')).toHaveLength(1);
    const newcomer = await login(env, '09351112233');
    const theirs = await call(myOrders, { query: { paging: '1-20' }, token: newcomer });
    expect(theirs.body.orders.map((o: { _id: string }) => o._id)).toContain(r.body.orderId);
    expect((await call(getOrder, { query: { id: r.body.orderId }, token: newcomer })).status).toBe(200);
  });

  it('texts the recipient of a bank-paid gift only once the bank confirms', async () => {
    const r = await gift({ targetPhone: '09351112244', anonymous: true }, { paymentBy: 'bank' });
    expect(r.body.order.status).toBe('awaitingPayment');
    expect(smsTo('+989351112244')).toHaveLength(0);
    const back = await atBank(r.body.link);
    await verifyBack(back.paymentId, back.authority);
    await verifyBack(back.paymentId, back.authority);
    expect(smsTo('+989351112244')).toHaveLength(1);
  });

  it('answers the spec\'s messages for a missing or invalid recipient', async () => {
    const none = await gift({ anonymous: false });
    expect(none.status).toBe(400);
    expect(none.body.error.eLang.fa).toBe('لطفا کاربر مورد نظر را انتخاب کنید');
    const bad = await gift({ targetPhone: '12345', anonymous: false });
    expect(bad.status).toBe(400);
    expect(bad.body.error.eLang.fa).toBe('شماره تلفن وارد شده صحیح نمی باشد');
    const self = await gift({ targetPhone: DEMO_PHONES.mirdamadAdmin });
    expect(self.body.error.eLang.fa).toBe('نمی‌توانید به خودتان هدیه بدهید.');
    const ghost = await gift({ targetId: 'ffffffffffffffffffffffff' });
    expect(ghost.status).toBe(404);
    expect(ghost.body.error.eLang.fa).toBe('کاربری پیدا نشد.');
  });
});

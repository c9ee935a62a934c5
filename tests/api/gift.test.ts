import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { existsSync, readFileSync } from 'node:fs';
import { eq } from 'drizzle-orm';
import * as s from '@/server/db/schema';
import { db } from '@/server/db/client';
import { orderViewById } from '@/server/services/order/order-view';
import { safeSenderName } from '@/server/services/gift/gift-sms-text';
import submit from '@/pages/api/v1/order/submit';
import changeStatus from '@/pages/api/v1/order/change/status';
import getOrder from '@/pages/api/v1/order/[id]';
import myOrders from '@/pages/api/v1/profile/my/order/list/[paging]';
import { call, itemsOf, login, providerByBranch, setupTestEnv, DEMO_PHONES, type TestEnv } from './harness';
import { atBank, setWallet, userIdOf, verifyBack } from './payment-helpers';

let env: TestEnv;
let sender: string;
let barista: string;
let customer: string;
let customerId: string;
let mirdamad: typeof s.providers.$inferSelect;
let latteId: string;

beforeAll(async () => {
  env = await setupTestEnv();
  sender = await login(env, DEMO_PHONES.mirdamadAdmin);
  barista = await login(env, DEMO_PHONES.mirdamadBarista);
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

const gift = (g: Record<string, unknown>, extra: Record<string, unknown> = {}, token = sender) =>
  call(submit, {
    body: { providerId: mirdamad.id, items: [{ _id: latteId, count: 1 }], paymentBy: 'pos', gift: g, ...extra },
    token,
  });
/** The branch moves an order on (accepting a pay-on-site order is what makes its gift real). */
const move = async (orderId: string, status = 'accepted') =>
  expect(
    (
      await call(changeStatus, {
        body: { orderId, status, ...(status === 'canceled' ? { reason: 'تمام شدن مواد' } : {}) },
        token: barista,
      })
    ).status,
  ).toBe(200);

describe('gifting an order', () => {
  it('gives an order to a user: they see it among their orders, with the sender, and get an SMS', async () => {
    const before = smsTo(DEMO_PHONES.customer).length;
    const r = await gift({ targetId: customerId, anonymous: false });
    expect(r.status).toBe(200);
    expect(r.body.order.gift).toMatchObject({
      targetId: customerId,
      targetName: 'مریم احمدی',
      anonymous: false,
      toMe: false,
    });
    // Paid on site: no SMS until the branch accepts the order, one then, none for later moves.
    expect(smsTo(DEMO_PHONES.customer)).toHaveLength(before);
    await move(r.body.orderId);
    await move(r.body.orderId, 'preparing');
    expect(smsTo(DEMO_PHONES.customer)).toHaveLength(before + 1);
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
    await move(r.body.orderId);
    const seen = await call(getOrder, { query: { id: r.body.orderId }, token: customer });
    expect(seen.body.order.gift).toMatchObject({ toMe: true, anonymous: true, senderName: null });
    // The recipient is the customer of this order as far as anyone but the sender can tell.
    expect(seen.body.order.customerName).toBe('مریم احمدی');
    expect(seen.body.order.userId).toBe('');
    expect(JSON.stringify(seen.body)).not.toContain('سارا');
    expect(smsTo(DEMO_PHONES.customer).at(-1)!.text).not.toContain('سارا');
    // Live updates and the bar's board carry no viewer: they too show the recipient, not the sender.
    const plain = await orderViewById({ orderId: r.body.orderId });
    expect(plain).toMatchObject({ customerName: 'مریم احمدی', userId: '', gift: { senderName: null } });
    // The sender still sees their own order, with whom it went to; a member picked by name keeps
    // their number private (issue 16), so the sender sees it masked.
    const own = await call(getOrder, { query: { id: r.body.orderId }, token: sender });
    expect(own.body.order.gift).toMatchObject({
      senderName: 'سارا محمدی',
      targetName: 'مریم احمدی',
      targetPhone: '0912***0003',
    });
  });

  it('gives an order to a phone with no account; it is there when they register with that phone', async () => {
    const r = await gift({ targetPhone: '۰۹۳۵ ۱۱۱ ۲۲۳۳', anonymous: false });
    expect(r.status).toBe(200);
    expect(r.body.order.gift).toMatchObject({ targetId: null, targetPhone: '+989351112233' });
    expect(smsTo('+989351112233')).toHaveLength(0);
    await move(r.body.orderId);
    expect(smsTo('+989351112233')).toHaveLength(1);
    const newcomer = await login(env, '09351112233');
    const theirs = await call(myOrders, { query: { paging: '1-20' }, token: newcomer });
    expect(theirs.body.orders.map((o: { _id: string }) => o._id)).toContain(r.body.orderId);
    expect((await call(getOrder, { query: { id: r.body.orderId }, token: newcomer })).status).toBe(200);
  });

  it('texts the recipient of a bank-paid gift only once the bank confirms', async () => {
    const r = await gift(
      { targetPhone: '09351112244', anonymous: true },
      { paymentBy: 'bank' },
      await login(env, '09121310101'),
    );
    expect(r.body.order.status).toBe('awaitingPayment');
    expect(smsTo('+989351112244')).toHaveLength(0);
    const back = await atBank(r.body.link);
    await verifyBack(back.paymentId, back.authority);
    await verifyBack(back.paymentId, back.authority);
    expect(smsTo('+989351112244')).toHaveLength(1);
  });

  it("answers the spec's messages for a missing or invalid recipient", async () => {
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

describe('gift SMS cannot be used to text strangers', () => {
  const named = async (phone: string, firstName: string, lastName: string | null) => {
    const token = await login(env, phone);
    await db()
      .update(s.users)
      .set({ firstName, lastName })
      .where(eq(s.users.id, await userIdOf(toE164(phone))));
    return token;
  };
  const toE164 = (p: string) => `+98${p.slice(1)}`;

  it('sends nothing for a pay-on-site gift the branch never accepts or cancels', async () => {
    const who = await named('09121310102', 'نادر', 'رضایی');
    const r = await gift({ targetPhone: '09351112255', anonymous: false }, {}, who);
    expect(r.status).toBe(200);
    await move(r.body.orderId, 'canceled');
    expect(smsTo('+989351112255')).toHaveLength(0);
  });

  it('texts a wallet-paid gift at once', async () => {
    const who = await named('09121310103', 'نادر', 'رضایی');
    await setWallet(await userIdOf('+989121310103'), 500_000);
    const r = await gift({ targetPhone: '09351112266', anonymous: false }, { paymentBy: 'wallet' }, who);
    expect(r.body.order.status).toBe('new');
    expect(smsTo('+989351112266').map((m) => m.text.split('\n')[1])).toEqual([
      'نادر رضایی یک سفارش هدیه در کافه همکار میرداماد برای شما ثبت کرد.',
    ]);
  });

  it('puts only a short name of letters in the text: a name carrying digits, a link or a long text reads «یک دوست»', async () => {
    const who = await named('09121310104', 'برنده شدید! کد 4821 را به', 'www.evil.example بفرستید');
    const r = await gift({ targetPhone: '09351112277', anonymous: false }, {}, who);
    await move(r.body.orderId);
    const [msg] = smsTo('+989351112277');
    expect(msg.text).toContain('یک دوست یک سفارش هدیه در کافه همکار میرداماد برای شما ثبت کرد.');
    expect(msg.text).not.toMatch(/4821|evil|برنده/);
    expect(safeSenderName({ firstName: 'سارا', lastName: 'محمدی' })).toBe('سارا محمدی');
    expect(safeSenderName({ firstName: '  Sara ', lastName: ' Mohammadi ' })).toBe('Sara Mohammadi');
    expect(safeSenderName({ firstName: 'عبدالرحیم', lastName: 'طباطبایی‌نژاد اصفهانی' })).toBe('عبدالرحیم');
    expect(safeSenderName({ firstName: 'سارا ۱۲۳', lastName: 'محمدی' })).toBe('یک دوست');
    expect(safeSenderName({ firstName: 'evil.example', lastName: null })).toBe('یک دوست');
    expect(safeSenderName({ firstName: 'http://x', lastName: 'y' })).toBe('یک دوست');
    expect(safeSenderName({ firstName: 'کد:', lastName: 'تایید' })).toBe('یک دوست');
    expect(safeSenderName({ firstName: null, lastName: null })).toBe('یک دوست');
  });

  it('limits gift SMS per sender (3 an hour) and per recipient (3 a day); the gifts themselves still go through', async () => {
    const who = await named('09121310105', 'نادر', 'رضایی');
    const phones = ['09351113301', '09351113302', '09351113303', '09351113304'];
    for (const p of phones) {
      const r = await gift({ targetPhone: p, anonymous: false }, {}, who);
      expect(r.status).toBe(200);
      await move(r.body.orderId);
    }
    expect(phones.map((p) => smsTo(toE164(p)).length)).toEqual([1, 1, 1, 0]);

    // Four senders, one recipient: the fourth gift is placed without an SMS.
    const senders = await Promise.all(
      ['09121310106', '09121310107', '09121310108', '09121310109'].map((p) => named(p, 'نادر', 'رضایی')),
    );
    for (const who2 of senders) {
      const r = await gift({ targetPhone: '09351113399', anonymous: false }, {}, who2);
      expect(r.status).toBe(200);
      await move(r.body.orderId);
    }
    expect(smsTo('+989351113399')).toHaveLength(3);
  });
});

import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { readFileSync } from 'node:fs';
import { eq } from 'drizzle-orm';
import { call, itemsOf, login, providerByBranch, setupTestEnv, DEMO_PHONES, type TestEnv } from './harness';
import { db } from '@/server/db/client';
import * as s from '@/server/db/schema';
import submit from '@/pages/api/v1/order/submit';
import changeStatus from '@/pages/api/v1/order/change/status';
import cancel from '@/pages/api/v1/order/cancel';
import rate from '@/pages/api/v1/order/rating';
import rating from '@/pages/api/v1/order/rating/[orderId]';
import survey from '@/pages/api/v1/provider/[id]/survey/sms/[paging]';

let env: TestEnv;
let customer: string;
let other: string;
let barista: string;
let admin: string;
let superAdmin: string;
let otherBarista: string;
let mirdamad: typeof s.providers.$inferSelect;

const smsTo = (phone: string): string[] =>
  readFileSync(env.outbox, 'utf8')
    .trim()
    .split('\n')
    .map((l) => JSON.parse(l) as { to: string; text: string })
    .filter((l) => l.to === phone)
    .map((l) => l.text);

async function place(token: string, title: string, extra: Record<string, unknown> = {}) {
  const item = (await itemsOf(mirdamad.id)).find((i) => i.title === title)!;
  const r = await call(submit, {
    body: {
      providerId: mirdamad.id,
      items: [{ _id: item.id, count: 1 }],
      paymentBy: 'pos',
      orderType: 'takeAway',
      ...extra,
    },
    token,
  });
  expect(r.status).toBe(200);
  return r.body.order as { _id: string; number: number; totalPrice: number };
}
const move = (orderId: string, status: string) =>
  call(changeStatus, {
    body: { orderId, status, ...(status === 'canceled' ? { reason: 'تمام شدن مواد' } : {}) },
    token: barista,
  });

beforeAll(async () => {
  env = await setupTestEnv();
  customer = await login(env, DEMO_PHONES.customer);
  other = await login(env, '09121234567');
  barista = await login(env, DEMO_PHONES.mirdamadBarista);
  admin = await login(env, DEMO_PHONES.mirdamadAdmin);
  superAdmin = await login(env, DEMO_PHONES.superAdmin);
  mirdamad = await providerByBranch('mirdamad');
  const iranshahr = await providerByBranch('iranshahr');
  await login(env, '09121110000');
  const [u] = await db().select().from(s.users).where(eq(s.users.phone, '+989121110000'));
  await db().insert(s.providerStaff).values({ providerId: iranshahr.id, userId: u.id, role: 'barista' });
  otherBarista = await login(env, '09121110000');
});
afterAll(async () => env?.close());

describe('the customer cancels their own order', () => {
  it('cancels a new order, gives the stock back, and refuses a second cancel and other people', async () => {
    const cake = () => itemsOf(mirdamad.id).then((l) => l.find((i) => i.title === 'چیزکیک نیویورکی')!.stock);
    const before = await cake();
    const o = await place(customer, 'چیزکیک نیویورکی');
    expect(await cake()).toBe(before! - 1);
    expect((await call(cancel, { body: { orderId: o._id }, token: other })).status).toBe(404);
    expect((await call(cancel, { body: { orderId: o._id } })).status).toBe(401);
    const r = await call(cancel, { body: { orderId: o._id }, token: customer });
    expect(r.status).toBe(200);
    expect(r.body.order.status).toBe('canceled');
    expect(await cake()).toBe(before);
    const again = await call(cancel, { body: { orderId: o._id }, token: customer });
    expect(again.status).toBe(409);
    expect(await cake()).toBe(before);
  });

  it('refunds a wallet-paid order to the wallet once and texts the refund', async () => {
    const wallet = async () =>
      (await db().select().from(s.users).where(eq(s.users.phone, DEMO_PHONES.customer)))[0].wallet;
    const start = await wallet();
    const o = await place(customer, 'اسپرسو', { paymentBy: 'wallet' });
    expect(await wallet()).toBe(start - o.totalPrice);
    const r = await call(cancel, { body: { orderId: o._id }, token: customer });
    expect(r.status).toBe(200);
    expect(r.body.refunded).toBe(o.totalPrice);
    expect(await wallet()).toBe(start);
    const text = smsTo(DEMO_PHONES.customer).at(-1)!;
    expect(text).toContain('به درخواست شما لغو شد');
    expect(text).toContain('به کیف پول شما برگشت');
  });

  it('is refused once the branch accepted the order, with a Persian reason', async () => {
    const o = await place(customer, 'اسپرسو');
    expect((await move(o._id, 'accepted')).status).toBe(200);
    const r = await call(cancel, { body: { orderId: o._id }, token: customer });
    expect(r.status).toBe(409);
    expect(r.body.error.eLang.fa).toBe(
      'سفارش پذیرفته شده است و دیگر نمی‌توانید آن را لغو کنید. برای لغو با شعبه تماس بگیرید.',
    );
  });
});

describe('notifications and rating', () => {
  let delivered: { _id: string; number: number };

  it('texts the customer when the order is ready and, on delivery, a survey link', async () => {
    delivered = await place(customer, 'لاته');
    const count = smsTo(DEMO_PHONES.customer).length;
    await move(delivered._id, 'accepted');
    expect(smsTo(DEMO_PHONES.customer)).toHaveLength(count);
    await move(delivered._id, 'ready');
    const ready = smsTo(DEMO_PHONES.customer).at(-1)!;
    expect(ready).toContain('آماده است');
    expect(ready).toContain(`/orderTracking/${delivered._id}`);
    await move(delivered._id, 'delivered');
    expect(smsTo(DEMO_PHONES.customer).at(-1)).toContain(`/survey/${delivered._id}`);
  });

  it('texts a cancel by staff with no refund line for an order paid on site', async () => {
    const o = await place(customer, 'اسپرسو');
    expect((await move(o._id, 'canceled')).status).toBe(200);
    const text = smsTo(DEMO_PHONES.customer).at(-1)!;
    expect(text).toContain('از سوی شعبه لغو شد');
    expect(text).not.toContain('کیف پول');
  });

  it('rates a delivered order once, 1 to 5, and only by its customer', async () => {
    const open = await place(customer, 'اسپرسو');
    const early = await call(rate, { body: { orderId: open._id, score: 5 }, token: customer });
    expect(early.status).toBe(409);
    expect(early.body.error.eLang.fa).toBe('فقط سفارش تحویل‌شده را می‌توان ارزیابی کرد.');
    expect((await call(rating, { query: { orderId: delivered._id }, token: customer })).body).toEqual({
      rating: null,
      canRate: true,
    });
    expect((await call(rate, { body: { orderId: delivered._id, score: 6 }, token: customer })).status).toBe(400);
    expect((await call(rate, { body: { orderId: delivered._id, score: 4 }, token: other })).status).toBe(404);
    const r = await call(rate, {
      body: { orderId: delivered._id, score: 4, comment: 'لاته عالی بود' },
      token: customer,
    });
    expect(r.status).toBe(200);
    expect(r.body.rating.score).toBe(4);
    const twice = await call(rate, { body: { orderId: delivered._id, score: 1 }, token: customer });
    expect(twice.status).toBe(409);
    const read = await call(rating, { query: { orderId: delivered._id }, token: customer });
    expect(read.body.rating.comment).toBe('لاته عالی بود');
    expect(read.body.canRate).toBe(false);
  });

  it("lists the branch's ratings with their average for its staff only", async () => {
    const second = await place(customer, 'اسپرسو');
    for (const st of ['accepted', 'ready', 'delivered']) await move(second._id, st);
    await call(rate, { body: { orderId: second._id, score: 1 }, token: customer });
    const q = { id: mirdamad.id, paging: '1-20' };
    expect((await call(survey, { query: q })).status).toBe(401);
    expect((await call(survey, { query: q, token: customer })).status).toBe(403);
    expect((await call(survey, { query: q, token: otherBarista })).status).toBe(403);
    expect((await call(survey, { query: q, token: admin })).status).toBe(200);
    expect((await call(survey, { query: q, token: superAdmin })).status).toBe(200);
    const r = await call(survey, { query: q, token: barista });
    expect(r.status).toBe(200);
    expect(r.body.total).toBe(2);
    expect(r.body.average).toBe(2.5);
    expect(r.body.ratings[0].score).toBe(1);
    expect(r.body.ratings[1]).toMatchObject({
      score: 4,
      comment: 'لاته عالی بود',
      orderNumber: delivered.number,
      customerName: 'مریم احمدی',
    });
    const bad = await call(survey, { query: { id: mirdamad.id, paging: 'x' }, token: admin });
    expect(bad.status).toBe(400);
  });
});

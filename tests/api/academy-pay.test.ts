import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { readFileSync } from 'node:fs';
import { and, eq } from 'drizzle-orm';
import { db } from '@/server/db/client';
import { clockNow } from '@/server/clock';
import * as s from '@/server/db/schema';
import { releaseDuePurchases, releasePurchase } from '@/server/services/academy/release-purchase';
import createEvent from '@/pages/api/v1/event/create';
import getEvent from '@/pages/api/v1/event/[id]/index';
import purchase from '@/pages/api/v1/event/ticket/purchase';
import myTickets from '@/pages/api/v1/profile/my/event/ticket/list/[page]';
import createVoucher from '@/pages/api/v1/voucher/create';
import { call, login, providerByBranch, setupTestEnv, DEMO_PHONES, type TestEnv } from './harness';
import { atBank, ledgerSum, setWallet, userIdOf, verifyBack, walletOf } from './payment-helpers';

let env: TestEnv;
let admin: string;
let buyer: string;
let buyerId: string;
let mirdamad: typeof s.providers.$inferSelect;
const DAY = 86_400_000;

async function newEvent(over: Record<string, unknown> = {}): Promise<string> {
  const start = new Date(clockNow().getTime() + 3 * DAY);
  const body = {
    providerId: mirdamad.id,
    title: 'کارگاه لاته‌آرت',
    description: 'طراحی روی قهوه',
    startAt: start.toISOString(),
    endAt: new Date(start.getTime() + 2 * 3_600_000).toISOString(),
    capacity: 10,
    price: 100_000,
    commissionPercent: 10,
    commissionFixed: 2_000,
    cancelCutoffHours: 24,
    status: 'published',
    ...over,
  };
  const r = await call(createEvent, { body, token: admin });
  expect(r.status, JSON.stringify(r.body)).toBe(200);
  return r.body.event._id;
}

let codeN = 0;
async function newVoucher(over: Record<string, unknown> = {}): Promise<string> {
  const r = await call(createVoucher, {
    body: {
      providerId: mirdamad.id,
      code: `EVT${Date.now().toString(36).toUpperCase()}${codeN++}`,
      title: 'تخفیف کارگاه',
      type: 'percent',
      value: 10,
      maxDiscount: 30_000,
      ...over,
    },
    token: admin,
  });
  expect(r.status, JSON.stringify(r.body)).toBe(200);
  return r.body.voucher._id;
}

const voucherRow = async (id: string) => (await db().select().from(s.vouchers).where(eq(s.vouchers.id, id)))[0];
const usesOf = (voucherId: string) => db().select().from(s.voucherUses).where(eq(s.voucherUses.voucherId, voucherId));
const purchaseRow = async (id: string) =>
  (await db().select().from(s.eventTicketPurchases).where(eq(s.eventTicketPurchases.id, id)))[0];
const ticketsOf = (purchaseId: string) =>
  db().select().from(s.eventTickets).where(eq(s.eventTickets.purchaseId, purchaseId));
const bankPayment = async (purchaseId: string) =>
  (
    await db()
      .select()
      .from(s.payments)
      .where(and(eq(s.payments.purpose, 'event'), eq(s.payments.subjectId, purchaseId)))
  )[0];
const seatsLeft = async (id: string) => (await call(getEvent, { query: { id } })).body.event.seatsLeft as number;
const myTicketsFor = async (token: string, eventId: string) =>
  (await call(myTickets, { query: { page: '1-50' }, token })).body.tickets.filter(
    (t: { event: { _id: string } }) => t.event._id === eventId,
  ) as { _id: string; code: string; pricePaid: number; status: string }[];
function smsTo(e164: string): { to: string; text: string }[] {
  let raw = '';
  try {
    raw = readFileSync(env.outbox, 'utf8');
  } catch {
    return [];
  }
  return raw
    .trim()
    .split('\n')
    .filter(Boolean)
    .map((l) => JSON.parse(l) as { to: string; text: string })
    .filter((m) => m.to === e164);
}

beforeAll(async () => {
  env = await setupTestEnv();
  admin = await login(env, DEMO_PHONES.mirdamadAdmin);
  buyer = await login(env, '09121540001');
  buyerId = await userIdOf('09121540001');
  mirdamad = await providerByBranch('mirdamad');
});
afterAll(async () => env?.close());

describe('tickets with a voucher', () => {
  it('lowers the price of each ticket by the discount, takes the wallet for the rest and records one use', async () => {
    const id = await newEvent();
    const voucherId = await newVoucher();
    await setWallet(buyerId, 500_000);
    const r = await call(purchase, {
      body: { eventId: id, count: 2, paymentBy: 'wallet', voucherId, key: `vk-${Date.now()}` },
      token: buyer,
    });
    expect(r.status, JSON.stringify(r.body)).toBe(200);
    // 2 × 100,000 = 200,000; 10% = 20,000 (under the 30,000 cap) → 180,000, 90,000 a ticket.
    expect(r.body.tickets).toHaveLength(2);
    expect(r.body.tickets.map((t: { pricePaid: number }) => t.pricePaid)).toEqual([90_000, 90_000]);
    expect(await walletOf(buyerId)).toBe(320_000);
    expect(await ledgerSum(buyerId)).toBe(320_000);
    const p = await purchaseRow(r.body.purchaseId);
    expect(p).toMatchObject({ voucherId, voucherDiscount: 20_000, total: 180_000, walletAmount: 180_000 });
    expect((await voucherRow(voucherId)).usedCount).toBe(1);
    const uses = await usesOf(voucherId);
    expect(uses).toHaveLength(1);
    expect(uses[0]).toMatchObject({ eventPurchaseId: r.body.purchaseId, userId: buyerId, discount: 20_000 });
    expect((await myTicketsFor(buyer, id)).map((t) => t.pricePaid)).toEqual([90_000, 90_000]);
  });

  it('caps the discount at the voucher maximum and splits an odd total to the toman', async () => {
    const id = await newEvent({ price: 100_001 });
    const voucherId = await newVoucher({ value: 50, maxDiscount: 30_000 });
    await setWallet(buyerId, 500_000);
    const r = await call(purchase, { body: { eventId: id, count: 3, paymentBy: 'wallet', voucherId }, token: buyer });
    expect(r.status, JSON.stringify(r.body)).toBe(200);
    // 300,003 − 30,000 = 270,003 → 90,001 + 90,001 + 90,001.
    const prices = r.body.tickets.map((t: { pricePaid: number }) => t.pricePaid);
    expect(prices.reduce((a: number, b: number) => a + b, 0)).toBe(270_003);
    expect(Math.max(...prices) - Math.min(...prices)).toBeLessThanOrEqual(1);
    expect(await walletOf(buyerId)).toBe(500_000 - 270_003);
  });

  it('a voucher used up by one purchase is refused to the next and charges nothing', async () => {
    const id = await newEvent();
    const voucherId = await newVoucher({ totalLimit: 1 });
    await setWallet(buyerId, 500_000);
    const first = await call(purchase, {
      body: { eventId: id, count: 1, paymentBy: 'wallet', voucherId },
      token: buyer,
    });
    expect(first.status, JSON.stringify(first.body)).toBe(200);
    expect(await walletOf(buyerId)).toBe(410_000);
    const second = await call(purchase, {
      body: { eventId: id, count: 1, paymentBy: 'wallet', voucherId },
      token: buyer,
    });
    expect(second.status).toBeGreaterThanOrEqual(400);
    expect(second.body.error.eLang.fa).toMatch(/[\u0600-\u06FF]/);
    expect(await walletOf(buyerId)).toBe(410_000);
    expect(await seatsLeft(id)).toBe(9);
    expect((await voucherRow(voucherId)).usedCount).toBe(1);
    expect(await usesOf(voucherId)).toHaveLength(1);
  });

  it('a bank purchase with a voucher that is released unpaid gives the use back, once', async () => {
    const id = await newEvent();
    const voucherId = await newVoucher();
    const r = await call(purchase, { body: { eventId: id, count: 2, paymentBy: 'bank', voucherId }, token: buyer });
    expect(r.status, JSON.stringify(r.body)).toBe(200);
    expect(r.body.link).toBeTruthy();
    expect((await bankPayment(r.body.purchaseId)).amount).toBe(180_000);
    expect((await voucherRow(voucherId)).usedCount).toBe(1);
    expect(await releasePurchase({ purchaseId: r.body.purchaseId, force: true })).toBe(true);
    expect(await releasePurchase({ purchaseId: r.body.purchaseId, force: true })).toBe(false);
    expect((await voucherRow(voucherId)).usedCount).toBe(0);
    const uses = await usesOf(voucherId);
    expect(uses).toHaveLength(1);
    expect(uses[0].releasedAt).toBeTruthy();
    expect(await seatsLeft(id)).toBe(10);
    // The voucher can be used again afterwards.
    await setWallet(buyerId, 100_000);
    const again = await call(purchase, {
      body: { eventId: id, count: 1, paymentBy: 'wallet', voucherId },
      token: buyer,
    });
    expect(again.status, JSON.stringify(again.body)).toBe(200);
    expect(again.body.tickets[0].pricePaid).toBe(90_000);
    expect((await voucherRow(voucherId)).usedCount).toBe(1);
  });
});

describe('tickets as a gift', () => {
  it('by phone: the buyer pays, the holder sees the tickets under their own login and gets one SMS', async () => {
    const id = await newEvent();
    await setWallet(buyerId, 300_000);
    const phone = '09351540001';
    const r = await call(purchase, {
      body: { eventId: id, count: 2, paymentBy: 'wallet', targetPhone: phone, anonymous: false },
      token: buyer,
    });
    expect(r.status, JSON.stringify(r.body)).toBe(200);
    expect(r.body.tickets).toHaveLength(2);
    expect(await walletOf(buyerId)).toBe(100_000);
    const rows = await ticketsOf(r.body.purchaseId);
    expect(rows.every((t) => t.holderPhone === '+989351540001')).toBe(true);
    expect(smsTo('+989351540001')).toHaveLength(1);
    expect(smsTo('+989351540001')[0].text).toMatch(/[\u0600-\u06FF]/);
    // The holder signs in (first time) with that phone: the tickets are theirs, with their codes.
    const holder = await login(env, phone);
    const theirs = await myTicketsFor(holder, id);
    expect(theirs).toHaveLength(2);
    expect(theirs.map((t) => t.code).sort()).toEqual(rows.map((t) => t.code).sort());
    expect(theirs.every((t) => t.status === 'active')).toBe(true);
    // The holder paid nothing.
    expect(await walletOf(await userIdOf(phone))).toBe(0);
  });

  it('to a registered member by phone: in their list too; a bank-paid gift is texted only once the bank confirms', async () => {
    const id = await newEvent();
    const phone = '09121540002';
    const member = await login(env, phone);
    const memberId = await userIdOf(phone);
    await setWallet(memberId, 50_000);
    const before = smsTo('+989121540002').length; // their sign-in code
    const r = await call(purchase, {
      body: { eventId: id, count: 1, paymentBy: 'bank', targetPhone: phone, anonymous: true },
      token: buyer,
    });
    expect(r.status, JSON.stringify(r.body)).toBe(200);
    expect(r.body.link).toBeTruthy();
    expect(smsTo('+989121540002')).toHaveLength(before);
    expect(await myTicketsFor(member, id)).toHaveLength(0);
    const back = await atBank(r.body.link);
    expect((await verifyBack(back.paymentId, back.authority)).status).toBe(200);
    await verifyBack(back.paymentId, back.authority);
    expect(smsTo('+989121540002')).toHaveLength(before + 1);
    expect(await myTicketsFor(member, id)).toHaveLength(1);
    expect((await bankPayment(r.body.purchaseId)).userId).toBe(buyerId);
    expect(await walletOf(memberId)).toBe(50_000);
  });

  it('refuses a gift to oneself and an invalid phone, charging nothing', async () => {
    const id = await newEvent();
    await setWallet(buyerId, 200_000);
    const self = await call(purchase, {
      body: { eventId: id, count: 1, paymentBy: 'wallet', targetPhone: '09121540001' },
      token: buyer,
    });
    expect(self.status).toBe(400);
    const bad = await call(purchase, {
      body: { eventId: id, count: 1, paymentBy: 'wallet', targetPhone: '12345' },
      token: buyer,
    });
    expect(bad.status).toBe(400);
    expect(await walletOf(buyerId)).toBe(200_000);
    expect(await seatsLeft(id)).toBe(10);
  });
});

describe('hybrid payment (wallet part, bank rest)', () => {
  it('takes the wallet part, sends the rest to the bank; once settled the purchase is paid with its tickets', async () => {
    const id = await newEvent();
    await setWallet(buyerId, 30_000);
    const r = await call(purchase, { body: { eventId: id, count: 2, paymentBy: 'hybrid' }, token: buyer });
    expect(r.status, JSON.stringify(r.body)).toBe(200);
    expect(r.body.link).toBeTruthy();
    expect(await walletOf(buyerId)).toBe(0);
    expect((await bankPayment(r.body.purchaseId)).amount).toBe(170_000);
    expect(await purchaseRow(r.body.purchaseId)).toMatchObject({
      status: 'awaitingPayment',
      walletAmount: 30_000,
      bankAmount: 170_000,
      total: 200_000,
    });
    expect(await seatsLeft(id)).toBe(8);
    expect(await myTicketsFor(buyer, id)).toHaveLength(0);
    const back = await atBank(r.body.link);
    expect((await verifyBack(back.paymentId, back.authority)).status).toBe(200);
    expect((await purchaseRow(r.body.purchaseId)).status).toBe('paid');
    const mine = await myTicketsFor(buyer, id);
    expect(mine).toHaveLength(2);
    expect(mine.map((t) => t.pricePaid)).toEqual([100_000, 100_000]);
    expect(await walletOf(buyerId)).toBe(0);
    expect(await ledgerSum(buyerId)).toBe(0);
    // A late second verify changes nothing.
    await verifyBack(back.paymentId, back.authority);
    expect(await walletOf(buyerId)).toBe(0);
  });

  it('with a voucher: the wallet part and the bank rest add up to the discounted total', async () => {
    const id = await newEvent();
    const voucherId = await newVoucher();
    await setWallet(buyerId, 50_000);
    const r = await call(purchase, { body: { eventId: id, count: 2, paymentBy: 'hybrid', voucherId }, token: buyer });
    expect(r.status, JSON.stringify(r.body)).toBe(200);
    expect(await walletOf(buyerId)).toBe(0);
    expect((await bankPayment(r.body.purchaseId)).amount).toBe(130_000);
    const back = await atBank(r.body.link);
    expect((await verifyBack(back.paymentId, back.authority)).status).toBe(200);
    expect((await purchaseRow(r.body.purchaseId)).status).toBe('paid');
    expect((await myTicketsFor(buyer, id)).map((t) => t.pricePaid)).toEqual([90_000, 90_000]);
    expect((await voucherRow(voucherId)).usedCount).toBe(1);
  });

  it('abandoned at the bank: when its time is up the wallet part comes back once and the seats free up', async () => {
    const id = await newEvent({ capacity: 2 });
    await setWallet(buyerId, 40_000);
    const r = await call(purchase, { body: { eventId: id, count: 2, paymentBy: 'hybrid' }, token: buyer });
    expect(r.status, JSON.stringify(r.body)).toBe(200);
    expect(await walletOf(buyerId)).toBe(0);
    expect(await seatsLeft(id)).toBe(0);
    const later = new Date(clockNow().getTime() + DAY);
    expect(await releaseDuePurchases(later)).toBeGreaterThanOrEqual(1);
    await releaseDuePurchases(later);
    expect(await releasePurchase({ purchaseId: r.body.purchaseId, force: true })).toBe(false);
    expect((await purchaseRow(r.body.purchaseId)).status).toBe('released');
    expect(await walletOf(buyerId)).toBe(40_000);
    expect(await ledgerSum(buyerId)).toBe(40_000);
    expect(await seatsLeft(id)).toBe(2);
    expect((await bankPayment(r.body.purchaseId)).status).toBe('expired');
    expect(await myTicketsFor(buyer, id)).toHaveLength(0);
  });

  it('when the wallet covers it all, hybrid pays at once with no bank link', async () => {
    const id = await newEvent();
    await setWallet(buyerId, 250_000);
    const r = await call(purchase, { body: { eventId: id, count: 2, paymentBy: 'hybrid' }, token: buyer });
    expect(r.status, JSON.stringify(r.body)).toBe(200);
    expect(r.body.link).toBeUndefined();
    expect(r.body.tickets).toHaveLength(2);
    expect(await walletOf(buyerId)).toBe(50_000);
    expect(await bankPayment(r.body.purchaseId)).toBeUndefined();
  });
});

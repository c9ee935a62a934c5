import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { desc, eq } from 'drizzle-orm';
import { call, itemsOf, login, providerByBranch, setupTestEnv, DEMO_PHONES, type TestEnv } from './harness';
import { openTicket } from './ticket-helpers';
import { db } from '@/server/db/client';
import * as s from '@/server/db/schema';
import { DEMO_SUPPORT_PHONE } from '@/server/db/seed-tickets';
import submit from '@/pages/api/v1/order/submit';
import customerContext from '@/pages/api/v1/ticket/[id]/customer';
import linkOrder from '@/pages/api/v1/ticket/link/order';
import deskTicket from '@/pages/api/v1/ticket/[id]';
import list from '@/pages/api/v1/ticket/list/[paging]';

let env: TestEnv;
const tokens: Record<string, string> = {};
let ownerId: string;
let mirdamadId: string;
const ownerOrders: { id: string; number: number; totalPrice: number }[] = [];
let otherOrderId: string;

type Actor = 'agent' | 'superAdmin' | 'owner' | 'other' | 'barista' | 'anonymous';
const tokenOf = (a: Actor) => (a === 'anonymous' ? undefined : tokens[a]);

async function placeOrder(token: string, count: number) {
  const [latte] = (await itemsOf(mirdamadId)).filter((i) => i.title === 'لاته');
  const r = await call(submit, {
    body: { providerId: mirdamadId, items: [{ _id: latte.id, count }], paymentBy: 'pos', orderType: 'takeAway' },
    token,
  });
  expect(r.status).toBe(200);
  return {
    id: r.body.order._id as string,
    number: r.body.order.number as number,
    totalPrice: r.body.order.totalPrice as number,
  };
}

beforeAll(async () => {
  env = await setupTestEnv();
  tokens.agent = await login(env, DEMO_SUPPORT_PHONE);
  tokens.superAdmin = await login(env, DEMO_PHONES.superAdmin);
  tokens.owner = await login(env, DEMO_PHONES.customer);
  tokens.other = await login(env, '09121234567');
  tokens.barista = await login(env, DEMO_PHONES.mirdamadBarista);
  const [o] = await db().select().from(s.users).where(eq(s.users.phone, DEMO_PHONES.customer));
  ownerId = o.id;
  mirdamadId = (await providerByBranch('mirdamad')).id;
  // Six orders, so the desk's "latest five" has one to leave out; the newest has two lattes.
  for (let i = 1; i <= 6; i++) ownerOrders.push(await placeOrder(tokens.owner, i === 6 ? 2 : 1));
  otherOrderId = (await placeOrder(tokens.other, 1)).id;
});
afterAll(async () => env?.close());
beforeEach(async () => {
  await db().delete(s.rateLimits);
});

async function newTicket(): Promise<string> {
  const r = await openTicket(tokens.owner);
  expect(r.status).toBe(200);
  return r.body.ticket._id as string;
}

describe('who may see the customer context and link orders', () => {
  const expected: Record<Actor, number> = {
    agent: 200,
    superAdmin: 200,
    owner: 403,
    other: 403,
    barista: 403,
    anonymous: 401,
  };
  for (const actor of Object.keys(expected) as Actor[]) {
    it(`${actor}: context ${expected[actor]}, link ${expected[actor]}`, async () => {
      const ticketId = await newTicket();
      const ctx = await call(customerContext, { query: { id: ticketId }, token: tokenOf(actor) });
      expect(ctx.status).toBe(expected[actor]);
      const r = await call(linkOrder, { body: { ticketId, orderId: ownerOrders[0].id }, token: tokenOf(actor) });
      expect(r.status).toBe(expected[actor]);
      const [row] = await db().select({ orderId: s.tickets.orderId }).from(s.tickets).where(eq(s.tickets.id, ticketId));
      expect(row.orderId).toBe(expected[actor] === 200 ? ownerOrders[0].id : null);
    });
  }
});

describe('customer context', () => {
  it('shows the five latest orders, the wallet balance and the five latest transactions', async () => {
    const [u] = await db().select({ wallet: s.users.wallet }).from(s.users).where(eq(s.users.id, ownerId));
    const ticketId = await newTicket();
    const r = await call(customerContext, { query: { id: ticketId }, token: tokens.agent });
    expect(r.status).toBe(200);
    expect(r.body.customer._id).toBe(ownerId);
    expect(r.body.wallet).toBe(u.wallet);
    expect(r.body.orders).toHaveLength(5);
    expect(r.body.ordersTotal).toBeGreaterThanOrEqual(6);
    const newest = ownerOrders[5];
    expect(r.body.orders[0]).toMatchObject({
      _id: newest.id,
      number: newest.number,
      totalPrice: newest.totalPrice,
      status: expect.any(String),
      itemsSummary: 'لاته ×2',
    });
    // The oldest of the six is left out; another customer's order never shows.
    const ids = r.body.orders.map((o: { _id: string }) => o._id);
    expect(ids).not.toContain(ownerOrders[0].id);
    expect(ids).not.toContain(otherOrderId);
    // A support agent alone cannot open the branch's order page; the super admin can.
    expect(r.body.orders[0].canOpen).toBe(false);
    const asAdmin = await call(customerContext, { query: { id: ticketId }, token: tokens.superAdmin });
    expect(asAdmin.body.orders[0].canOpen).toBe(true);
    const ledger = await db()
      .select()
      .from(s.walletLedger)
      .where(eq(s.walletLedger.userId, ownerId))
      .orderBy(desc(s.walletLedger.createdAt), desc(s.walletLedger.id))
      .limit(5);
    expect(r.body.transactions.map((t: { _id: string }) => t._id)).toEqual(ledger.map((l) => l.id));
    expect(r.body.linkedOrder).toBeNull();
  });

  it('answers 404 for a ticket that does not exist', async () => {
    const r = await call(customerContext, { query: { id: 'no-such-ticket' }, token: tokens.agent });
    expect(r.status).toBe(404);
    expect(r.body.error.eLang.fa).toBe('درخواست پشتیبانی مورد نظر یافت نشد.');
  });
});

describe('linking a ticket to an order', () => {
  it('links one of the customer’s orders, shows it on the ticket and in the list, and unlinks it', async () => {
    const ticketId = await newTicket();
    const order = ownerOrders[0];
    const r = await call(linkOrder, { body: { ticketId, orderId: order.id }, token: tokens.agent });
    expect(r.status).toBe(200);
    expect(r.body.ticket).toMatchObject({ orderId: order.id, orderNumber: order.number, orderProviderId: mirdamadId });
    // Sending the same link again changes nothing (one history line).
    expect((await call(linkOrder, { body: { ticketId, orderId: order.id }, token: tokens.agent })).status).toBe(200);

    const detail = await call(deskTicket, { query: { id: ticketId }, token: tokens.agent });
    expect(detail.body.ticket[0].orderNumber).toBe(order.number);
    const orderEvents = detail.body.ticket[0].events.filter((e: { kind: string }) => e.kind === 'order');
    expect(orderEvents).toEqual([expect.objectContaining({ note: String(order.number) })]);

    // The linked order is in the context even though it is older than the latest five.
    const ctx = await call(customerContext, { query: { id: ticketId }, token: tokens.agent });
    expect(ctx.body.linkedOrder).toMatchObject({ _id: order.id, number: order.number });

    const page = await call(list, { query: { paging: '1-30', state: 'initial' }, token: tokens.agent });
    expect(page.status).toBe(200);
    const listed = page.body.tickets.find((t: { _id: string }) => t._id === ticketId);
    expect(listed).toMatchObject({ orderId: order.id, orderNumber: order.number });

    const off = await call(linkOrder, { body: { ticketId, orderId: null }, token: tokens.agent });
    expect(off.status).toBe(200);
    expect(off.body.ticket).toMatchObject({ orderId: null, orderNumber: null });
    const after = await call(customerContext, { query: { id: ticketId }, token: tokens.agent });
    expect(after.body.linkedOrder).toBeNull();
  });

  it('refuses another customer’s order, an unknown order, an unknown ticket and a missing orderId', async () => {
    const ticketId = await newTicket();
    const foreign = await call(linkOrder, { body: { ticketId, orderId: otherOrderId }, token: tokens.agent });
    expect(foreign.status).toBe(400);
    expect(foreign.body.error.eLang.fa).toBe('این سفارش متعلق به مشتری این درخواست نیست.');
    const unknown = await call(linkOrder, { body: { ticketId, orderId: 'no-such-order' }, token: tokens.agent });
    expect(unknown.status).toBe(404);
    const noTicket = await call(linkOrder, {
      body: { ticketId: 'no-such-ticket', orderId: ownerOrders[1].id },
      token: tokens.agent,
    });
    expect(noTicket.status).toBe(404);
    const missing = await call(linkOrder, { body: { ticketId }, token: tokens.agent });
    expect(missing.status).toBe(400);
    const [row] = await db().select({ orderId: s.tickets.orderId }).from(s.tickets).where(eq(s.tickets.id, ticketId));
    expect(row.orderId).toBeNull();
  });

  it('accepts a gift sent to the customer and clears the link when the order is deleted', async () => {
    const ticketId = await newTicket();
    // Another member's order becomes a gift to the ticket's customer (as the gift flow records it).
    const gift = await placeOrder(tokens.other, 1);
    await db().update(s.orders).set({ giftTargetId: ownerId }).where(eq(s.orders.id, gift.id));
    expect((await call(linkOrder, { body: { ticketId, orderId: gift.id }, token: tokens.agent })).status).toBe(200);
    const ctx = await call(customerContext, { query: { id: ticketId }, token: tokens.agent });
    expect(ctx.body.orders[0]).toMatchObject({ _id: gift.id, giftToCustomer: true });
    expect(ctx.body.linkedOrder).toMatchObject({ _id: gift.id, giftToCustomer: true });
    await db().delete(s.orders).where(eq(s.orders.id, gift.id));
    const [row] = await db().select({ orderId: s.tickets.orderId }).from(s.tickets).where(eq(s.tickets.id, ticketId));
    expect(row.orderId).toBeNull();
  });
});

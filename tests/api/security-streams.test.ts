import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { call, itemsOf, login, openStream, providerByBranch, setupTestEnv, DEMO_PHONES, type TestEnv } from './harness';
import { db } from '@/server/db/client';
import * as s from '@/server/db/schema';
import submit from '@/pages/api/v1/order/submit';
import changeStatus from '@/pages/api/v1/order/change/status';
import logout from '@/pages/api/v1/logout';
import baristaAdd from '@/pages/api/v1/provider/barista/add';
import baristaRemove from '@/pages/api/v1/provider/barista/remove';
import userActive from '@/pages/api/v1/user/change/active';
import providerEvents from '@/pages/api/v1/order/events/[providerId]';
import trackOrder from '@/pages/api/v1/order/track/[orderId]';

/**
 * Issue 22, M2: a live stream outlives the session. The branch feed carries every new order with the
 * customer's phone; the tracking stream one order with its address. Each is re-checked before every
 * event: once the session is gone, the account deactivated or the right at the branch removed, the
 * next event is not sent and the stream closes.
 */
let env: TestEnv;
let superAdmin: string;
let customer: string;
let mirdamadId: string;
let espressoId: string;

beforeAll(async () => {
  env = await setupTestEnv();
  superAdmin = await login(env, DEMO_PHONES.superAdmin);
  customer = await login(env, DEMO_PHONES.customer);
  mirdamadId = (await providerByBranch('mirdamad')).id;
  espressoId = (await itemsOf(mirdamadId)).find((i) => i.title === 'اسپرسو')!.id;
}, 60_000);
afterAll(async () => env?.close());

let phoneSeq = 0;
/** A new barista of Mirdamad, signed in: [their token, their user id]. */
async function newBarista(): Promise<[string, string]> {
  const phone = `0912555${String(1000 + phoneSeq++).slice(-4)}`;
  const added = await call(baristaAdd, {
    token: superAdmin,
    body: { providerId: mirdamadId, phone, firstName: 'باریستا', lastName: 'تازه' },
  });
  expect(added.status, JSON.stringify(added.body)).toBe(200);
  const token = await login(env, phone);
  const [u] = await db()
    .select()
    .from(s.users)
    .where(eq(s.users.phone, `+98${phone.slice(1)}`));
  return [token, u.id];
}

async function place(token = customer): Promise<string> {
  const r = await call(submit, {
    token,
    body: { providerId: mirdamadId, items: [{ _id: espressoId, count: 1 }], paymentBy: 'pos', orderType: 'takeAway' },
  });
  expect(r.status, JSON.stringify(r.body)).toBe(200);
  return r.body.orderId as string;
}

/** Resolves true once the stream has ended on the server's side, false after `ms`. */
const endsWithin = (stream: { ended: () => Promise<unknown> }, ms = 5_000) =>
  Promise.race([stream.ended().then(() => true), new Promise<boolean>((r) => setTimeout(() => r(false), ms))]);

/**
 * Opens the branch feed for `token` and a super admin's control feed, runs `revoke`, places an order,
 * and waits until the control feed has it (so the event was published and heard); the revoked feed
 * must not show it and must have closed.
 */
async function feedAfter(token: string, revoke: () => Promise<void>) {
  const feed = openStream(providerEvents, { query: { providerId: mirdamadId }, token });
  const control = openStream(providerEvents, { query: { providerId: mirdamadId }, token: superAdmin });
  await Promise.all([feed.ready(), control.ready()]);
  expect(feed.status()).toBe(200);
  // Before the revocation the feed delivers.
  const before = await place();
  await feed.until(before);
  await revoke();
  const after = await place();
  await control.until(after);
  const closed = await endsWithin(feed);
  const text = feed.text();
  if (!closed) await feed.close();
  await control.close();
  expect(text).not.toContain(after);
  expect(closed).toBe(true);
}

describe('the branch order feed closes when its reader loses the right (issue 22, M2)', () => {
  it('after the staff member logs out', async () => {
    const [token] = await newBarista();
    await feedAfter(token, async () => {
      expect((await call(logout, { method: 'POST', token })).status).toBe(200);
    });
  });

  it('after the staff member is removed from the branch', async () => {
    const [token, userId] = await newBarista();
    await feedAfter(token, async () => {
      const r = await call(baristaRemove, { token: superAdmin, body: { providerId: mirdamadId, userId } });
      expect(r.status, JSON.stringify(r.body)).toBe(200);
    });
  });

  it('after the staff member is deactivated', async () => {
    const [token, userId] = await newBarista();
    await feedAfter(token, async () => {
      const r = await call(userActive, { token: superAdmin, body: { userId, active: false } });
      expect(r.status, JSON.stringify(r.body)).toBe(200);
    });
  });

  it('keeps delivering to a reader who still holds the right', async () => {
    const [token] = await newBarista();
    const feed = openStream(providerEvents, { query: { providerId: mirdamadId }, token });
    await feed.ready();
    for (let i = 0; i < 3; i++) await feed.until(await place());
    expect(await endsWithin(feed, 50)).toBe(false);
    await feed.close();
  });
});

describe("the order tracking stream closes when its reader's session is gone (issue 22, M2)", () => {
  it('after the customer logs out, a status change is not sent and the stream closes', async () => {
    const token = await login(env, '09125556001');
    const orderId = await place(token);
    const track = openStream(trackOrder, { query: { orderId }, token });
    await track.ready();
    await call(changeStatus, { token: superAdmin, body: { orderId, status: 'accepted' } });
    await track.until(/"status":"accepted"/);
    expect((await call(logout, { method: 'POST', token })).status).toBe(200);
    const control = openStream(trackOrder, { query: { orderId }, token: superAdmin });
    await control.ready();
    await call(changeStatus, { token: superAdmin, body: { orderId, status: 'preparing' } });
    await control.until(/"status":"preparing"/);
    const closed = await endsWithin(track);
    const text = track.text();
    if (!closed) await track.close();
    await control.close();
    expect(text).not.toContain('"status":"preparing"');
    expect(closed).toBe(true);
  });
});

import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import { db } from '@/server/db/client';
import * as s from '@/server/db/schema';
import list from '@/pages/api/v1/membership/list';
import status from '@/pages/api/v1/membership/orders/status';
import submit from '@/pages/api/v1/order/submit';
import changeStatus from '@/pages/api/v1/order/change/status';
import calculate from '@/pages/api/v1/order/calculate/items/price';
import { call, itemsOf, login, providerByBranch, setupTestEnv, DEMO_PHONES, type TestEnv } from './harness';

let env: TestEnv;
let customer: string;
let newcomer: string;
let barista: string;
let mirdamad: typeof s.providers.$inferSelect;

beforeAll(async () => {
  env = await setupTestEnv();
  customer = await login(env, DEMO_PHONES.customer);
  newcomer = await login(env, '09121510001');
  barista = await login(env, DEMO_PHONES.mirdamadBarista);
  mirdamad = await providerByBranch('mirdamad');
});
afterAll(async () => env?.close());

describe('the membership ladder', () => {
  it("lists levels with name and discount, and the viewer's level and userLevelName", async () => {
    const guest = await call(list, {});
    expect(guest.status).toBe(200);
    expect(
      guest.body.memberships.map((m: { level: number; name: string; discountPercent: number }) => [
        m.level,
        m.name,
        m.discountPercent,
      ]),
    ).toEqual([
      [0, 'تازه‌وارد', 0],
      [1, 'همراه', 5],
      [2, 'همکار', 10],
      [3, 'هم‌خانه', 15],
    ]);
    expect(guest.body.level).toBeNull();
    const mine = await call(list, { token: customer });
    expect(mine.body).toMatchObject({ level: 1, userLevelName: 'همراه', discountBaseUserLevel: 5 });
  });

  it('tells a customer how many delivered orders take them to the next level, and promotes them there', async () => {
    const before = await call(status, { token: newcomer });
    expect(before.body).toMatchObject({
      level: 0,
      ordersCount: 0,
      ordersToNext: 5,
      next: { level: 1, name: 'همراه', discountPercent: 5, minOrders: 5 },
    });
    expect((await call(status, {})).status).toBe(401);
    const latte = (await itemsOf(mirdamad.id)).find((i) => i.title === 'لاته')!;
    const [card] = await db()
      .select()
      .from(s.paymentMethods)
      .where(and(eq(s.paymentMethods.providerId, mirdamad.id), eq(s.paymentMethods.title, 'کارتخوان')));
    for (let i = 0; i < 5; i++) {
      const o = await call(submit, {
        body: { providerId: mirdamad.id, items: [{ _id: latte.id, count: 1 }], paymentBy: 'pos' },
        token: newcomer,
      });
      const d = await call(changeStatus, {
        body: { orderId: o.body.orderId, status: 'delivered', paymentMethodId: card.id },
        token: barista,
      });
      expect(d.status).toBe(200);
    }
    const after = await call(status, { token: newcomer });
    expect(after.body).toMatchObject({
      level: 1,
      userLevelName: 'همراه',
      ordersCount: 5,
      next: { level: 2 },
      ordersToNext: 15,
    });
    // Items with the membership discount are now priced 5% lower for them.
    const price = await call(calculate, {
      body: { providerId: mirdamad.id, items: [{ _id: latte.id, count: 1 }] },
      token: newcomer,
    });
    expect(price.body.price.price).toBe(98_000 - 4_900);
  });
});

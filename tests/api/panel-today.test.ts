import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { db } from '@/server/db/client';
import * as s from '@/server/db/schema';
import today from '@/pages/api/v1/panel/today';
import submit from '@/pages/api/v1/order/submit';
import changeStatus from '@/pages/api/v1/order/change/status';
import { call, itemsOf, login, providerByBranch, setupTestEnv, DEMO_PHONES, type TestEnv } from './harness';

let env: TestEnv;

beforeAll(async () => {
  env = await setupTestEnv();
});
afterAll(async () => env?.close());

describe('the head-office home strip', () => {
  it("counts today's orders and revenue per branch for the orders flag, and shows only the parts each viewer may see", async () => {
    const superAdmin = await login(env, DEMO_PHONES.superAdmin);
    const customer = await login(env, DEMO_PHONES.customer);
    const barista = await login(env, DEMO_PHONES.mirdamadBarista);
    const support = await login(env, '+989120001701');
    await db()
      .update(s.users)
      .set({ accessLevel: { support: true } })
      .where(eq(s.users.phone, '+989120001701'));

    const before = (await call(today, { token: superAdmin })).body;
    const mirdamad = await providerByBranch('mirdamad');
    const item = (await itemsOf(mirdamad.id)).find(
      (i) =>
        i.kind === 'cafe' && i.available && i.active && !i.reductionPrice && !i.optionGroups.some((g) => g.required),
    )!;
    const placed = await call(submit, {
      body: { providerId: mirdamad.id, items: [{ _id: item.id, count: 2 }], paymentBy: 'pos', orderType: 'takeAway' },
      token: customer,
    });
    expect(placed.status, JSON.stringify(placed.body)).toBe(200);
    // Paid on site: it sells when the barista records its payment (stats/received.ts), not when placed.
    expect((await call(today, { token: superAdmin })).body.orders.revenue).toBe(before.orders.revenue);
    const [method] = await db().select().from(s.paymentMethods).where(eq(s.paymentMethods.providerId, mirdamad.id));
    expect(
      (
        await call(changeStatus, {
          body: { orderId: placed.body.orderId, status: 'delivered', paymentMethodId: method.id },
          token: barista,
        })
      ).status,
    ).toBe(200);

    const after = (await call(today, { token: superAdmin })).body;
    expect(after.orders.count).toBe(before.orders.count + 1);
    expect(after.orders.revenue).toBe(before.orders.revenue + placed.body.order.totalPrice);
    const branch = after.orders.byBranch.find((b: { providerId: string }) => b.providerId === mirdamad.id);
    expect(branch.count).toBeGreaterThanOrEqual(1);
    expect(after.tickets).toBeDefined();
    expect(after.users.registeredToday).toBeGreaterThan(0);

    const own = (await call(today, { token: support })).body;
    expect(own.tickets).toBeDefined();
    expect(own.orders).toBeUndefined();
    expect(own.users).toBeUndefined();

    // A branch barista's orders flag is at their branch only: no chain-wide figures.
    const b = (await call(today, { token: barista })).body;
    expect(b).toEqual({ alerts: [] });
    expect((await call(today, { token: customer })).body).toEqual({ alerts: [] });
    expect((await call(today, {})).status).toBe(401);
  });
});

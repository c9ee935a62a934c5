import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { and, eq, isNull } from 'drizzle-orm';
import { db, rawDb } from '@/server/db/client';
import * as s from '@/server/db/schema';
import type { ItemOptionGroup } from '@/lib/item-options';
import create from '@/pages/api/v1/order/create';
import changeStatus from '@/pages/api/v1/order/change/status';
import orderList from '@/pages/api/v1/order/list/[providerId]/[paging]';
import orderOne from '@/pages/api/v1/order/[id]';
import methods from '@/pages/api/v1/order/payment/method/list/[providerId]';
import { call, login, providerByBranch, setupTestEnv, DEMO_PHONES, type TestEnv } from './harness';

/** Issue 21 D03 and D08, issue 22: the counter sells items with options, walk-ins have no user, keys are per branch. */
let env: TestEnv;
let barista: string;
let superAdmin: string;
let mirdamad: typeof s.providers.$inferSelect;
let iranshahr: typeof s.providers.$inferSelect;
let latte: typeof s.menuItems.$inferSelect;
let milk: ItemOptionGroup;
const methodOf = async (providerId: string, token: string) =>
  ((await call(methods, { query: { providerId }, token })).body.paymentMethods as { _id: string }[])[0]._id;
const WALK_IN_PHONE = '+980000000000';

beforeAll(async () => {
  env = await setupTestEnv();
  mirdamad = await providerByBranch('mirdamad');
  iranshahr = await providerByBranch('iranshahr');
  barista = await login(env, DEMO_PHONES.mirdamadBarista);
  superAdmin = await login(env, DEMO_PHONES.superAdmin);
  [latte] = await db()
    .select()
    .from(s.menuItems)
    .where(and(eq(s.menuItems.providerId, mirdamad.id), eq(s.menuItems.title, 'لاته')));
  // The milk becomes a required choice, as a cafe sets it up for its lattes.
  const groups = latte.optionGroups!.map((g) => (g.title === 'شیر' ? { ...g, required: true } : g));
  await db().update(s.menuItems).set({ optionGroups: groups }).where(eq(s.menuItems.id, latte.id));
  latte = { ...latte, optionGroups: groups };
  milk = groups.find((g) => g.title === 'شیر')!;
});
afterAll(async () => env?.close());

describe('D03: the counter sells an item with a required option', () => {
  it('refuses the latte without its milk, and sells it with one, priced by the server with the option, on the board', async () => {
    const card = await methodOf(mirdamad.id, barista);
    const bare = await call(create, {
      body: { providerId: mirdamad.id, items: [{ _id: latte.id, count: 1 }], paymentMethodId: card },
      token: barista,
    });
    expect(bare.status).toBe(400);
    expect(bare.body.error.eLang.fa).toContain('شیر');

    const almond = milk.options.find((o) => o.title === 'شیر بادام')!;
    const body = {
      orderId: 'counter-d03-0001',
      providerId: mirdamad.id,
      items: [{ _id: latte.id, count: 2, options: [almond._id], note: 'خیلی داغ', price: 1 }],
      paymentMethodId: card,
    };
    const r = await call(create, { body, token: barista });
    expect(r.status).toBe(200);
    const unit = latte.price - latte.reductionPrice + almond.priceDelta;
    expect(r.body.order.totalPrice).toBe(2 * unit);
    expect(r.body.order.items).toEqual([
      expect.objectContaining({
        itemId: latte.id,
        count: 2,
        unitPrice: unit,
        note: 'خیلی داغ',
        options: [{ group: 'شیر', title: 'شیر بادام', priceDelta: almond.priceDelta }],
      }),
    ]);
    const board = await call(orderList, { query: { providerId: mirdamad.id, paging: '1-50' }, token: barista });
    const onBoard = board.body.orders.find((o: { _id: string }) => o._id === r.body.orderId);
    expect(onBoard.items[0].options[0].title).toBe('شیر بادام');
  });
});

describe("issue 22: the retry key is the branch's own", () => {
  it('the same key at another branch makes that branch its own order', async () => {
    const key = 'counter-i22-0001';
    const espresso = async (providerId: string) =>
      (
        await db()
          .select()
          .from(s.menuItems)
          .where(and(eq(s.menuItems.providerId, providerId), eq(s.menuItems.title, 'اسپرسو')))
      )[0];
    const first = await call(create, {
      body: {
        orderId: key,
        providerId: mirdamad.id,
        items: [{ _id: (await espresso(mirdamad.id)).id, count: 1 }],
        paymentMethodId: await methodOf(mirdamad.id, barista),
      },
      token: barista,
    });
    expect(first.status).toBe(200);
    const other = await call(create, {
      body: {
        orderId: key,
        providerId: iranshahr.id,
        items: [{ _id: (await espresso(iranshahr.id)).id, count: 1 }],
        paymentMethodId: await methodOf(iranshahr.id, superAdmin),
      },
      token: superAdmin,
    });
    expect(other.status).toBe(200);
    expect(other.body.orderId).not.toBe(first.body.orderId);
    expect(other.body.order.providerId).toBe(iranshahr.id);
    // A retry at the first branch still returns its first order.
    const again = await call(create, {
      body: {
        orderId: key,
        providerId: mirdamad.id,
        items: [{ _id: (await espresso(mirdamad.id)).id, count: 1 }],
        paymentMethodId: await methodOf(mirdamad.id, barista),
      },
      token: barista,
    });
    expect(again.body.orderId).toBe(first.body.orderId);
    expect((await db().select().from(s.orders).where(eq(s.orders.clientKey, key))).length).toBe(2);
  });
});

describe('D08: a walk-in without a phone has no user row and gets no SMS', () => {
  it('writes the order with no customer, named «مشتری حضوری» on the board and in its view, and texts nobody', async () => {
    const users = (await db().select().from(s.users)).length;
    const [espresso] = await db()
      .select()
      .from(s.menuItems)
      .where(and(eq(s.menuItems.providerId, mirdamad.id), eq(s.menuItems.title, 'اسپرسو')));
    const r = await call(create, {
      body: {
        providerId: mirdamad.id,
        items: [{ _id: espresso.id, count: 1 }],
        paymentMethodId: await methodOf(mirdamad.id, barista),
      },
      token: barista,
    });
    expect(r.status).toBe(200);
    expect(r.body.order.customerName).toBe('مشتری حضوری');
    expect((await db().select().from(s.users)).length).toBe(users);
    expect(await db().select().from(s.users).where(eq(s.users.phone, WALK_IN_PHONE))).toEqual([]);
    const [row] = await db().select().from(s.orders).where(eq(s.orders.id, r.body.orderId));
    expect(row.userId).toBeNull();

    for (const status of ['accepted', 'ready', 'delivered'])
      expect((await call(changeStatus, { body: { orderId: r.body.orderId, status }, token: barista })).status).toBe(
        200,
      );
    const one = await call(orderOne, { query: { id: r.body.orderId }, token: barista });
    expect(one.status).toBe(200);
    expect(one.body.order).toMatchObject({ status: 'delivered', customerName: 'مشتری حضوری', userId: '' });
    const board = await call(orderList, { query: { providerId: mirdamad.id, paging: '1-50' }, token: barista });
    expect(board.status).toBe(200);
    // Status SMS are sent after the change commits; give them a moment.
    await new Promise((r) => setTimeout(r, 200));
    const texted = existsSync(env.outbox)
      ? readFileSync(env.outbox, 'utf8')
          .split('\n')
          .filter((l) => l.includes(WALK_IN_PHONE))
      : [];
    expect(texted).toEqual([]);
  });

  it("migration 0027 moves the old shared walk-in user's orders to no customer and removes the user", async () => {
    const [espresso] = await db()
      .select()
      .from(s.menuItems)
      .where(and(eq(s.menuItems.providerId, mirdamad.id), eq(s.menuItems.title, 'اسپرسو')));
    await db().insert(s.users).values({
      id: 'walkin00000000000000000a',
      phone: WALK_IN_PHONE,
      firstName: 'مشتری',
      lastName: 'حضوری',
      referralCode: 'WALKIN01',
    });
    const r = await call(create, {
      body: {
        providerId: mirdamad.id,
        phone: '09121330031',
        items: [{ _id: espresso.id, count: 1 }],
        paymentMethodId: await methodOf(mirdamad.id, barista),
      },
      token: barista,
    });
    await db().update(s.orders).set({ userId: 'walkin00000000000000000a' }).where(eq(s.orders.id, r.body.orderId));
    const sql = readFileSync(path.join(process.cwd(), 'server/db/migrations/0027_walk_in_orders.sql'), 'utf8');
    await rawDb().withLock(1, (exec) => exec(sql));
    expect(await db().select().from(s.users).where(eq(s.users.phone, WALK_IN_PHONE))).toEqual([]);
    const [row] = await db()
      .select()
      .from(s.orders)
      .where(and(eq(s.orders.id, r.body.orderId), isNull(s.orders.userId)));
    expect(row).toBeTruthy();
  });
});

import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { db } from '@/server/db/client';
import * as s from '@/server/db/schema';
import purchase from '@/pages/api/v1/bundle/purchase';
import calculate from '@/pages/api/v1/order/calculate/items/price';
import submit from '@/pages/api/v1/order/submit';
import changeStatus from '@/pages/api/v1/order/change/status';
import getOrder from '@/pages/api/v1/order/[id]';
import { paymentState } from '@/components/order/priceRows';
import { call, itemsOf, login, providerByBranch, setupTestEnv, DEMO_PHONES, type TestEnv } from './harness';
import { setWallet, userIdOf, walletOf } from './payment-helpers';

let env: TestEnv;
let buyer: string;
let buyerId: string;
let barista: string;
let mirdamad: typeof s.providers.$inferSelect;
let latteId: string;
let cakeId: string;

beforeAll(async () => {
  env = await setupTestEnv();
  buyer = await login(env, '09121420001');
  buyerId = await userIdOf('09121420001');
  barista = await login(env, DEMO_PHONES.mirdamadBarista);
  mirdamad = await providerByBranch('mirdamad');
  latteId = (await itemsOf(mirdamad.id)).find((i) => i.title === 'لاته')!.id;
  cakeId = (await itemsOf(mirdamad.id)).find((i) => i.title === 'چیزکیک نیویورکی')!.id;
});
afterAll(async () => env?.close());

describe('money of an order shown the same everywhere', () => {
  it('prices a cart its bundle covers at nothing to pay, and the order reads as paid by the bundle', async () => {
    const guest = await call(calculate, { body: { providerId: mirdamad.id, items: [{ _id: latteId, count: 1 }] } });
    expect(guest.body.price).toMatchObject({ price: 98_000, bundleDiscount: 0 });
    await setWallet(buyerId, 900_000);
    const [b] = (await db().select().from(s.bundles).where(eq(s.bundles.providerId, mirdamad.id))).filter(
      (x) => x.title === '۱۰ لاته',
    );
    expect((await call(purchase, { body: { bundleId: b.id, paymentBy: 'wallet' }, token: buyer })).status).toBe(200);
    // The cart: what the payment sheet and the order will say, not the menu price.
    const cart = await call(calculate, {
      body: { providerId: mirdamad.id, items: [{ _id: latteId, count: 1 }] },
      token: buyer,
    });
    expect(cart.status).toBe(200);
    expect(cart.body.price).toMatchObject({ itemsPrice: 98_000, bundleDiscount: 98_000, price: 0 });
    const r = await call(submit, {
      body: { providerId: mirdamad.id, items: [{ _id: latteId, count: 1 }], paymentBy: 'pos' },
      token: buyer,
    });
    expect(r.body.order).toMatchObject({ totalPrice: 0, bundleDiscount: 98_000 });
    expect(paymentState(r.body.order)).toMatchObject({ method: 'بسته اشتراک', badge: 'پرداخت شده', tone: 'paid' });
  });

  it('a cancelled wallet-paid order says its money went back to the wallet, and how much', async () => {
    await setWallet(buyerId, 500_000);
    const r = await call(submit, {
      body: { providerId: mirdamad.id, items: [{ _id: cakeId, count: 1 }], paymentBy: 'wallet' },
      token: buyer,
    });
    expect(r.status).toBe(200);
    const paid = r.body.order;
    expect(paymentState(paid).badge).toBe('پرداخت شده');
    const before = await walletOf(buyerId);
    expect(
      (
        await call(changeStatus, {
          body: { orderId: r.body.orderId, status: 'canceled', reason: 'تمام شدن مواد' },
          token: barista,
        })
      ).status,
    ).toBe(200);
    const seen = await call(getOrder, { query: { id: r.body.orderId }, token: buyer });
    expect(seen.body.order.refunded).toBe(true);
    const state = paymentState(seen.body.order);
    expect(state.badge).toBe('بازگشت به کیف پول');
    expect((await walletOf(buyerId)) - before).toBe(paid.walletAmount);
    expect(state.refundNote).toBe('۱۳۵٬۰۰۰ تومان به کیف پول بازگشت داده شد.');
  });
});

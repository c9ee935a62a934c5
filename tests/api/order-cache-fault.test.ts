import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { call, itemsOf, login, providerByBranch, setupTestEnv, DEMO_PHONES, type TestEnv } from './harness';
import submit from '@/pages/api/v1/order/submit';
import menuListHandler from '@/pages/api/v1/menu/list/[providerId]';
import { log } from '@/server/log';

/** Makes the cached pricing path fail once with a fault (not a refusal), as a bug in it would. */
const fault = vi.hoisted(() => ({ armed: false }));
vi.mock('@/server/services/order/price', async (original) => {
  const real = await original<typeof import('@/server/services/order/price')>();
  return {
    ...real,
    priceRows: (...args: Parameters<typeof real.priceRows>) => {
      if (fault.armed) {
        fault.armed = false;
        throw new TypeError('broken cached pricing');
      }
      return real.priceRows(...args);
    },
  };
});

let env: TestEnv;
let member: string;

beforeAll(async () => {
  env = await setupTestEnv();
  member = await login(env, DEMO_PHONES.customer);
});
afterAll(async () => env?.close());

describe('order submit: the cached pricing path', () => {
  it('logs a fault of the cached path and still places the order by the fresh read', async () => {
    const mirdamad = await providerByBranch('mirdamad');
    const [item] = (await itemsOf(mirdamad.id)).filter((i) => i.title === 'آیس لاته');
    expect((await call(menuListHandler, { query: { providerId: mirdamad.id } })).status).toBe(200);
    const logged = vi.spyOn(log, 'error').mockImplementation(() => {});
    try {
      fault.armed = true;
      const r = await call(submit, {
        token: member,
        body: { providerId: mirdamad.id, items: [{ _id: item.id, count: 1 }], paymentBy: 'pos', orderType: 'takeAway' },
      });
      expect(r.status).toBe(200);
      expect(fault.armed).toBe(false);
      expect(logged).toHaveBeenCalledWith(
        { err: expect.objectContaining({ message: 'broken cached pricing' }) },
        '[orders] cached pricing failed',
      );
    } finally {
      logged.mockRestore();
    }
  });
});

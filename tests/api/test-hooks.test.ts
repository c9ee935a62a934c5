import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { db } from '@/server/db/client';
import * as s from '@/server/db/schema';
import { clockNow, setClock } from '@/server/clock';
import { hourStart } from '@/server/services/space/space-hours';
import clockHook from '@/pages/api/v1/test/clock';
import jobHook from '@/pages/api/v1/test/job/[name]';
import submit from '@/pages/api/v1/order/space/submit';
import {
  call,
  itemsOf,
  login,
  providerByBranch,
  setupTestEnv,
  suiteDay,
  tehranNoon,
  DEMO_PHONES,
  type TestEnv,
} from './harness';

/**
 * The end-to-end server's test hooks (E2E_TEST_HOOKS=1, tests/e2e/server.ts): without the variable both
 * answer 404 whoever asks and change nothing; with it, head office moves the rules clock (which keeps
 * running) and runs a background job now through the scheduler's runner.
 */
let env: TestEnv;
let office: string;
let customer: string;

beforeAll(async () => {
  env = await setupTestEnv();
  office = await login(env, DEMO_PHONES.superAdmin);
  customer = await login(env, DEMO_PHONES.customer);
});
afterAll(async () => env?.close());
afterEach(() => {
  delete process.env.E2E_TEST_HOOKS;
  setClock(() => tehranNoon(new Date()));
});

const moveClock = (token: string | undefined, body: unknown) => call(clockHook, { body, token });
const runJob = (token: string | undefined, name: string) => call(jobHook, { method: 'POST', query: { name }, token });

describe('the end-to-end test hooks', () => {
  it('answer 404 without E2E_TEST_HOOKS=1, to head office too, and move nothing', async () => {
    const before = clockNow().getTime();
    for (const token of [office, customer, undefined]) {
      const c = await moveClock(token, { offsetMs: 86_400_000 });
      expect(c.status).toBe(404);
      expect(c.body.error.eLang.fa).toBe('موردی یافت نشد.');
      expect((await moveClock(token, { bad: 'x' })).status).toBe(404);
      expect((await runJob(token, 'space-no-show')).status).toBe(404);
    }
    expect(Math.abs(clockNow().getTime() - before)).toBeLessThan(60_000);
  });

  it('with the variable, let head office alone move the clock, which keeps running, and reset it', async () => {
    process.env.E2E_TEST_HOOKS = '1';
    expect((await moveClock(undefined, { offsetMs: 1000 })).status).toBe(401);
    expect((await moveClock(customer, { offsetMs: 1000 })).status).toBe(403);
    expect((await moveClock(office, { offsetMs: 1000, reset: true })).status).toBe(400);

    const moved = await moveClock(office, { offsetMs: 3 * 3_600_000 });
    expect(moved.status).toBe(200);
    const ahead = clockNow().getTime() - Date.now();
    expect(Math.abs(ahead - 3 * 3_600_000)).toBeLessThan(1000);
    const first = clockNow().getTime();
    await new Promise((r) => setTimeout(r, 20));
    expect(clockNow().getTime()).toBeGreaterThan(first);

    const at = new Date(Date.now() + 86_400_000).toISOString();
    expect((await moveClock(office, { at })).status).toBe(200);
    expect(Math.abs(clockNow().getTime() - Date.parse(at))).toBeLessThan(1000);

    expect((await moveClock(office, { reset: true })).body.offsetMs).toBe(0);
    expect(Math.abs(clockNow().getTime() - Date.now())).toBeLessThan(50);
  });

  it('with the variable, run the no-show sweep now under its job runner, and refuse an unknown job', async () => {
    process.env.E2E_TEST_HOOKS = '1';
    const mirdamad = await providerByBranch('mirdamad');
    const room = (await itemsOf(mirdamad.id)).find((i) => i.title === 'اتاق جلسه ۶ نفره (ساعتی)')!;
    const day = suiteDay(1);
    const booked = await call(submit, {
      body: {
        providerId: mirdamad.id,
        itemId: room.id,
        startDate: day,
        startingHour: 9,
        endingHour: 10,
        paymentBy: 'pos',
      },
      token: customer,
    });
    expect(booked.status).toBe(200);
    expect((await runJob(customer, 'space-no-show')).status).toBe(403);
    expect((await runJob(office, 'no-such-job')).status).toBe(404);
    expect((await runJob(office, 'space-no-show')).body).toEqual({ ran: true, value: 0 });

    // Past the start and the branch's grace (20 minutes): the hook's sweep releases it, once.
    const after = hourStart({ day, hour: 9 }).getTime() + 25 * 60_000;
    expect((await moveClock(office, { at: new Date(after).toISOString() })).status).toBe(200);
    expect((await runJob(office, 'space-no-show')).body).toEqual({ ran: true, value: 1 });
    expect((await runJob(office, 'space-no-show')).body).toEqual({ ran: true, value: 0 });
    const [order] = await db().select().from(s.orders).where(eq(s.orders.id, booked.body.orderId));
    expect(order.status).toBe('canceled');
  });
});

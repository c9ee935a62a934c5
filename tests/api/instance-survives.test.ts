/**
 * Issue 24, one instance that survives: the demo seed under the migration lock, the LISTEN connection
 * that comes back after the database drops it (caches dropped, streams told to resync), the menu
 * cache's version guard, background jobs once across instances, and the readiness answer.
 */
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { count, eq } from 'drizzle-orm';
import pg from 'pg';
import { appName, db, listenerAppName, openDatabase, rawDb, setDatabase } from '@/server/db/client';
import { prepareDatabase } from '@/server/db/migrate';
import * as s from '@/server/db/schema';
import { loadConfig } from '@/server/config';
import { publish, subscribe, type AppEvent } from '@/server/services/events/bus';
import { invalidateMenuCache, loadMenuSnapshot } from '@/server/services/menu/menu-cache';
import { providerSnapshot } from '@/server/services/provider/provider-cache';
import { runJobOnce, startScheduler } from '@/server/jobs/scheduler';
import { JOBS, type Job } from '@/server/jobs';
import {
  beginStopping,
  busLive,
  requestsInFlight,
  resetLifecycle,
  startBus,
  waitForRequests,
} from '@/server/lifecycle';
import { closeEventStreams } from '@/server/http/sse';
import { resetProxyWarning } from '@/server/http/cookies';
import ready from '@/pages/api/v1/ready';
import health from '@/pages/api/v1/health';
import boardEvents from '@/pages/api/v1/order/events/[providerId]';
import { call, DEMO_PHONES, itemsOf, login, openStream, providerByBranch, setupTestEnv, type TestEnv } from './harness';
import { log } from '@/server/log';

// The menu's database read, with a pause after it that a test can fill (the cache's race window).
const menuRead = vi.hoisted(() => ({ after: null as null | ((providerId: string) => Promise<void>) }));
vi.mock('@/server/services/menu/read-menu-snapshot', async (importOriginal) => {
  const actual = await importOriginal<typeof import('@/server/services/menu/read-menu-snapshot')>();
  return {
    ...actual,
    readMenuSnapshot: async (providerId: string) => {
      const snap = await actual.readMenuSnapshot(providerId);
      if (menuRead.after) await menuRead.after(providerId);
      return snap;
    },
  };
});

let env: TestEnv;
const PG_URL = process.env.TEST_DATABASE_URL;
const onPg = PG_URL ? it : it.skip;
if (!PG_URL) console.info('[instance-survives] PostgreSQL-only cases skipped: TEST_DATABASE_URL is unset');

/** Polls `check` every 10 ms until it holds; fails after `ms`. */
async function until(what: string, check: () => boolean | Promise<boolean>, ms = 10_000): Promise<void> {
  const end = Date.now() + ms;
  while (!(await check())) {
    if (Date.now() > end) throw new Error(`${what}: not within ${ms} ms`);
    await new Promise((r) => setTimeout(r, 10));
  }
}

/** Terminates this test file's backends with this application_name (as a database restart does to them). */
async function terminate(applicationName: string): Promise<number> {
  const admin = new pg.Client({ connectionString: PG_URL });
  await admin.connect();
  try {
    const r = await admin.query(
      'SELECT pg_terminate_backend(pid) FROM pg_stat_activity WHERE application_name = $1 AND pid <> pg_backend_pid()',
      [applicationName],
    );
    return r.rowCount ?? 0;
  } finally {
    await admin.end();
  }
}

async function currentSchema(): Promise<string> {
  const r = await rawDb().query<{ s: string }>('SELECT current_schema() AS s', []);
  return r.rows[0].s;
}

beforeAll(async () => {
  env = await setupTestEnv();
});
afterAll(async () => {
  await env.close();
});

/** Resolves once this instance has heard an event matching `match` (every earlier subscriber has run). */
async function heard(match: (e: AppEvent) => boolean): Promise<void> {
  let off: () => void = () => undefined;
  const got = new Promise<void>((resolve) => {
    void subscribe((e) => {
      if (match(e)) resolve();
    }).then((o) => (off = o));
  });
  await got;
  off();
}

describe('menu cache', () => {
  it('a reload that began before a menu change does not keep its stale menu', async () => {
    const p = await providerByBranch('mirdamad');
    const item = (await itemsOf(p.id)).find((i) => i.active && i.visible && !i.removedAt)!;
    const newPrice = item.price + 7_000;
    invalidateMenuCache(p.id);
    // The reload reads the menu; then, before it stores what it read, a change commits and its
    // NOTIFY reaches this instance (the cache's own subscriber drops the entry first).
    menuRead.after = async () => {
      menuRead.after = null;
      const arrived = heard((e) => e.type === 'menu' && e.providerId === p.id);
      await db().transaction(async (tx) => {
        await tx.update(s.menuItems).set({ price: newPrice }).where(eq(s.menuItems.id, item.id));
        await publish({ tx, event: { type: 'menu', providerId: p.id } });
      });
      await arrived;
    };
    await loadMenuSnapshot(p.id);
    const next = await loadMenuSnapshot(p.id);
    expect(next.itemRows.get(item.id)!.price).toBe(newPrice);
  });
});

describe('start-up', () => {
  it('two instances starting together on an empty database: one seeds, the other waits and finds it done', async () => {
    const searchPath = PG_URL ? `t_seed_${process.pid}_${Date.now().toString(36)}` : undefined;
    const a = await openDatabase({ url: PG_URL, searchPath });
    // On PostgreSQL a second instance is a second pool on the same schema; PGlite is one connection
    // in one process, where the two starts interleave on it.
    const b = PG_URL ? await openDatabase({ url: PG_URL, searchPath }) : a;
    try {
      const results = await Promise.allSettled([
        prepareDatabase(a, { seedDemo: true }),
        prepareDatabase(b, { seedDemo: true }),
      ]);
      expect(results.map((r) => (r.status === 'rejected' ? String(r.reason) : 'ok'))).toEqual(['ok', 'ok']);
      const [{ n }] = await a.db.select({ n: count() }).from(s.users).where(eq(s.users.phone, DEMO_PHONES.customer));
      expect(Number(n)).toBe(1);
    } finally {
      if (b !== a) await b.raw.close();
      await a.raw.close();
    }
  });

  it('DATABASE_POOL_SIZE sets the pool (default 10)', () => {
    expect(loadConfig({}).databasePoolSize).toBe(10);
    expect(loadConfig({ DATABASE_POOL_SIZE: '25' }).databasePoolSize).toBe(25);
    expect(() => loadConfig({ DATABASE_POOL_SIZE: '0' })).toThrow(/DATABASE_POOL_SIZE/);
  });
});

describe('the database connection comes back', () => {
  onPg('an idle pooled connection killed by the server is dropped, not a crash, and the next query works', async () => {
    // Leave a few idle connections in the pool, then end them from the server side.
    await Promise.all([1, 2, 3].map(() => rawDb().query('SELECT pg_sleep(0.05)', [])));
    const errors: unknown[] = [];
    const onUncaught = (e: unknown) => errors.push(e);
    process.on('uncaughtException', onUncaught);
    try {
      expect(await terminate(appName(await currentSchema()))).toBeGreaterThan(0);
      await new Promise((r) => setTimeout(r, 300));
      expect(errors).toEqual([]);
      const r = await rawDb().query<{ one: number }>('SELECT 1 AS one', []);
      expect(r.rows[0].one).toBe(1);
    } finally {
      process.off('uncaughtException', onUncaught);
    }
  });

  onPg(
    'the LISTEN connection reconnects: events flow again, caches are dropped and open streams told to resync',
    async () => {
      await startBus();
      expect(busLive()).toBe(true);
      const p = await providerByBranch('mirdamad');
      const menuBefore = await loadMenuSnapshot(p.id);
      const branchesBefore = await providerSnapshot();
      const admin = await login(env, DEMO_PHONES.mirdamadAdmin);
      const board = openStream(boardEvents, { token: admin, query: { providerId: p.id } });
      await board.ready();

      const schema = await currentSchema();
      expect(await terminate(listenerAppName(schema))).toBe(1);
      await until('the listener is seen down', () => !busLive(), 5_000);
      await until('the listener is back', () => busLive(), 5_000);

      // The open stream was ended with a reconnection hint: its reader reopens it and resyncs.
      await board.ended();
      expect(board.text()).toMatch(/retry: \d+\n\n$/);
      // The caches that may have missed a NOTIFY were dropped.
      expect(await loadMenuSnapshot(p.id)).not.toBe(menuBefore);
      expect(await providerSnapshot()).not.toBe(branchesBefore);
      // An event published after the reconnection arrives.
      const arrived = heard((e) => e.type === 'menu' && e.providerId === 'after-reconnect');
      await db().transaction((tx) => publish({ tx, event: { type: 'menu', providerId: 'after-reconnect' } }));
      await arrived;
    },
    30_000,
  );
});

describe('readiness', () => {
  let realHandle: Parameters<typeof setDatabase>[0];
  afterEach(() => {
    if (realHandle) setDatabase(realHandle);
    realHandle = undefined;
  });
  /** Swaps the process's raw connection for one with `over` changed (the real one is put back after). */
  function withRaw(over: Partial<ReturnType<typeof rawDb>>) {
    realHandle = { db: db(), raw: rawDb() };
    setDatabase({ db: db(), raw: { ...rawDb(), ...over } });
  }

  it('is 200 while the database answers and the LISTEN connection is up', async () => {
    await startBus();
    const r = await call(ready);
    expect(r.status).toBe(200);
    expect(r.body).toMatchObject({ ready: true, database: true, listener: true });
  });

  it('is 503 while the LISTEN connection is down, and health stays 200', async () => {
    withRaw({ listenerState: () => 'down' });
    const r = await call(ready);
    expect(r.status).toBe(503);
    expect(r.body.error.code).toBe('NOT_READY');
    expect(r.body.error.details).toMatchObject({ database: true, listener: false });
    expect((await call(health)).status).toBe(200);
  });

  it('is 503 while the database does not answer', async () => {
    withRaw({ query: () => Promise.reject(new Error('connection refused')) });
    const r = await call(ready);
    expect(r.status).toBe(503);
    expect(r.body.error.details).toMatchObject({ database: false });
  });
});

describe('graceful stop', () => {
  afterEach(() => resetLifecycle());

  it('refuses new requests with 503, ends open streams with a retry hint and waits for those in flight', async () => {
    const p = await providerByBranch('mirdamad');
    const admin = await login(env, DEMO_PHONES.mirdamadAdmin);
    const board = openStream(boardEvents, { token: admin, query: { providerId: p.id } });
    await board.ready();
    expect(requestsInFlight()).toBeGreaterThan(0);
    beginStopping();
    const refused = await call(ready);
    expect(refused.status).toBe(503);
    expect(refused.body.error.code).toBe('NOT_READY');
    expect(closeEventStreams(1_000)).toBeGreaterThan(0);
    await board.ended();
    expect(board.text()).toMatch(/retry: \d+\n\n$/);
    expect(await waitForRequests(2_000)).toBe(true);
  });
});

describe('background jobs', () => {
  it('the payment-expiry sweep is a job', () => {
    expect(JOBS.map((j) => j.name)).toContain('order-expiry');
  });

  it('a job runs on one instance at a time: a second run while the first holds the lock is skipped', async () => {
    let release!: () => void;
    const gate = new Promise<void>((r) => (release = r));
    let runs = 0;
    const job: Job = { name: 'test-lock', everyMs: 60_000, run: async () => (runs++, gate) };
    const first = runJobOnce(job);
    await until('the first run started', () => runs === 1);
    expect(await runJobOnce(job)).toEqual({ ran: false, reason: 'busy' });
    release();
    expect((await first).ran).toBe(true);
    // Released in finally: the next run goes ahead.
    expect((await runJobOnce(job)).ran).toBe(true);
    expect(runs).toBe(2);
  });

  it('two schedulers with the same job never run it at once', async () => {
    let active = 0;
    let most = 0;
    let runs = 0;
    const job: Job = {
      name: 'test-two-schedulers',
      everyMs: 40,
      run: async () => {
        active++;
        runs++;
        most = Math.max(most, active);
        await new Promise((r) => setTimeout(r, 100));
        active--;
      },
    };
    const a = startScheduler([job]);
    const b = startScheduler([job]);
    await until('the job ran a few times', () => runs >= 4, 10_000);
    await Promise.all([a.stop(), b.stop()]);
    expect(most).toBe(1);
  });

  it('a failing job is logged and does not stop the scheduler', async () => {
    const spy = vi.spyOn(log, 'error').mockImplementation(() => undefined);
    try {
      const out = await runJobOnce({ name: 'test-fail', everyMs: 1, run: () => Promise.reject(new Error('boom')) });
      expect(out.ran).toBe(false);
      expect(spy).toHaveBeenCalled();
    } finally {
      spy.mockRestore();
    }
  });
});

describe('TRUST_PROXY', () => {
  it('warns once per process when requests carry X-Forwarded-For and TRUST_PROXY is off', async () => {
    resetProxyWarning();
    const spy = vi.spyOn(log, 'warn').mockImplementation(() => undefined);
    try {
      await call(health, { headers: { 'x-forwarded-for': '203.0.113.7' } });
      await call(health, { headers: { 'x-forwarded-for': '203.0.113.8' } });
      await call(health);
      const warnings = spy.mock.calls.filter((c) => String(c[0]).includes('TRUST_PROXY'));
      expect(warnings).toHaveLength(1);
    } finally {
      spy.mockRestore();
    }
  });
});

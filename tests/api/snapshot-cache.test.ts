/**
 * The in-process copy the menu and the branch list are served from (server/services/events/snapshot-cache.ts):
 * what a request gets after a change, a miss, a failed read, an expired copy and another database.
 * The menu's race (a change committed while a read was under way) is in instance-survives.test.ts.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { db } from '@/server/db/client';
import { publish, subscribe, type AppEvent } from '@/server/services/events/bus';
import { resyncAll } from '@/server/services/events/resync';
import { snapshotCache } from '@/server/services/events/snapshot-cache';
import { setupTestEnv, type TestEnv } from './harness';

let env: TestEnv;
beforeAll(async () => {
  env = await setupTestEnv({ seed: false });
});
afterAll(async () => env?.close());

let caches = 0;
/** A cache over a value that changes with every read: `reads` counts the database reads per key. */
function counting({ ttlMs, fail }: { ttlMs?: number; fail?: () => boolean } = {}) {
  const reads = new Map<string, number>();
  const cache = snapshotCache<string>({
    name: `test-${++caches}`,
    ttlMs,
    keyOf: (e) => (e.type === 'menu' ? e.providerId : undefined),
    load: async (key) => {
      const n = (reads.get(key) ?? 0) + 1;
      reads.set(key, n);
      await db().execute(sql`SELECT 1`);
      if (fail?.()) throw new Error('the database did not answer');
      return `${key}#${n}`;
    },
  });
  return { cache, reads: (key: string) => reads.get(key) ?? 0 };
}

/** Commits a 'menu' event for `key` and resolves once this instance has heard it (the cache heard it first). */
async function changeCommitted(key: string): Promise<void> {
  let off: () => void = () => undefined;
  const arrived = new Promise<void>((resolve) => {
    void subscribe((e: AppEvent) => {
      if (e.type === 'menu' && e.providerId === key) resolve();
    }).then((o) => (off = o));
  });
  await db().transaction((tx) => publish({ tx, event: { type: 'menu', providerId: key } }));
  await arrived;
  off();
}

describe('snapshot cache', () => {
  it('reads once for requests that miss together, and answers the copy after that', async () => {
    const { cache, reads } = counting();
    const answers = await Promise.all(Array.from({ length: 20 }, () => cache.get('a')));
    expect(new Set(answers)).toEqual(new Set(['a#1']));
    expect(await cache.get('a')).toBe('a#1');
    expect(reads('a')).toBe(1);
  });

  it('a committed change drops only the copy it names, on the instance that did not write it too', async () => {
    const { cache, reads } = counting();
    await cache.get('a');
    await cache.get('b');
    // Nothing drops the copy on this instance but the NOTIFY.
    await changeCommitted('a');
    expect(await cache.get('a')).toBe('a#2');
    expect(await cache.get('b')).toBe('b#1');
    expect(reads('b')).toBe(1);
  });

  it('a change rolled back drops nothing', async () => {
    const { cache, reads } = counting();
    await cache.get('a');
    await db()
      .transaction(async (tx) => {
        await publish({ tx, event: { type: 'menu', providerId: 'a' } });
        throw new Error('rolled back');
      })
      .catch(() => undefined);
    // A committed event after it shows the bus delivered everything before it.
    await changeCommitted('other');
    expect(await cache.get('a')).toBe('a#1');
    expect(reads('a')).toBe(1);
  });

  it('drops every copy when events may have been missed (the LISTEN connection came back)', async () => {
    const { cache } = counting();
    await cache.get('a');
    await cache.get('b');
    resyncAll();
    expect(await cache.get('a')).toBe('a#2');
    expect(await cache.get('b')).toBe('b#2');
  });

  it('keeps no failed read: the next request reads again', async () => {
    let down = true;
    const { cache, reads } = counting({ fail: () => down });
    await expect(cache.get('a')).rejects.toThrow('did not answer');
    down = false;
    expect(await cache.get('a')).toBe('a#2');
    expect(reads('a')).toBe(2);
  });

  it('past its TTL answers the copy once more while one read refreshes it behind', async () => {
    const { cache, reads } = counting({ ttlMs: 200 });
    await cache.get('a');
    await new Promise((r) => setTimeout(r, 250));
    const [x, y] = await Promise.all([cache.get('a'), cache.get('a')]);
    expect([x, y]).toEqual(['a#1', 'a#1']);
    // One refresh for both requests.
    expect(reads('a')).toBe(2);
    await expect.poll(() => cache.get('a')).toBe('a#2');
  });

  it('past its TTL with the database down, the copy is dropped rather than answered on and on', async () => {
    let down = false;
    const { cache, reads } = counting({ ttlMs: 200, fail: () => down });
    await cache.get('a');
    await new Promise((r) => setTimeout(r, 250));
    down = true;
    expect(await cache.get('a')).toBe('a#1');
    // Once the refresh has failed, a request waits for a read of its own.
    await expect
      .poll(() =>
        cache.get('a').then(
          () => 'answered',
          () => 'refused',
        ),
      )
      .toBe('refused');
    expect(reads('a')).toBeGreaterThanOrEqual(3);
  });

  it('starts again on another database (tests swap them), and hears that database’s changes', async () => {
    const { cache } = counting();
    await cache.get('a');
    await env.close();
    env = await setupTestEnv({ seed: false });
    expect(await cache.get('a')).toBe('a#2');
    await changeCommitted('a');
    expect(await cache.get('a')).toBe('a#3');
  });
});

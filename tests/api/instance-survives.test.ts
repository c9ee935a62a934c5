/**
 * Issue 24, one instance that survives: the demo seed under the migration lock, the LISTEN connection
 * that comes back after the database drops it (caches dropped, streams told to resync), the menu
 * cache's version guard, background jobs once across instances, and the readiness answer.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { db } from '@/server/db/client';
import * as s from '@/server/db/schema';
import { publish, subscribe, type AppEvent } from '@/server/services/events/bus';
import { invalidateMenuCache, loadMenuSnapshot, readMenuSnapshot } from '@/server/services/menu/menu-cache';
import { itemsOf, providerByBranch, setupTestEnv, type TestEnv } from './harness';

let env: TestEnv;

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
    await loadMenuSnapshot(p.id, async (id) => {
      const snap = await readMenuSnapshot(id);
      const arrived = heard((e) => e.type === 'menu' && e.providerId === p.id);
      await db().transaction(async (tx) => {
        await tx.update(s.menuItems).set({ price: newPrice }).where(eq(s.menuItems.id, item.id));
        await publish(tx, { type: 'menu', providerId: p.id });
      });
      await arrived;
      return snap;
    });
    const next = await loadMenuSnapshot(p.id);
    expect(next.itemRows.get(item.id)!.price).toBe(newPrice);
  });
});

import { and, asc, eq, lt } from 'drizzle-orm';
import type { TabListAnswer } from '@/lib/contracts/tab';
import { clockNow } from '../../clock';
import { db } from '../../db/client';
import { tabs } from '../../db/schema';
import { log } from '../../log';
import { closeTabRow } from './finish-tab';
import { lockTab } from './tab-lock';
import { tabMoney } from './tab-money';
import { toTabViews } from './tab-view';

/** GET /v1/tab/list/{providerId}: the branch's open tabs for its staff (the route checks `orders` there). */
export async function listOpenTabs({ providerId }: { providerId: string }): Promise<TabListAnswer> {
  const rows = await db()
    .select()
    .from(tabs)
    .where(and(eq(tabs.providerId, providerId), eq(tabs.status, 'open')))
    .orderBy(asc(tabs.createdAt));
  const views = await toTabViews({ rows });
  return { tabs: views, total: views.length };
}

/** How long an open tab may sit with nothing ordered before it closes itself (when nothing is owed). */
export const TAB_IDLE_MS = 3 * 3_600_000;

/**
 * The idle-tab job: an open tab with nothing added or sent for three hours closes itself when nothing is
 * owed; one with money owed is left for staff to take or cancel. Each tab under its own row lock, so it is
 * safe beside a round or a payment arriving at that moment, and safe to run again.
 */
export async function closeIdleTabs(): Promise<number> {
  const before = new Date(clockNow().getTime() - TAB_IDLE_MS);
  const idle = await db()
    .select({ id: tabs.id })
    .from(tabs)
    .where(and(eq(tabs.status, 'open'), lt(tabs.lastActivityAt, before)))
    .limit(200);
  let closed = 0;
  for (const { id } of idle) {
    try {
      const done = await db().transaction(async (tx) => {
        const tab = await lockTab({ tx, tabId: id });
        if (tab.status !== 'open' || tab.lastActivityAt >= before) return false;
        if ((await tabMoney({ tx, tabId: id })).unpaid > 0) return false;
        await closeTabRow({ tx, tab, actorId: null });
        return true;
      });
      if (done) closed += 1;
    } catch (err) {
      log.error({ err, tabId: id }, '[tabs] idle close');
    }
  }
  return closed;
}

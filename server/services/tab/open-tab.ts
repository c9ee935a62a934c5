import { randomInt } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import type { TabView } from '@/lib/contracts/tab';
import type { SessionUser } from '../../auth/session';
import { clockNow } from '../../clock';
import { db } from '../../db/client';
import { isUniqueViolation } from '../../db/errors';
import { newId } from '../../db/ids';
import { tabMembers, tabs } from '../../db/schema';
import { tableById } from '../provider/table-by-id';
import { publishTab } from './tab-publish';
import { toTabViews } from './tab-view';

/** The open tab of a table, if any. */
export async function openTabOf(tableId: string): Promise<typeof tabs.$inferSelect | null> {
  const [row] = await db()
    .select()
    .from(tabs)
    .where(and(eq(tabs.tableId, tableId), eq(tabs.status, 'open')))
    .limit(1);
  return row ?? null;
}

/**
 * POST /v1/tab/open: starts the table's tab with the caller as its first member and a fresh four-digit
 * join code. The partial unique index «one open tab per table» decides a race: of twenty phones opening
 * at once exactly one writes, the others get `{ conflict: tabId }` (answered 409 with the tab's id).
 */
export async function openTab({
  user,
  tableId,
}: {
  user: SessionUser;
  tableId: string;
}): Promise<{ tab: TabView } | { conflict: string }> {
  const { table } = await tableById(tableId);
  const id = newId();
  try {
    const row = await db().transaction(async (tx) => {
      const now = clockNow();
      const [tab] = await tx
        .insert(tabs)
        .values({
          id,
          providerId: table.providerId,
          tableId: table._id,
          joinCode: String(randomInt(0, 10_000)).padStart(4, '0'),
          openedBy: user.id,
          lastActivityAt: now,
        })
        .returning();
      await tx.insert(tabMembers).values({ tabId: id, userId: user.id });
      await publishTab({ tx, tab, change: 'member' });
      return tab;
    });
    return { tab: (await toTabViews({ rows: [row] }))[0] };
  } catch (err) {
    if (!isUniqueViolation(err)) throw err;
    const open = await openTabOf(table._id);
    if (!open) throw err;
    return { conflict: open.id };
  }
}

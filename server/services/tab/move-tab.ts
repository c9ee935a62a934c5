import { and, eq, inArray } from 'drizzle-orm';
import type { TabMoveInput, TabView } from '@/lib/contracts/tab';
import type { SessionUser } from '../../auth/session';
import { db } from '../../db/client';
import { isUniqueViolation } from '../../db/errors';
import { orders, tabs } from '../../db/schema';
import { AppError } from '../../http/errors';
import { tableById } from '../provider/table-by-id';
import { assertTabOpen, lockTab } from './tab-lock';
import { publishTab } from './tab-publish';
import { assertTabStaff } from './tab-staff';
import { tabViewById } from './tab-view';

/**
 * POST /v1/tab/move (staff): moves an open tab to another table of the same branch that has no open tab
 * (the «one open tab per table» index refuses a busy one: 409). Rounds the bar is still on follow it, so
 * they are served at the new table.
 */
export async function moveTab({ user, input }: { user: SessionUser; input: TabMoveInput }): Promise<{ tab: TabView }> {
  // Read before the transaction: the embedded database serves one connection.
  const { table } = await tableById(input.tableId);
  try {
    await db().transaction(async (tx) => {
      const tab = await lockTab({ tx, tabId: input.tabId });
      assertTabStaff({ user, tab });
      assertTabOpen(tab);
      if (table.providerId !== tab.providerId) throw new AppError('TABLE_NOT_FOUND');
      if (table._id === tab.tableId) return;
      await tx.update(tabs).set({ tableId: table._id }).where(eq(tabs.id, tab.id));
      await tx
        .update(orders)
        .set({ tableId: table._id })
        .where(and(eq(orders.tabId, tab.id), inArray(orders.status, ['new', 'accepted', 'preparing', 'ready'])));
      await publishTab({ tx, tab, change: 'moved' });
    });
  } catch (err) {
    if (isUniqueViolation(err)) throw new AppError('TAB_TABLE_BUSY');
    throw err;
  }
  return { tab: (await tabViewById({ tabId: input.tabId }))! };
}

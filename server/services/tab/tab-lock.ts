import { eq } from 'drizzle-orm';
import type { Tx } from '../../db/client';
import { tabs } from '../../db/schema';
import { AppError } from '../../http/errors';

export type TabRow = typeof tabs.$inferSelect;

/** The tab's row locked for this transaction: every change of a tab (lines, rounds, shares, payments) queues here. */
export async function lockTab({ tx, tabId }: { tx: Tx; tabId: string }): Promise<TabRow> {
  const [tab] = await tx.select().from(tabs).where(eq(tabs.id, tabId)).for('update');
  if (!tab) throw new AppError('TAB_NOT_FOUND');
  return tab;
}

/** Refuses anything but an open tab (a round, a payment, a split after close): 409 in Persian. */
export function assertTabOpen(tab: TabRow): void {
  if (tab.status !== 'open') throw new AppError('TAB_CLOSED');
}

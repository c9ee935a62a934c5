import { eq } from 'drizzle-orm';
import type { TabJoinInput, TabView } from '@/lib/contracts/tab';
import type { SessionUser } from '../../auth/session';
import { checkLimit, hitLimits, type Limit } from '../../auth/rate-limit';
import { db } from '../../db/client';
import { tabMembers, tabs } from '../../db/schema';
import { AppError } from '../../http/errors';
import { tableById } from '../provider/table-by-id';
import { openTabOf } from './open-tab';
import { isMember } from './tab-access';
import { lockTab } from './tab-lock';
import { publishTab } from './tab-publish';
import { toTabViews } from './tab-view';

/**
 * Wrong join codes allowed per window, per person and per tab, so the 10,000 codes cannot be tried out
 * (counted only when wrong, as sign-in codes are): 5 per person and 10 per tab in 15 minutes.
 */
export const JOIN_LIMITS = {
  user: (userId: string): Limit => ({
    key: `tab-join:user:${userId}`,
    windowSeconds: 900,
    max: 5,
    code: 'TAB_JOIN_LIMIT',
  }),
  tab: (tabId: string): Limit => ({
    key: `tab-join:tab:${tabId}`,
    windowSeconds: 900,
    max: 10,
    code: 'TAB_JOIN_LIMIT',
  }),
};

/**
 * POST /v1/tab/join: joins the table's open tab with its four-digit code (shown on the members' phones
 * and on the board). A member already in it just gets it back. A wrong code is refused 403 and counted;
 * past the limits every try is refused 429 for the rest of the window, the right code included.
 */
export async function joinTab({ user, input }: { user: SessionUser; input: TabJoinInput }): Promise<{ tab: TabView }> {
  const { table } = await tableById(input.tableId);
  const open = await openTabOf(table._id);
  if (!open) throw new AppError('TAB_NOT_FOUND');
  if (await isMember({ tabId: open.id, userId: user.id })) return { tab: (await toTabViews({ rows: [open] }))[0] };
  const limits = [JOIN_LIMITS.user(user.id), JOIN_LIMITS.tab(open.id)];
  for (const l of limits) await checkLimit(l);
  if (input.joinCode !== open.joinCode) {
    await hitLimits(limits);
    throw new AppError('TAB_JOIN_CODE_WRONG');
  }
  await db().transaction(async (tx) => {
    const tab = await lockTab({ tx, tabId: open.id });
    if (tab.status !== 'open') throw new AppError('TAB_CLOSED');
    const added = await tx
      .insert(tabMembers)
      .values({ tabId: tab.id, userId: user.id })
      .onConflictDoNothing()
      .returning();
    if (added.length) await publishTab({ tx, tab, change: 'member' });
  });
  const [row] = await db().select().from(tabs).where(eq(tabs.id, open.id));
  return { tab: (await toTabViews({ rows: [row] }))[0] };
}

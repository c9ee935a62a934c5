import { and, eq } from 'drizzle-orm';
import type { SessionUser } from '../../auth/session';
import { db, type DbOrTx } from '../../db/client';
import { tabMembers } from '../../db/schema';
import { AppError } from '../../http/errors';
import type { TabRow } from './tab-lock';
import { isTabStaff } from './tab-staff';

export async function isMember({ tx = db(), tabId, userId }: { tx?: DbOrTx; tabId: string; userId: string }) {
  const [m] = await tx
    .select({ userId: tabMembers.userId })
    .from(tabMembers)
    .where(and(eq(tabMembers.tabId, tabId), eq(tabMembers.userId, userId)))
    .limit(1);
  return Boolean(m);
}

/**
 * Who may see or act on a tab: its members, and staff with `orders` at its branch. Anyone else is
 * refused 403 (a customer sees only the tabs they were in; the next party at the table gets its own tab).
 */
export async function assertTabAccess({
  tx = db(),
  user,
  tab,
}: {
  tx?: DbOrTx;
  user: SessionUser;
  tab: TabRow;
}): Promise<{ staff: boolean }> {
  if (await isMember({ tx, tabId: tab.id, userId: user.id })) return { staff: isTabStaff({ user, tab }) };
  if (isTabStaff({ user, tab })) return { staff: true };
  throw new AppError('TAB_NOT_MEMBER');
}

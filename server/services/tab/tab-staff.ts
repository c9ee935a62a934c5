import { can } from '@/lib/permissions';
import type { SessionUser } from '../../auth/session';
import { AppError } from '../../http/errors';
import type { TabRow } from './tab-lock';

/** Staff who run the branch's board: they see and act on every tab of the branch. */
export function isTabStaff({ user, tab }: { user: SessionUser; tab: Pick<TabRow, 'providerId'> }): boolean {
  return can(user, 'orders', tab.providerId);
}

/** Staff only (move, cancel, counter payments): 403 for everyone else. */
export function assertTabStaff({ user, tab }: { user: SessionUser; tab: TabRow }): void {
  if (!isTabStaff({ user, tab })) throw new AppError('FORBIDDEN');
}

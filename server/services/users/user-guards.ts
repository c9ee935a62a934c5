import { eq } from 'drizzle-orm';
import { holdsEveryRightOf, holdsStaffRights, type HeldRights } from '@/lib/permissions';
import { type SessionUser } from '../../auth/session';
import { type DbOrTx } from '../../db/client';
import { providerStaff } from '../../db/schema';
import { AppError } from '../../http/errors';
import { type UserRecord } from './view';

/** Only a super admin changes a super admin's account. */
export function guardTarget({ actor, target }: { actor: SessionUser; target: UserRecord }) {
  if (target.userType === 'superAdmin' && actor.userType !== 'superAdmin')
    throw new AppError('USER_SUPER_ADMIN_PROTECTED');
}

/**
 * An account holding staff or admin rights (chain-wide flags, or admin or barista of any branch) is
 * changed only by someone holding every one of those rights (a super admin holds all), the rule
 * removing an admin follows: else a lesser admin could move a fuller one's phone to their own and
 * sign in as them (issue 22, H1).
 */
export async function guardRights({ actor, target, tx }: { actor: SessionUser; target: UserRecord; tx: DbOrTx }) {
  guardTarget({ actor, target });
  const staff = await tx
    .select({ providerId: providerStaff.providerId, role: providerStaff.role, accessLevel: providerStaff.accessLevel })
    .from(providerStaff)
    .where(eq(providerStaff.userId, target.id));
  const rights: HeldRights = { userType: target.userType, accessLevel: target.accessLevel, staff };
  if (holdsStaffRights(rights) && !holdsEveryRightOf(actor, rights)) throw new AppError('USER_RIGHTS_PROTECTED');
}

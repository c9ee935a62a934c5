import { eq, sql } from 'drizzle-orm';
import type { AdminUserView } from '@/lib/contracts/users';
import { type SessionUser } from '../../auth/session';
import { db } from '../../db/client';
import { users } from '../../db/schema';
import { AppError } from '../../http/errors';
import { findUser, viewOf } from './user-record';
import { guardRights, guardTarget } from './user-guards';

type Flag = 'active' | 'verified' | 'hidden';

/**
 * POST /v1/user/change/active, /verify/admin, /hide: turns one of the account's switches. A
 * deactivated user's sessions stop working at once (the session lookup checks `active`); nobody
 * deactivates themselves, and a staff account's activation needs every right it holds (guardRights).
 */
export async function setUserFlag({
  actor,
  userId,
  flag,
  value,
}: {
  actor: SessionUser;
  userId: string;
  flag: Flag;
  value: boolean;
}): Promise<{ user: AdminUserView }> {
  const target = await findUser({ userId });
  if (flag === 'active') await guardRights({ actor, target, tx: db() });
  else guardTarget({ actor, target });
  if (flag === 'active' && !value && target.id === actor.id) throw new AppError('USER_SELF_DEACTIVATE');
  await db()
    .update(users)
    .set({ [flag]: value, updatedAt: sql`now()` })
    .where(eq(users.id, userId));
  return { user: await viewOf({ userId }) };
}

import { eq, sql } from 'drizzle-orm';
import { holdsEveryRightOf } from '@/lib/permissions';
import type { SessionUser } from '../../auth/session';
import { db } from '../../db/client';
import { users } from '../../db/schema';
import { AppError } from '../../http/errors';
import { loadAdmin } from './admin-view';

/**
 * POST /v1/admin/remove: takes every global flag from an admin (the account stays a customer's).
 * 404 for someone who is no admin; 403 for a super admin, oneself, or an admin holding flags the actor lacks.
 */
export async function removeAdmin({ actor, userId }: { actor: SessionUser; userId: string }): Promise<void> {
  const row = await loadAdmin(userId);
  if (row.userType === 'superAdmin' || row.id === actor.id) throw new AppError('ADMIN_REMOVE_FORBIDDEN');
  if (!holdsEveryRightOf(actor, { accessLevel: row.accessLevel })) throw new AppError('ADMIN_REMOVE_FORBIDDEN');
  await db()
    .update(users)
    .set({ accessLevel: {}, updatedAt: sql`now()` })
    .where(eq(users.id, row.id));
}

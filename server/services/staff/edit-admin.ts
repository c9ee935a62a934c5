import { eq, sql } from 'drizzle-orm';
import type { AdminView, AdminEditInput } from '@/lib/contracts/staff';
import type { SessionUser } from '../../auth/session';
import { db } from '../../db/client';
import { users } from '../../db/schema';
import { AppError } from '../../http/errors';
import { loadAdmin, view } from './admin-view';
import { assertMayGrant, cleanLevel } from './admin-rules';

/** POST /v1/admin/edit: a general admin's flags; super admins and one's own flags are not edited here. */
export async function editAdmin({
  actor,
  input,
}: {
  actor: SessionUser;
  input: AdminEditInput;
}): Promise<{ admin: AdminView }> {
  const row = await loadAdmin(input.userId);
  if (row.userType === 'superAdmin' || row.id === actor.id) throw new AppError('FORBIDDEN');
  const level = cleanLevel(input.accessLevel);
  assertMayGrant({ actor, level, before: row.accessLevel ?? {} });
  const [updated] = await db()
    .update(users)
    .set({ accessLevel: level, updatedAt: sql`now()` })
    .where(eq(users.id, row.id))
    .returning();
  return { admin: view(updated) };
}

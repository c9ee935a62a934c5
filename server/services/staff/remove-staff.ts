import { and, eq } from 'drizzle-orm';
import { holdsEveryRightOf, type StaffRole } from '@/lib/permissions';
import type { StaffRemoveInput } from '@/lib/contracts/staff';
import type { SessionUser } from '../../auth/session';
import { db } from '../../db/client';
import { providerStaff } from '../../db/schema';
import { AppError } from '../../http/errors';
import { NOT_FOUND, staffRow } from './branch-staff-view';

/**
 * POST /v1/provider/{admin|barista}/remove: takes someone off the branch's staff (their account stays).
 * 404 when they are not its admin/barista; 403 for removing oneself or, for a branch admin, another
 * admin holding flags the actor lacks there.
 */
export async function removeStaff({
  actor,
  input,
  role,
}: {
  actor: SessionUser;
  input: StaffRemoveInput;
  role: StaffRole;
}): Promise<void> {
  const row = await staffRow({ providerId: input.providerId, userId: input.userId, role });
  if (!row) throw new AppError(NOT_FOUND[role]);
  if (role === 'admin') {
    if (row.userId === actor.id) throw new AppError('ADMIN_REMOVE_FORBIDDEN');
    if (
      !holdsEveryRightOf(actor, {
        staff: [{ providerId: input.providerId, role: 'admin', accessLevel: row.accessLevel }],
      })
    )
      throw new AppError('ADMIN_REMOVE_FORBIDDEN');
  }
  await db()
    .delete(providerStaff)
    .where(
      and(
        eq(providerStaff.providerId, input.providerId),
        eq(providerStaff.userId, input.userId),
        eq(providerStaff.role, role),
      ),
    );
}

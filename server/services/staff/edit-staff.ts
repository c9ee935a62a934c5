import { and, eq, sql } from 'drizzle-orm';
import { holdsChainRights, type StaffRole } from '@/lib/permissions';
import type { StaffView, StaffEditInput } from '@/lib/contracts/staff';
import type { SessionUser } from '../../auth/session';
import { db } from '../../db/client';
import { providerStaff, users } from '../../db/schema';
import { AppError } from '../../http/errors';
import { NOT_FOUND, staffRow, view } from './branch-staff-view';
import { assertMayGrant, fullLevel } from './branch-staff-rules';

/**
 * POST /v1/provider/{admin|barista}/edit: an admin's flags (not one's own), and a name only where
 * the profile lacks one, never on an account with chain-level rights (issue 22: branch staff renamed
 * any account, the super admin included).
 */
export async function editStaff({
  actor,
  input,
  role,
}: {
  actor: SessionUser;
  input: StaffEditInput;
  role: StaffRole;
}): Promise<{ staff: StaffView }> {
  const row = await staffRow({ providerId: input.providerId, userId: input.userId, role });
  if (!row) throw new AppError(NOT_FOUND[role]);
  await db().transaction(async (tx) => {
    if (role === 'admin' && input.accessLevel) {
      if (row.userId === actor.id) throw new AppError('FORBIDDEN');
      const level = fullLevel(input.accessLevel);
      assertMayGrant({ actor, providerId: input.providerId, level, before: row.accessLevel });
      await tx
        .update(providerStaff)
        .set({ accessLevel: level })
        .where(and(eq(providerStaff.providerId, input.providerId), eq(providerStaff.userId, input.userId)));
    }
    const [person] = await tx.select().from(users).where(eq(users.id, input.userId)).limit(1);
    const names: Partial<typeof users.$inferInsert> = {};
    if (person && !holdsChainRights(person)) {
      if (input.firstName && !person.firstName) names.firstName = input.firstName;
      if (input.lastName && !person.lastName) names.lastName = input.lastName;
    }
    if (Object.keys(names).length)
      await tx
        .update(users)
        .set({ ...names, updatedAt: sql`now()` })
        .where(eq(users.id, input.userId));
  });
  return { staff: view((await staffRow({ providerId: input.providerId, userId: input.userId, role }))!) };
}

import { and, eq } from 'drizzle-orm';
import { type StaffRole } from '@/lib/permissions';
import type { StaffView, StaffAddInput } from '@/lib/contracts/staff';
import type { SessionUser } from '../../auth/session';
import { db } from '../../db/client';
import { providerStaff } from '../../db/schema';
import { AppError } from '../../http/errors';
import { findOrRegister } from './people';
import { DUPLICATE, staffRow, view } from './branch-staff-view';
import { assertMayGrant, fullLevel, providerName } from './branch-staff-rules';

/**
 * POST /v1/provider/{admin|barista}/add: makes a user (found or registered by phone) an admin or
 * barista of the branch. One role per person per branch: someone already on its staff is a 400
 * with the spec's duplicate message.
 */
export async function addStaff({
  actor,
  input,
  role,
}: {
  actor: SessionUser;
  input: StaffAddInput;
  role: StaffRole;
}): Promise<{ staff: StaffView }> {
  await providerName({ providerId: input.providerId });
  const level = role === 'admin' ? fullLevel(input.accessLevel) : {};
  if (role === 'admin') assertMayGrant({ actor, providerId: input.providerId, level });
  const userId = await db().transaction(async (tx) => {
    const user = await findOrRegister({ tx, phone: input.phone, names: input });
    const [already] = await tx
      .select({ role: providerStaff.role })
      .from(providerStaff)
      .where(and(eq(providerStaff.providerId, input.providerId), eq(providerStaff.userId, user.id)))
      .limit(1);
    if (already) throw new AppError(DUPLICATE[already.role]);
    await tx.insert(providerStaff).values({ providerId: input.providerId, userId: user.id, role, accessLevel: level });
    return user.id;
  });
  return { staff: view((await staffRow({ providerId: input.providerId, userId, role }))!) };
}

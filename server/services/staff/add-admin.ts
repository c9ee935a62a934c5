import { eq, sql } from 'drizzle-orm';
import { ACCESS_FLAGS } from '@/lib/permissions';
import type { AdminView, AdminAddInput } from '@/lib/contracts/staff';
import type { SessionUser } from '../../auth/session';
import { db } from '../../db/client';
import { users } from '../../db/schema';
import { AppError } from '../../http/errors';
import { findOrRegister } from './people';
import { view } from './admin-view';
import { assertMayGrant, cleanLevel } from './admin-rules';

/** POST /v1/admin/add: gives a user (found or registered by phone) global flags; an admin already is a 400. */
export async function addAdmin({
  actor,
  input,
}: {
  actor: SessionUser;
  input: AdminAddInput;
}): Promise<{ admin: AdminView }> {
  const level = cleanLevel(input.accessLevel);
  assertMayGrant({ actor, level });
  return db().transaction(async (tx) => {
    const user = await findOrRegister({ tx, phone: input.phone, names: input });
    const held = user.accessLevel ?? {};
    if (user.userType === 'superAdmin' || ACCESS_FLAGS.some((f) => held[f] === true))
      throw new AppError('ADMIN_DUPLICATE');
    const [row] = await tx
      .update(users)
      .set({ accessLevel: level, updatedAt: sql`now()` })
      .where(eq(users.id, user.id))
      .returning();
    return { admin: view(row) };
  });
}

import { eq, sql } from 'drizzle-orm';
import type { AdminUserView, UserEditInput } from '@/lib/contracts/users';
import { phoneChangedSmsText } from '@/lib/messages/users';
import { forgetPhoneDevices } from '../../auth/device';
import { revokeUserSessions, type SessionUser } from '../../auth/session';
import { config } from '../../config';
import { db } from '../../db/client';
import { users } from '../../db/schema';
import { AppError } from '../../http/errors';
import { sms } from '../../integrations/sms';
import { userColumns } from './view';
import { guardRights } from './user-guards';
import { orNull, phoneTaken } from './user-fields';
import { viewOf } from './user-record';
import { log } from '../../log';

/** Texts the number an account left; a failed SMS is logged (without the phone) and undoes nothing. */
async function tellOldPhone(oldPhone: string) {
  try {
    await sms().send({ to: oldPhone, text: phoneChangedSmsText(config().productName) });
  } catch (err) {
    log.error({ err }, '[users] phone-change SMS failed');
  }
}

/**
 * POST /v1/user/edit: changes the given fields; an empty text clears a name or the email. A staff
 * account needs every right it holds (guardRights). A new phone signs the account out everywhere,
 * forgets the devices that verified the old number, and texts the old number.
 */
export async function editUser({
  actor,
  input,
}: {
  actor: SessionUser;
  input: UserEditInput;
}): Promise<{ user: AdminUserView }> {
  let oldPhone: string | null = null;
  const result = await db().transaction(async (tx) => {
    const [target] = await tx.select(userColumns).from(users).where(eq(users.id, input.userId)).for('update').limit(1);
    if (!target) throw new AppError('ADMIN_USER_NOT_FOUND');
    await guardRights({ actor, target, tx });
    const phoneChanges = Boolean(input.phone && input.phone !== target.phone);
    if (phoneChanges && (await phoneTaken({ phone: input.phone!, exceptId: target.id, tx })))
      throw new AppError('USER_PHONE_TAKEN');
    const patch: Partial<typeof users.$inferInsert> = {
      phone: input.phone || undefined,
      firstName: orNull(input.firstName),
      lastName: orNull(input.lastName),
      firstNameFa: orNull(input.firstNameFa),
      lastNameFa: orNull(input.lastNameFa),
      email: orNull(input.email),
      gender: input.gender === undefined ? undefined : input.gender,
    };
    const set = Object.fromEntries(Object.entries(patch).filter(([, v]) => v !== undefined));
    await tx
      .update(users)
      .set({ ...set, updatedAt: sql`now()` })
      .where(eq(users.id, target.id));
    if (phoneChanges) {
      await revokeUserSessions(target.id, tx);
      await forgetPhoneDevices(target.phone, tx);
      oldPhone = target.phone;
    }
    return { user: await viewOf({ userId: target.id, tx }) };
  });
  if (oldPhone) await tellOldPhone(oldPhone);
  return result;
}

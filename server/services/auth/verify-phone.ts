import { eq, sql } from 'drizzle-orm';
import type { AuthStatus, PhoneVerificationInput } from '@/lib/contracts/auth';
import { toE164 } from '@/lib/phone';
import { db, type DbOrTx } from '../../db/client';
import { users } from '../../db/schema';
import { newId } from '../../db/ids';
import { config } from '../../config';
import { createSession } from '../../auth/session';
import { trustDevice, type Device } from '../../auth/device';
import { AppError } from '../../http/errors';
import { loadProfile } from '../profile/profile-view';
import { type ProfileView } from '../../../lib/contracts/profile';
import { consumeCode } from './otp';
import { newReferralCode } from './referral-code';

function isSuperAdminPhone(phone: string): boolean {
  return config().superAdminPhones.some((p) => toE164(p) === phone);
}

/** Finds or creates the user of `phone`, filling names from a register form only where still empty. */
async function upsertUser(
  tx: DbOrTx,
  { phone, form }: { phone: string; form: Record<string, string | undefined> },
): Promise<string> {
  const superAdmin = isSuperAdminPhone(phone);
  const [existing] = await tx.select().from(users).where(eq(users.phone, phone)).limit(1);
  if (existing) {
    const patch: Partial<typeof users.$inferInsert> = {};
    if (!existing.firstName && form.firstName) patch.firstName = form.firstName;
    if (!existing.lastName && form.lastName) patch.lastName = form.lastName;
    if (!existing.reagentCode && form.reagentCode && form.reagentCode !== existing.referralCode)
      patch.reagentCode = form.reagentCode;
    if (superAdmin && existing.userType !== 'superAdmin') patch.userType = 'superAdmin';
    if (Object.keys(patch).length)
      await tx
        .update(users)
        .set({ ...patch, updatedAt: sql`now()` })
        .where(eq(users.id, existing.id));
    return existing.id;
  }
  const id = newId();
  await tx.insert(users).values({
    id,
    phone,
    firstName: form.firstName ?? null,
    lastName: form.lastName ?? null,
    reagentCode: form.reagentCode ?? null,
    shortLinkRefId: form.shortLinkRefId ?? null,
    userType: superAdmin ? 'superAdmin' : 'user',
    referralCode: newReferralCode(),
  });
  return id;
}

/**
 * POST /v1/phone/verification: checks the code, creates the user if new, opens a session, and marks
 * this device as the phone's own (`deviceToken`, the device cookie to set). `status` says whether the
 * account has a profile (loginVerified) or still needs one (toRegister).
 */
export async function verifyPhone(opts: {
  input: PhoneVerificationInput;
  ip: string;
  device: Device;
}): Promise<{ token: string; maxAgeSeconds: number; status: AuthStatus; user: ProfileView; deviceToken: string }> {
  const otp = await consumeCode({
    verifyToken: opts.input.verifyToken,
    code: opts.input.code,
    ip: opts.ip,
    device: opts.device,
  });
  return db().transaction(async (tx) => {
    const userId = await upsertUser(tx, { phone: otp.phone, form: otp.purpose === 'register' ? otp.payload : {} });
    const { token, maxAgeSeconds } = await createSession(userId, opts.input.device, tx);
    const user = (await loadProfile({ userId, tx }))!;
    if (!user) throw new AppError('NOT_FOUND');
    const deviceToken = await trustDevice(opts.device, otp.phone, tx);
    return { token, maxAgeSeconds, status: user.firstName ? 'loginVerified' : 'toRegister', user, deviceToken };
  });
}

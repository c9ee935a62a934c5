import { eq } from 'drizzle-orm';
import type { AuthStatus, TPhoneVerification, TRegister } from '@/lib/contracts/auth';
import { toE164 } from '@/lib/phone';
import { db, type DbOrTx } from '../../db/client';
import { users } from '../../db/schema';
import { newId } from '../../db/ids';
import { config } from '../../config';
import { createSession, revokeSession } from '../../auth/session';
import { randomToken } from '../../auth/crypto';
import { trustDevice, type Device } from '../../auth/device';
import { AppError } from '../../http/errors';
import { loadProfile, type ProfileView } from '../user/profile-view';
import { consumeCode, issueCode, resendCode } from './otp';
import { knownShortLink } from '../short-link/known-short-link';

function isSuperAdminPhone(phone: string): boolean {
  return config().superAdminPhones.some((p) => toE164(p) === phone);
}

/**
 * POST /v1/send/code: sends a login code. The answer is the same whether or not the phone has an
 * account (no `status`), so it cannot be used to find who is registered; sign-in or registration is
 * decided once the code is verified.
 */
export async function sendCode(opts: { phone: string; ip: string; device: Device }): Promise<{ verifyToken: string }> {
  const verifyToken = await issueCode({ phone: opts.phone, ip: opts.ip, device: opts.device, purpose: 'login' });
  return { verifyToken };
}

export { resendCode };

/** POST /v1/register: keeps the form with a code sent to the phone; the account is made when the code is verified. */
export async function register(opts: {
  input: TRegister;
  ip: string;
  device: Device;
}): Promise<{ verifyToken: string; status: AuthStatus }> {
  const { input } = opts;
  if (input.reagentCode) {
    const [inviter] = await db()
      .select({ id: users.id })
      .from(users)
      .where(eq(users.referralCode, input.reagentCode.toUpperCase()))
      .limit(1);
    if (!inviter) throw new AppError('REAGENT_INVALID');
  }
  const verifyToken = await issueCode({
    phone: input.phone,
    ip: opts.ip,
    device: opts.device,
    purpose: 'register',
    payload: {
      firstName: input.firstName,
      lastName: input.lastName,
      reagentCode: input.reagentCode?.toUpperCase(),
      shortLinkRefId: (await knownShortLink({ shortLinkId: input.shortLinkRefId })) ?? undefined,
    },
  });
  return { verifyToken, status: 'toRegister' };
}

export function newReferralCode(): string {
  return randomToken(6)
    .replace(/[^A-Za-z0-9]/g, '')
    .slice(0, 8)
    .toUpperCase()
    .padEnd(8, 'X');
}

/** Finds or creates the user of `phone`, filling names from a register form only where still empty. */
async function upsertUser(tx: DbOrTx, phone: string, form: Record<string, string | undefined>): Promise<string> {
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
        .set({ ...patch, updatedAt: new Date() })
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
  input: TPhoneVerification;
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
    const userId = await upsertUser(tx, otp.phone, otp.purpose === 'register' ? otp.payload : {});
    const { token, maxAgeSeconds } = await createSession(userId, opts.input.device, tx);
    const user = (await loadProfile(userId, tx))!;
    if (!user) throw new AppError('NOT_FOUND');
    const deviceToken = await trustDevice(opts.device, otp.phone, tx);
    return { token, maxAgeSeconds, status: user.firstName ? 'loginVerified' : 'toRegister', user, deviceToken };
  });
}

export async function logout(sessionId: string): Promise<void> {
  await revokeSession(sessionId);
}

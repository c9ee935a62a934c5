import { eq } from 'drizzle-orm';
import type { AuthStatus, RegisterInput } from '@/lib/contracts/auth';
import { db } from '../../db/client';
import { users } from '../../db/schema';
import { type Device } from '../../auth/device';
import { AppError } from '../../http/errors';
import { issueCode } from './otp';
import { knownShortLink } from '../short-link/known-short-link';

/** POST /v1/register: keeps the form with a code sent to the phone; the account is made when the code is verified. */
export async function register(opts: {
  input: RegisterInput;
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

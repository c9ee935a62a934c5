import type { AdminUserView, UserAddInput } from '@/lib/contracts/users';
import { db, type DbOrTx } from '../../db/client';
import { newId } from '../../db/ids';
import { users } from '../../db/schema';
import { AppError } from '../../http/errors';
import { newReferralCode } from '../auth/referral-code';
import { orNull, phoneTaken } from './user-fields';
import { viewOf } from './user-record';

/**
 * POST /v1/user/add: registers a phone (e.g. a customer at the counter) with optional names; the
 * person signs in later with an SMS code like everyone else. 409 when the phone has an account.
 */
export async function addUser({
  input,
  tx = db(),
}: {
  input: UserAddInput;
  tx?: DbOrTx;
}): Promise<{ user: AdminUserView }> {
  if (await phoneTaken({ phone: input.phone, exceptId: null, tx })) throw new AppError('USER_PHONE_TAKEN');
  const id = newId();
  await tx.insert(users).values({
    id,
    phone: input.phone,
    firstName: orNull(input.firstName) ?? null,
    lastName: orNull(input.lastName) ?? null,
    firstNameFa: orNull(input.firstNameFa) ?? null,
    lastNameFa: orNull(input.lastNameFa) ?? null,
    email: orNull(input.email) ?? null,
    gender: input.gender ?? null,
    referralCode: newReferralCode(),
  });
  return { user: await viewOf({ userId: id, tx }) };
}

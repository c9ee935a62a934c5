import { and, eq } from 'drizzle-orm';
import { DELIVERY_MESSAGES } from '@/lib/messages/address';
import type { SessionUser } from '../../auth/session';
import { db } from '../../db/client';
import { userAddresses } from '../../db/schema';
import { AppError } from '../../http/errors';

/** POST /v1/profile/address/remove: deletes one of the customer's own addresses (another's is 404). */
export async function removeAddress({
  user,
  addressId,
}: {
  user: SessionUser;
  addressId: string;
}): Promise<{ success: true }> {
  const gone = await db()
    .delete(userAddresses)
    .where(and(eq(userAddresses.id, addressId), eq(userAddresses.userId, user.id)))
    .returning({ id: userAddresses.id });
  if (!gone.length) throw new AppError('NOT_FOUND', { fa: DELIVERY_MESSAGES.addressNotFound });
  return { success: true };
}

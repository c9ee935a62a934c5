import { and, asc, count, eq } from 'drizzle-orm';
import type { AddressView, ZSaveAddress } from '@/lib/contracts/address';
import { DELIVERY_MESSAGES } from '@/lib/messages/address';
import type { z } from 'zod';
import type { SessionUser } from '../../auth/session';
import { db } from '../../db/client';
import { newId } from '../../db/ids';
import { userAddresses } from '../../db/schema';
import { AppError } from '../../http/errors';

export const MAX_ADDRESSES = 10;

const view = (r: typeof userAddresses.$inferSelect): AddressView => ({
  _id: r.id,
  title: r.title,
  address: r.address,
  phone: r.phone,
  createdAt: r.createdAt.toISOString(),
});

/** GET /v1/profile/my/address/list: the customer's saved delivery addresses, oldest first. */
export async function myAddresses(user: SessionUser): Promise<{ addresses: AddressView[]; total: number }> {
  const rows = await db()
    .select()
    .from(userAddresses)
    .where(eq(userAddresses.userId, user.id))
    .orderBy(asc(userAddresses.createdAt), asc(userAddresses.id))
    .limit(MAX_ADDRESSES);
  return { addresses: rows.map(view), total: rows.length };
}

/** POST /v1/profile/address/save: keeps a new address (at most ten; an identical one is not saved twice). */
export async function saveAddress(
  user: SessionUser,
  input: z.infer<typeof ZSaveAddress>,
): Promise<{ address: AddressView }> {
  return db().transaction(async (tx) => {
    const [same] = await tx
      .select()
      .from(userAddresses)
      .where(
        and(
          eq(userAddresses.userId, user.id),
          eq(userAddresses.address, input.address),
          eq(userAddresses.phone, input.phone),
        ),
      )
      .limit(1);
    if (same) return { address: view(same) };
    const [{ n }] = await tx.select({ n: count() }).from(userAddresses).where(eq(userAddresses.userId, user.id));
    if (Number(n) >= MAX_ADDRESSES) throw new AppError('CONFLICT', { fa: DELIVERY_MESSAGES.tooMany });
    const [row] = await tx
      .insert(userAddresses)
      .values({ id: newId(), userId: user.id, title: input.title, address: input.address, phone: input.phone })
      .returning();
    return { address: view(row) };
  });
}

/** POST /v1/profile/address/remove: deletes one of the customer's own addresses (another's is 404). */
export async function removeAddress(user: SessionUser, addressId: string): Promise<{ success: true }> {
  const gone = await db()
    .delete(userAddresses)
    .where(and(eq(userAddresses.id, addressId), eq(userAddresses.userId, user.id)))
    .returning({ id: userAddresses.id });
  if (!gone.length) throw new AppError('NOT_FOUND', { fa: DELIVERY_MESSAGES.addressNotFound });
  return { success: true };
}

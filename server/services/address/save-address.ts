import { and, count, eq } from 'drizzle-orm';
import type { AddressView, ZSaveAddress } from '@/lib/contracts/address';
import { DELIVERY_MESSAGES } from '@/lib/messages/address';
import type { z } from 'zod';
import type { SessionUser } from '../../auth/session';
import { db } from '../../db/client';
import { newId } from '../../db/ids';
import { userAddresses } from '../../db/schema';
import { AppError } from '../../http/errors';
import { view } from './address-view';

export const MAX_ADDRESSES = 10;

/** POST /v1/profile/address/save: keeps a new address (at most ten; an identical one is not saved twice). */
export async function saveAddress({
  user,
  input,
}: {
  user: SessionUser;
  input: z.infer<typeof ZSaveAddress>;
}): Promise<{ address: AddressView }> {
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

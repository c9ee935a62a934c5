import { asc, eq } from 'drizzle-orm';
import type { AddressView } from '@/lib/contracts/address';
import type { SessionUser } from '../../auth/session';
import { db } from '../../db/client';
import { userAddresses } from '../../db/schema';
import { MAX_ADDRESSES } from './save-address';
import { view } from './address-view';

/** GET /v1/profile/my/address/list: the customer's saved delivery addresses, oldest first. */
export async function myAddresses({
  user,
}: {
  user: SessionUser;
}): Promise<{ addresses: AddressView[]; total: number }> {
  const rows = await db()
    .select()
    .from(userAddresses)
    .where(eq(userAddresses.userId, user.id))
    .orderBy(asc(userAddresses.createdAt), asc(userAddresses.id))
    .limit(MAX_ADDRESSES);
  return { addresses: rows.map(view), total: rows.length };
}

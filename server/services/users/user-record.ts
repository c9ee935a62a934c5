import { eq } from 'drizzle-orm';
import type { AdminUserView } from '@/lib/contracts/users';
import { db, type DbOrTx } from '../../db/client';
import { users } from '../../db/schema';
import { AppError } from '../../http/errors';
import { toAdminViews, userColumns, type UserRecord } from './view';

export async function findUser({ userId, tx = db() }: { userId: string; tx?: DbOrTx }): Promise<UserRecord> {
  const [u] = await tx.select(userColumns).from(users).where(eq(users.id, userId)).limit(1);
  if (!u) throw new AppError('ADMIN_USER_NOT_FOUND');
  return u;
}

export async function viewOf({ userId, tx = db() }: { userId: string; tx?: DbOrTx }): Promise<AdminUserView> {
  return (await toAdminViews({ rows: [await findUser({ userId, tx })], tx }))[0];
}

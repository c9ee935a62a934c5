import { and, eq } from 'drizzle-orm';
import { db, type DbOrTx } from '../../db/client';
import { providerStaff, users } from '../../db/schema';
import { branchSupportAdminSql, supportUserSql } from './access';

/** Whether `userId` is an active member of the support team (a ticket can be referred to them). */
export async function isSupportUserId({ userId, tx = db() }: { userId: string; tx?: DbOrTx }): Promise<boolean> {
  const [row] = await tx
    .select({ id: users.id })
    .from(users)
    .where(and(eq(users.id, userId), supportUserSql))
    .limit(1);
  return Boolean(row);
}

/**
 * Who may be on call at a branch: the support team, or that branch's admins holding the support
 * right there (so a referred ticket reaches someone who can open it on the desk, D30).
 */
export async function isOnCallCandidate({
  userId,
  providerId,
  tx = db(),
}: {
  userId: string;
  providerId: string;
  tx?: DbOrTx;
}): Promise<boolean> {
  if (await isSupportUserId({ userId, tx })) return true;
  const [row] = await tx
    .select({ id: providerStaff.userId })
    .from(providerStaff)
    .innerJoin(users, eq(users.id, providerStaff.userId))
    .where(
      and(
        eq(providerStaff.userId, userId),
        eq(providerStaff.providerId, providerId),
        branchSupportAdminSql,
        eq(users.active, true),
      ),
    )
    .limit(1);
  return Boolean(row);
}

import { and, eq, or, sql } from 'drizzle-orm';
import { can } from '@/lib/permissions';
import type { SessionUser } from '../../auth/session';
import { db, type DbOrTx } from '../../db/client';
import { orders, providerStaff, users } from '../../db/schema';

/** Support staff: the global `support` flag (or a super admin). They work the internal desk. */
export function isSupport(user: SessionUser | null | undefined): boolean {
  return can(user, 'support');
}

/** SQL for "this users row belongs to an active member of the support team". */
export const supportUserSql = and(
  eq(users.active, true),
  or(eq(users.userType, 'superAdmin'), sql`${users.accessLevel} ->> 'support' = 'true'`),
);

/** Whether `userId` is an active member of the support team (a ticket can be referred to them). */
export async function isSupportUserId(userId: string, tx: DbOrTx = db()): Promise<boolean> {
  const [row] = await tx
    .select({ id: users.id })
    .from(users)
    .where(and(eq(users.id, userId), supportUserSql))
    .limit(1);
  return Boolean(row);
}

/** A branch admin's row whose support right is on (every flag is, unless their map turns it off). */
export const branchSupportAdminSql = and(
  eq(providerStaff.role, 'admin'),
  sql`coalesce(${providerStaff.accessLevel} ->> 'support', 'true') <> 'false'`,
);

/**
 * Who may be on call at a branch: the support team, or that branch's admins holding the support
 * right there (so a referred ticket reaches someone who can open it on the desk, D30).
 */
export async function isOnCallCandidate(userId: string, providerId: string, tx: DbOrTx = db()): Promise<boolean> {
  if (await isSupportUserId(userId, tx)) return true;
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

/**
 * The branch a ticket is about: its own branch, or its linked order's. A ticket can be referred to an
 * admin of that branch as well as to the support team (D30).
 */
export async function ticketBranchId(
  t: { providerId: string | null; orderId: string | null },
  tx: DbOrTx = db(),
): Promise<string | null> {
  if (t.providerId) return t.providerId;
  if (!t.orderId) return null;
  const [o] = await tx.select({ providerId: orders.providerId }).from(orders).where(eq(orders.id, t.orderId)).limit(1);
  return o?.providerId ?? null;
}

/** A person's name as the screens show it; the phone's last digits when no name was given. */
export function displayName(
  u: { firstName: string | null; lastName: string | null; phone?: string | null } | undefined,
): string {
  if (!u) return 'کاربر حذف شده';
  const name = [u.firstName, u.lastName].filter(Boolean).join(' ').trim();
  if (name) return name;
  return u.phone ? `کاربر ${u.phone.slice(-4)}` : 'کاربر';
}

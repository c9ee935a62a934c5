import { and, eq, or, sql } from 'drizzle-orm';
import { can } from '@/lib/permissions';
import type { SessionUser } from '../../auth/session';
import { providerStaff, users } from '../../db/schema';

/** Support staff: the global `support` flag (or a super admin). They work the internal desk. */
export function isSupport(user: SessionUser | null | undefined): boolean {
  return can(user, 'support');
}

/** SQL for "this users row belongs to an active member of the support team". */
export const supportUserSql = and(
  eq(users.active, true),
  or(eq(users.userType, 'superAdmin'), sql`${users.accessLevel} ->> 'support' = 'true'`),
);

/** A branch admin's row whose support right is on (every flag is, unless their map turns it off). */
export const branchSupportAdminSql = and(
  eq(providerStaff.role, 'admin'),
  sql`coalesce(${providerStaff.accessLevel} ->> 'support', 'true') <> 'false'`,
);

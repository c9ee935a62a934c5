import { and, eq, gt, isNull, sql } from 'drizzle-orm';
import type { AccessLevel, PermissionSubject, StaffMembership } from '@/lib/permissions';
import { db, type DbOrTx } from '../db/client';
import { providerStaff, sessions, users } from '../db/schema';
import { newId } from '../db/ids';
import { config } from '../config';
import { randomToken, sha256 } from './crypto';

export interface SessionUser extends PermissionSubject {
  id: string;
  sessionId: string;
  phone: string;
  firstName: string | null;
  lastName: string | null;
  userType: 'user' | 'superAdmin';
  accessLevel: AccessLevel;
  staff: StaffMembership[];
  membershipLevel: number;
  /** Percent off items that carry the membership discount, from the user's level; what carts are priced with. */
  membershipDiscount: number;
  active: boolean;
}

/** Creates a session for `userId`; returns the raw token (only its hash is stored). */
export async function createSession(userId: string, device: string, tx: DbOrTx = db()): Promise<{ token: string; maxAgeSeconds: number }> {
  const token = randomToken();
  const maxAgeSeconds = config().sessionDays * 86400;
  await tx.insert(sessions).values({
    id: newId(),
    tokenHash: sha256(token),
    userId,
    device,
    expiresAt: new Date(Date.now() + maxAgeSeconds * 1000),
  });
  return { token, maxAgeSeconds };
}

/**
 * The user behind a raw token, or null when the token is unknown, expired or revoked.
 * One query (branches and membership discount as subselects): it runs on every signed-in request.
 */
export async function sessionUser(token: string): Promise<SessionUser | null> {
  if (token.length < 20 || token.length > 200) return null;
  const rows = await db()
    .select({
      sessionId: sessions.id,
      user: users,
      staff: sql<StaffMembership[]>`coalesce((
        SELECT json_agg(json_build_object('providerId', ps.provider_id, 'role', ps.role, 'accessLevel', ps.access_level))
        FROM ${providerStaff} ps WHERE ps.user_id = ${users.id}), '[]'::json)`,
      // Level 0 (no membership yet) never gets a discount, whatever its row says.
      discount: sql<number>`coalesce((SELECT m.discount_percent FROM memberships m WHERE m.level = ${users.membershipLevel} AND m.level > 0), 0)`,
    })
    .from(sessions)
    .innerJoin(users, eq(users.id, sessions.userId))
    .where(and(eq(sessions.tokenHash, sha256(token)), isNull(sessions.revokedAt), gt(sessions.expiresAt, new Date())))
    .limit(1);
  const row = rows[0];
  if (!row || !row.user.active) return null;
  const staff = typeof row.staff === 'string' ? (JSON.parse(row.staff) as StaffMembership[]) : row.staff;
  return {
    id: row.user.id,
    sessionId: row.sessionId,
    phone: row.user.phone,
    firstName: row.user.firstName,
    lastName: row.user.lastName,
    userType: row.user.userType,
    accessLevel: row.user.accessLevel ?? {},
    staff,
    membershipLevel: row.user.membershipLevel,
    membershipDiscount: Number(row.discount),
    active: row.user.active,
  };
}

/** Revokes one session (logout). */
export async function revokeSession(sessionId: string): Promise<void> {
  await db().update(sessions).set({ revokedAt: new Date() }).where(eq(sessions.id, sessionId));
}

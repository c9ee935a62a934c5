import { and, eq, isNull } from 'drizzle-orm';
import type { AccessLevel, PermissionSubject, StaffMembership } from '@/lib/permissions';
import { db, rawDb, type DbOrTx } from '../db/client';
import { sessions } from '../db/schema';
import { newId } from '../db/ids';
import { config } from '../config';
import { clockNow } from '../clock';
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
export async function createSession(
  userId: string,
  device: string,
  tx: DbOrTx = db(),
): Promise<{ token: string; maxAgeSeconds: number }> {
  const token = randomToken();
  const maxAgeSeconds = config().sessionDays * 86400;
  await tx.insert(sessions).values({
    id: newId(),
    tokenHash: sha256(token),
    userId,
    device,
    expiresAt: new Date(clockNow().getTime() + maxAgeSeconds * 1000),
  });
  return { token, maxAgeSeconds };
}

/**
 * The user behind a raw token, or null when the token is unknown, expired or revoked. It runs on
 * every signed-in request, so it is one call of the database's `session_user_by_hash` (migration
 * 0005), whose plan the database keeps.
 */
export async function sessionUser(token: string): Promise<SessionUser | null> {
  if (token.length < 20 || token.length > 200) return null;
  // Both drivers hand jsonb back parsed.
  const result = await rawDb().query<{ s: SessionRow | null }>('SELECT session_user_by_hash($1) AS s', [sha256(token)]);
  const s = result.rows[0]?.s ?? null;
  if (!s || !s.active) return null;
  return {
    id: s.id,
    sessionId: s.sessionId,
    phone: s.phone,
    firstName: s.firstName,
    lastName: s.lastName,
    userType: s.userType,
    accessLevel: s.accessLevel ?? {},
    staff: s.staff,
    membershipLevel: s.membershipLevel,
    membershipDiscount: Number(s.discount),
    active: s.active,
  };
}

interface SessionRow {
  sessionId: string;
  id: string;
  phone: string;
  firstName: string | null;
  lastName: string | null;
  userType: SessionUser['userType'];
  accessLevel: AccessLevel | null;
  membershipLevel: number;
  active: boolean;
  staff: StaffMembership[];
  discount: number;
}

/** Revokes one session (logout). */
export async function revokeSession(sessionId: string): Promise<void> {
  await db().update(sessions).set({ revokedAt: clockNow() }).where(eq(sessions.id, sessionId));
}

/** Revokes every live session of a user (their phone was changed by staff: they sign in again with the new one). */
export async function revokeUserSessions(userId: string, tx: DbOrTx = db()): Promise<void> {
  await tx
    .update(sessions)
    .set({ revokedAt: clockNow() })
    .where(and(eq(sessions.userId, userId), isNull(sessions.revokedAt)));
}

import { and, eq, gt, isNull } from 'drizzle-orm';
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

/** The user behind a raw token, or null when the token is unknown, expired or revoked. */
export async function sessionUser(token: string): Promise<SessionUser | null> {
  if (token.length < 20 || token.length > 200) return null;
  const rows = await db()
    .select({ session: sessions, user: users })
    .from(sessions)
    .innerJoin(users, eq(users.id, sessions.userId))
    .where(and(eq(sessions.tokenHash, sha256(token)), isNull(sessions.revokedAt), gt(sessions.expiresAt, new Date())))
    .limit(1);
  const row = rows[0];
  if (!row || !row.user.active) return null;
  const staff = await db()
    .select({ providerId: providerStaff.providerId, role: providerStaff.role, accessLevel: providerStaff.accessLevel })
    .from(providerStaff)
    .where(eq(providerStaff.userId, row.user.id));
  return {
    id: row.user.id,
    sessionId: row.session.id,
    phone: row.user.phone,
    firstName: row.user.firstName,
    lastName: row.user.lastName,
    userType: row.user.userType,
    accessLevel: row.user.accessLevel ?? {},
    staff,
    membershipLevel: row.user.membershipLevel,
    active: row.user.active,
  };
}

/** Revokes one session (logout). */
export async function revokeSession(sessionId: string): Promise<void> {
  await db().update(sessions).set({ revokedAt: new Date() }).where(eq(sessions.id, sessionId));
}

import { and, asc, eq, sql } from 'drizzle-orm';
import { ACCESS_FLAGS, can, holdsEveryRightOf, type AccessLevel } from '@/lib/permissions';
import type { AdminView, TAdminAdd, TAdminEdit } from '@/lib/contracts/staff';
import type { SessionUser } from '../../auth/session';
import { db } from '../../db/client';
import { users } from '../../db/schema';
import { AppError } from '../../http/errors';
import { findOrRegister } from './people';
import { displayName } from '../users/view';

function view(u: typeof users.$inferSelect): AdminView {
  return {
    _id: u.id,
    phone: u.phone,
    firstName: u.firstName,
    lastName: u.lastName,
    name: displayName(u),
    userType: u.userType,
    accessLevel: u.accessLevel ?? {},
  };
}

/** Only the flags that are on are stored: an off flag and a missing one mean the same for a general admin. */
function cleanLevel(level: AccessLevel): AccessLevel {
  const out: AccessLevel = {};
  for (const f of ACCESS_FLAGS) if (level[f] === true) out[f] = true;
  return out;
}

/** Nobody hands out a flag they do not hold themselves (a super admin holds every flag). */
function assertMayGrant(actor: SessionUser, level: AccessLevel, before: AccessLevel = {}) {
  for (const f of ACCESS_FLAGS) {
    if (Boolean(level[f]) !== Boolean(before[f]) && !can(actor, f)) throw new AppError('FORBIDDEN');
  }
}

const isAdmin = sql`(${users.userType} = 'superAdmin' OR EXISTS (SELECT 1 FROM jsonb_each(${users.accessLevel}) f WHERE f.value = 'true'::jsonb))`;

/** GET /v1/admin/list: super admins and users holding any global flag, super admins first. */
export async function listAdmins(): Promise<{ admins: AdminView[]; total: number }> {
  const rows = await db()
    .select()
    .from(users)
    .where(isAdmin)
    .orderBy(sql`${users.userType} = 'superAdmin' DESC`, asc(users.createdAt))
    .limit(100);
  return { admins: rows.map(view), total: rows.length };
}

/** POST /v1/admin/add: gives a user (found or registered by phone) global flags; an admin already is a 400. */
export async function addAdmin(actor: SessionUser, input: TAdminAdd): Promise<{ admin: AdminView }> {
  const level = cleanLevel(input.accessLevel);
  assertMayGrant(actor, level);
  return db().transaction(async (tx) => {
    const user = await findOrRegister(tx, input.phone, input);
    const held = user.accessLevel ?? {};
    if (user.userType === 'superAdmin' || ACCESS_FLAGS.some((f) => held[f] === true))
      throw new AppError('ADMIN_DUPLICATE');
    const [row] = await tx
      .update(users)
      .set({ accessLevel: level, updatedAt: new Date() })
      .where(eq(users.id, user.id))
      .returning();
    return { admin: view(row) };
  });
}

async function loadAdmin(userId: string) {
  const [row] = await db()
    .select()
    .from(users)
    .where(and(eq(users.id, userId), isAdmin))
    .limit(1);
  if (!row) throw new AppError('ADMIN_NOT_FOUND');
  return row;
}

/** POST /v1/admin/edit: a general admin's flags; super admins and one's own flags are not edited here. */
export async function editAdmin(actor: SessionUser, input: TAdminEdit): Promise<{ admin: AdminView }> {
  const row = await loadAdmin(input.userId);
  if (row.userType === 'superAdmin' || row.id === actor.id) throw new AppError('FORBIDDEN');
  const level = cleanLevel(input.accessLevel);
  assertMayGrant(actor, level, row.accessLevel ?? {});
  const [updated] = await db()
    .update(users)
    .set({ accessLevel: level, updatedAt: new Date() })
    .where(eq(users.id, row.id))
    .returning();
  return { admin: view(updated) };
}

/**
 * POST /v1/admin/remove: takes every global flag from an admin (the account stays a customer's).
 * 404 for someone who is no admin; 403 for a super admin, oneself, or an admin holding flags the actor lacks.
 */
export async function removeAdmin(actor: SessionUser, userId: string): Promise<void> {
  const row = await loadAdmin(userId);
  if (row.userType === 'superAdmin' || row.id === actor.id) throw new AppError('ADMIN_REMOVE_FORBIDDEN');
  if (!holdsEveryRightOf(actor, { accessLevel: row.accessLevel })) throw new AppError('ADMIN_REMOVE_FORBIDDEN');
  await db().update(users).set({ accessLevel: {}, updatedAt: new Date() }).where(eq(users.id, row.id));
}

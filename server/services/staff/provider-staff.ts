import { and, asc, eq } from 'drizzle-orm';
import {
  ACCESS_FLAGS,
  can,
  holdsChainRights,
  holdsEveryRightOf,
  type AccessLevel,
  type StaffRole,
} from '@/lib/permissions';
import type { StaffView, TStaffAdd, TStaffEdit, TStaffRemove } from '@/lib/contracts/staff';
import type { SessionUser } from '../../auth/session';
import { db } from '../../db/client';
import { providers, providerStaff, users } from '../../db/schema';
import { AppError } from '../../http/errors';
import { findOrRegister } from './people';

const NOT_FOUND = { admin: 'ADMIN_NOT_FOUND', barista: 'BARISTA_NOT_FOUND' } as const;
const DUPLICATE = { admin: 'ADMIN_DUPLICATE', barista: 'BARISTA_DUPLICATE' } as const;

async function providerName(providerId: string): Promise<string> {
  const [p] = await db().select({ name: providers.name }).from(providers).where(eq(providers.id, providerId)).limit(1);
  if (!p) throw new AppError('PROVIDER_NOT_FOUND');
  return p.name;
}

/**
 * A branch admin's map as stored: every flag explicitly on or off, so what the checkboxes showed is
 * what is kept (lib/permissions reads a missing flag as on).
 */
function fullLevel(level: AccessLevel | undefined): AccessLevel {
  const out: AccessLevel = {};
  for (const f of ACCESS_FLAGS) out[f] = level?.[f] !== false;
  return out;
}

/**
 * At a branch, nobody switches on, or off, a flag they do not hold there themselves: switching a
 * fuller admin's flags off one by one would otherwise lead to removing them (issue 22, M1).
 */
function assertMayGrant(actor: SessionUser, providerId: string, level: AccessLevel, before?: AccessLevel) {
  for (const f of ACCESS_FLAGS) {
    const was = before ? before[f] !== false : false;
    if ((level[f] !== false) !== was && !can(actor, f, providerId)) throw new AppError('FORBIDDEN');
  }
}

const columns = {
  userId: providerStaff.userId,
  providerId: providerStaff.providerId,
  providerName: providers.name,
  role: providerStaff.role,
  accessLevel: providerStaff.accessLevel,
  createdAt: providerStaff.createdAt,
  phone: users.phone,
  firstName: users.firstName,
  lastName: users.lastName,
};

function view(r: {
  userId: string;
  providerId: string;
  providerName: string;
  role: StaffRole;
  accessLevel: AccessLevel;
  createdAt: Date;
  phone: string;
  firstName: string | null;
  lastName: string | null;
}): StaffView {
  return {
    _id: r.userId,
    providerId: r.providerId,
    providerName: r.providerName,
    role: r.role,
    phone: r.phone,
    firstName: r.firstName,
    lastName: r.lastName,
    accessLevel: r.role === 'admin' ? fullLevel(r.accessLevel) : {},
    createdAt: r.createdAt.toISOString(),
  };
}

async function staffRow(providerId: string, userId: string, role: StaffRole) {
  const [row] = await db()
    .select(columns)
    .from(providerStaff)
    .innerJoin(users, eq(users.id, providerStaff.userId))
    .innerJoin(providers, eq(providers.id, providerStaff.providerId))
    .where(
      and(eq(providerStaff.providerId, providerId), eq(providerStaff.userId, userId), eq(providerStaff.role, role)),
    )
    .limit(1);
  return row ?? null;
}

/** GET /v1/provider/{admin|barista}/list/{providerId}: the branch's admins or baristas, oldest first. */
export async function listStaff(
  providerId: string,
  role: StaffRole,
): Promise<{ admins?: StaffView[]; baristas?: StaffView[]; total: number }> {
  await providerName(providerId);
  const rows = await db()
    .select(columns)
    .from(providerStaff)
    .innerJoin(users, eq(users.id, providerStaff.userId))
    .innerJoin(providers, eq(providers.id, providerStaff.providerId))
    .where(and(eq(providerStaff.providerId, providerId), eq(providerStaff.role, role)))
    .orderBy(asc(providerStaff.createdAt))
    .limit(100);
  const list = rows.map(view);
  return role === 'admin' ? { admins: list, total: list.length } : { baristas: list, total: list.length };
}

/**
 * POST /v1/provider/{admin|barista}/add: makes a user (found or registered by phone) an admin or
 * barista of the branch. One role per person per branch: someone already on its staff is a 400
 * with the spec's duplicate message.
 */
export async function addStaff(actor: SessionUser, input: TStaffAdd, role: StaffRole): Promise<{ staff: StaffView }> {
  await providerName(input.providerId);
  const level = role === 'admin' ? fullLevel(input.accessLevel) : {};
  if (role === 'admin') assertMayGrant(actor, input.providerId, level);
  const userId = await db().transaction(async (tx) => {
    const user = await findOrRegister(tx, input.phone, input);
    const [already] = await tx
      .select({ role: providerStaff.role })
      .from(providerStaff)
      .where(and(eq(providerStaff.providerId, input.providerId), eq(providerStaff.userId, user.id)))
      .limit(1);
    if (already) throw new AppError(DUPLICATE[already.role]);
    await tx.insert(providerStaff).values({ providerId: input.providerId, userId: user.id, role, accessLevel: level });
    return user.id;
  });
  return { staff: view((await staffRow(input.providerId, userId, role))!) };
}

/**
 * POST /v1/provider/{admin|barista}/edit: an admin's flags (not one's own), and a name only where
 * the profile lacks one, never on an account with chain-level rights (issue 22: branch staff renamed
 * any account, the super admin included).
 */
export async function editStaff(actor: SessionUser, input: TStaffEdit, role: StaffRole): Promise<{ staff: StaffView }> {
  const row = await staffRow(input.providerId, input.userId, role);
  if (!row) throw new AppError(NOT_FOUND[role]);
  await db().transaction(async (tx) => {
    if (role === 'admin' && input.accessLevel) {
      if (row.userId === actor.id) throw new AppError('FORBIDDEN');
      const level = fullLevel(input.accessLevel);
      assertMayGrant(actor, input.providerId, level, row.accessLevel);
      await tx
        .update(providerStaff)
        .set({ accessLevel: level })
        .where(and(eq(providerStaff.providerId, input.providerId), eq(providerStaff.userId, input.userId)));
    }
    const [person] = await tx.select().from(users).where(eq(users.id, input.userId)).limit(1);
    const names: Partial<typeof users.$inferInsert> = {};
    if (person && !holdsChainRights(person)) {
      if (input.firstName && !person.firstName) names.firstName = input.firstName;
      if (input.lastName && !person.lastName) names.lastName = input.lastName;
    }
    if (Object.keys(names).length)
      await tx
        .update(users)
        .set({ ...names, updatedAt: new Date() })
        .where(eq(users.id, input.userId));
  });
  return { staff: view((await staffRow(input.providerId, input.userId, role))!) };
}

/**
 * POST /v1/provider/{admin|barista}/remove: takes someone off the branch's staff (their account stays).
 * 404 when they are not its admin/barista; 403 for removing oneself or, for a branch admin, another
 * admin holding flags the actor lacks there.
 */
export async function removeStaff(actor: SessionUser, input: TStaffRemove, role: StaffRole): Promise<void> {
  const row = await staffRow(input.providerId, input.userId, role);
  if (!row) throw new AppError(NOT_FOUND[role]);
  if (role === 'admin') {
    if (row.userId === actor.id) throw new AppError('ADMIN_REMOVE_FORBIDDEN');
    if (
      !holdsEveryRightOf(actor, {
        staff: [{ providerId: input.providerId, role: 'admin', accessLevel: row.accessLevel }],
      })
    )
      throw new AppError('ADMIN_REMOVE_FORBIDDEN');
  }
  await db()
    .delete(providerStaff)
    .where(
      and(
        eq(providerStaff.providerId, input.providerId),
        eq(providerStaff.userId, input.userId),
        eq(providerStaff.role, role),
      ),
    );
}

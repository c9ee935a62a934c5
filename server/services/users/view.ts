import { inArray, sql } from 'drizzle-orm';
import { userPhotoUrl } from '@/lib/contracts/profile';
import type { AdminUserView } from '@/lib/contracts/users';
import { db, type DbOrTx } from '../../db/client';
import { memberships, providerStaff, users } from '../../db/schema';

export type UserRow = typeof users.$inferSelect;

/** The columns staff views read (the generated search text stays in the database). */
export const userColumns = {
  id: users.id,
  phone: users.phone,
  firstName: users.firstName,
  lastName: users.lastName,
  firstNameFa: users.firstNameFa,
  lastNameFa: users.lastNameFa,
  username: users.username,
  email: users.email,
  bio: users.bio,
  gender: users.gender,
  avatar: users.avatar,
  userType: users.userType,
  accessLevel: users.accessLevel,
  active: users.active,
  verified: users.verified,
  hidden: users.hidden,
  wallet: users.wallet,
  membershipLevel: users.membershipLevel,
  referralCode: users.referralCode,
  reagentCode: users.reagentCode,
  createdAt: users.createdAt,
};
export type UserRecord = Pick<UserRow, keyof typeof userColumns>;

/** A person's name as staff read it: the Persian name when the profile has one, else the Latin one (D29). */
export function displayName(u: Pick<UserRecord, 'firstName' | 'lastName' | 'firstNameFa' | 'lastNameFa'>): string {
  const persian = [u.firstNameFa, u.lastNameFa].filter(Boolean).join(' ');
  return persian || [u.firstName, u.lastName].filter(Boolean).join(' ');
}

/** What a staff view adds to a user's row: the name of their membership level and whether they work at a branch. */
export interface AdminExtras {
  levelName: string | null;
  atBranch: boolean;
}

/**
 * The same extras read in SQL beside each row of `users` in the FROM (list-users.ts reads a page and
 * these in one statement): level names are unique by level (its primary key).
 */
export const adminExtraColumns = {
  levelName: sql<string | null>`(SELECT ${memberships.name} FROM ${memberships}
    WHERE ${memberships.level} = ${users.membershipLevel})`,
  atBranch: sql<boolean>`EXISTS (SELECT 1 FROM ${providerStaff} WHERE ${providerStaff.userId} = ${users.id})`,
};

/** The staff view of one user, given their extras. */
export function toAdminView({
  user: u,
  extras: { levelName, atBranch },
}: {
  user: UserRecord;
  extras: AdminExtras;
}): AdminUserView {
  return {
    _id: u.id,
    name: displayName(u),
    firstName: u.firstName,
    lastName: u.lastName,
    firstNameFa: u.firstNameFa,
    lastNameFa: u.lastNameFa,
    username: u.username,
    phone: u.phone,
    email: u.email,
    gender: u.gender,
    avatar: u.avatar ? userPhotoUrl(u.id, u.avatar) : null,
    wallet: u.wallet,
    active: u.active,
    verified: u.verified,
    hidden: u.hidden,
    userType: u.userType,
    staff: u.userType === 'superAdmin' || atBranch || Object.values(u.accessLevel ?? {}).some(Boolean),
    membershipLevel: u.membershipLevel,
    userLevelName: levelName,
    referralCode: u.referralCode,
    reagentCode: u.reagentCode,
    createdAt: u.createdAt.toISOString(),
  };
}

/** Staff views of `rows`, with each one's membership level name and whether they are staff. */
export async function toAdminViews({ rows, tx = db() }: { rows: UserRecord[]; tx?: DbOrTx }): Promise<AdminUserView[]> {
  if (!rows.length) return [];
  // One round trip: the level names (a handful of rows) and which of these users are branch staff.
  const ids = rows.map((r) => r.id);
  const { rows: found } = (await tx.execute(sql`
    SELECT (SELECT coalesce(json_agg(json_build_object('level', ${memberships.level}, 'name', ${memberships.name})), '[]'::json)
              FROM ${memberships}) AS levels,
           (SELECT coalesce(json_agg(DISTINCT ${providerStaff.userId}), '[]'::json)
              FROM ${providerStaff} WHERE ${inArray(providerStaff.userId, ids)}) AS staff
  `)) as unknown as { rows: { levels: { level: number; name: string }[]; staff: string[] }[] };
  const levelName = new Map(found[0].levels.map((l) => [l.level, l.name]));
  const atBranch = new Set(found[0].staff);
  return rows.map((u) =>
    toAdminView({
      user: u,
      extras: { levelName: levelName.get(u.membershipLevel) ?? null, atBranch: atBranch.has(u.id) },
    }),
  );
}

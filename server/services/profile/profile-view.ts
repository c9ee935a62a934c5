import { asc, eq } from 'drizzle-orm';
import { PRIVACY_DEFAULTS } from '@/lib/content-rules';
import type { MembershipView, ProfileStaffView, ProfileView } from '@/lib/contracts/profile';
import { toLocalIranian } from '@/lib/phone';
import { db, type DbOrTx } from '../../db/client';
import { memberships, providers, providerStaff, users } from '../../db/schema';

type UserRow = typeof users.$inferSelect;

export function toProfileView({ user: u, staff = [] }: { user: UserRow; staff?: ProfileStaffView[] }): ProfileView {
  const name = [u.firstName, u.lastName].filter(Boolean).join(' ');
  return {
    _id: u.id,
    name,
    firstName: u.firstName,
    lastName: u.lastName,
    moreDetail: { firstNameFa: u.firstNameFa, lastNameFa: u.lastNameFa },
    phone: u.phone,
    phoneNumber: toLocalIranian(u.phone),
    images: u.avatar ? [u.avatar] : [],
    avatar: u.avatar,
    wallet: u.wallet,
    bio: u.bio,
    socialMedia: u.socialMedia ?? {},
    privacy: { ...PRIVACY_DEFAULTS, ...(u.privacy ?? {}) },
    username: u.username,
    gender: u.gender,
    email: u.email,
    membershipLevel: u.membershipLevel,
    type: u.userType,
    userType: u.userType,
    referralCode: u.referralCode,
    accessLevel: u.accessLevel ?? {},
    staff,
  };
}

/** The full profile of one user with the branches they work at. */
export async function loadProfile({ userId, tx = db() }: { userId: string; tx?: DbOrTx }): Promise<ProfileView | null> {
  const [u] = await tx.select().from(users).where(eq(users.id, userId)).limit(1);
  if (!u) return null;
  const staffRows = await tx
    .select({
      providerId: providerStaff.providerId,
      role: providerStaff.role,
      accessLevel: providerStaff.accessLevel,
      providerName: providers.name,
    })
    .from(providerStaff)
    .innerJoin(providers, eq(providers.id, providerStaff.providerId))
    .where(eq(providerStaff.userId, userId));
  return toProfileView({ user: u, staff: staffRows });
}

export async function membershipList(): Promise<MembershipView[]> {
  return db()
    .select({ level: memberships.level, name: memberships.name, discountPercent: memberships.discountPercent })
    .from(memberships)
    .orderBy(asc(memberships.level));
}

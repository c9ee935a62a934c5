import { and, eq, isNotNull, sql, type SQL } from 'drizzle-orm';
import { PRIVACY_DEFAULTS, userPhotoUrl, type PrivacyView } from '@/lib/contracts/profile';
import { type PublicUserCard, type PublicUserView } from '@/lib/contracts/users';
import { users } from '../../db/schema';

type UserRow = typeof users.$inferSelect;

export const privacyOf = (u: Pick<UserRow, 'privacy'>): PrivacyView => ({ ...PRIVACY_DEFAULTS, ...(u.privacy ?? {}) });

export function toCard(u: UserRow): PublicUserCard {
  return {
    _id: u.id,
    name: [u.firstName, u.lastName].filter(Boolean).join(' '),
    firstName: u.firstName,
    lastName: u.lastName,
    username: u.username,
    avatar: u.avatar ? userPhotoUrl(u.id, u.avatar) : null,
  };
}

/**
 * A user as someone else sees them. Fields the user keeps private are left out here, on the
 * server, so they never reach another browser; a private profile is only its card. The phone
 * number is never part of it.
 */
export function toPublicView({
  user: u,
  tags,
  levelName,
}: {
  user: UserRow;
  tags?: { _id: string; name: string }[];
  levelName?: string | null;
}): PublicUserView {
  const p = privacyOf(u);
  const base: PublicUserView = {
    ...toCard(u),
    moreDetail: { firstNameFa: u.firstNameFa, lastNameFa: u.lastNameFa },
    images: u.avatar ? [userPhotoUrl(u.id, u.avatar)] : [],
    private: !p.publicProfile,
  };
  if (!p.publicProfile) return base;
  return {
    ...base,
    ...(p.showBio ? { bio: u.bio } : {}),
    ...(p.showSocialMedia ? { socialMedia: u.socialMedia ?? {} } : {}),
    ...(p.showEmail ? { email: u.email } : {}),
    ...(p.showGender ? { gender: u.gender } : {}),
    ...(p.showTags && tags ? { tags } : {}),
    userLevelName: levelName ?? null,
  };
}

/** Users anyone may find: active, not hidden by staff, with a name, and a public profile. */
export const discoverable: SQL = and(
  eq(users.active, true),
  eq(users.hidden, false),
  isNotNull(users.firstName),
  sql`coalesce((${users.privacy}->>'publicProfile')::boolean, ${PRIVACY_DEFAULTS.publicProfile})`,
)!;

import { and, asc, eq, inArray, isNotNull, or, sql, type SQL } from 'drizzle-orm';
import { PRIVACY_DEFAULTS, userPhotoUrl, type PrivacyView } from '@/lib/contracts/profile';
import { type PublicUserCard, type PublicUserView } from '@/lib/contracts/users';
import { db } from '../../db/client';
import { memberships, tags, users, userTags } from '../../db/schema';
import { AppError } from '../../http/errors';
import { pageWindow } from '../../http/paging';
import { toE164 } from '@/lib/phone';
import { toLatinDigits } from '@/lib/digits';
import { containsPattern, matches } from '../search/normalize';
import { tagsOfUser } from '../tag';

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
export function toPublicView(
  u: UserRow,
  extra: { tags?: { _id: string; name: string }[]; levelName?: string | null } = {},
): PublicUserView {
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
    ...(p.showTags && extra.tags ? { tags: extra.tags } : {}),
    userLevelName: extra.levelName ?? null,
  };
}

/** Users anyone may find: active, not hidden by staff, with a name, and a public profile. */
const discoverable: SQL = and(
  eq(users.active, true),
  eq(users.hidden, false),
  isNotNull(users.firstName),
  sql`coalesce((${users.privacy}->>'publicProfile')::boolean, ${PRIVACY_DEFAULTS.publicProfile})`,
)!;

async function withTags(rows: UserRow[]): Promise<PublicUserView[]> {
  if (!rows.length) return [];
  const links = await db()
    .select({ userId: userTags.userId, tagId: userTags.tagId })
    .from(userTags)
    .where(
      inArray(
        userTags.userId,
        rows.map((r) => r.id),
      ),
    );
  const names = links.length
    ? await db()
        .select({ id: tags.id, name: tags.name })
        .from(tags)
        .where(inArray(tags.id, [...new Set(links.map((l) => l.tagId))]))
    : [];
  const byId = new Map(names.map((n) => [n.id, n.name]));
  return rows.map((u) =>
    toPublicView(u, {
      tags: links
        .filter((l) => l.userId === u.id)
        .map((l) => ({ _id: l.tagId, name: byId.get(l.tagId) ?? '' }))
        .sort((a, b) => a.name.localeCompare(b.name, 'fa')),
    }),
  );
}

/** GET /v1/profile/public/{userId}: one user as others see them; 404 when there is no such active user. */
export async function publicProfile(userId: string): Promise<{ user: PublicUserView }> {
  const [u] = await db().select().from(users).where(eq(users.id, userId)).limit(1);
  if (!u || !u.active || u.hidden) throw new AppError('USER_NOT_FOUND');
  const [level] = await db()
    .select({ name: memberships.name })
    .from(memberships)
    .where(eq(memberships.level, u.membershipLevel))
    .limit(1);
  const p = privacyOf(u);
  const own = p.publicProfile && p.showTags ? await tagsOfUser(u.id) : undefined;
  return { user: toPublicView(u, { tags: own, levelName: level?.name ?? null }) };
}

/** GET /v1/user/random/public: a handful of public profiles in random order, for the explore page. */
export async function randomPublicUsers({ size = 12, excludeId }: { size?: number; excludeId?: string } = {}): Promise<{
  users: PublicUserView[];
  total: number;
}> {
  const rows = await db()
    .select()
    .from(users)
    .where(and(discoverable, excludeId ? sql`${users.id} <> ${excludeId}` : undefined))
    .orderBy(sql`random()`)
    .limit(size);
  return { users: await withTags(rows), total: rows.length };
}

/** Text typed as a phone number (digits with spaces, dashes, brackets or a leading +), in any digit script. */
export function looksLikePhone(text: string | undefined): boolean {
  const t = toLatinDigits(text ?? '').trim();
  return /\d/.test(t) && /^[+(\d][\d\s\-()]*$/.test(t);
}

/**
 * GET /v1/user/public/search/{page}-{size}: public profiles whose name (Latin or Persian) or username
 * matches the text, optionally carrying a tag. A text typed as a phone finds only the member with
 * exactly that full number, and only if their profile is public (issue 16: partial numbers find
 * nobody, so nobody can walk the member list by phone prefixes). Phone numbers are never shown.
 */
export async function searchPublicUsers(o: {
  text?: string;
  tagId?: string;
  paging: { page: number; size: number };
}): Promise<{ users: PublicUserView[]; total: number }> {
  const where: (SQL | undefined)[] = [discoverable];
  const pattern = containsPattern(o.text);
  if (pattern && looksLikePhone(o.text)) {
    const phone = toE164(o.text!);
    if (!phone) return { users: [], total: 0 };
    where.push(eq(users.phone, phone));
  } else if (pattern) {
    const full = sql`coalesce(${users.firstName}, '') || ' ' || coalesce(${users.lastName}, '')`;
    const fullFa = sql`coalesce(${users.firstNameFa}, '') || ' ' || coalesce(${users.lastNameFa}, '')`;
    where.push(
      or(matches(full, pattern), matches(fullFa, pattern), matches(sql`coalesce(${users.username}, '')`, pattern)),
    );
  }
  if (o.tagId)
    where.push(
      inArray(users.id, db().select({ id: userTags.userId }).from(userTags).where(eq(userTags.tagId, o.tagId))),
    );
  const condition = and(...where);
  const { offset, limit } = pageWindow(o.paging);
  const [rows, [{ n }]] = await Promise.all([
    db()
      .select()
      .from(users)
      .where(condition)
      .orderBy(asc(users.firstName), asc(users.lastName), asc(users.id))
      .limit(limit)
      .offset(offset),
    db()
      .select({ n: sql<number>`count(*)::int` })
      .from(users)
      .where(condition),
  ]);
  return { users: await withTags(rows), total: Number(n) };
}

import { and, eq, ne, sql } from 'drizzle-orm';
import type { TProfileEdit } from '@/lib/contracts/content';
import type { SessionUser } from '../../auth/session';
import { hitLimits } from '../../auth/rate-limit';
import { db } from '../../db/client';
import { users } from '../../db/schema';
import { AppError } from '../../http/errors';
import { loadProfile, type ProfileView } from '../user/profile-view';
import { fileBytes, storeUpload } from '../files/store-upload';
import { removeStoredFile } from '../files/stored-file';
import { IMAGE_SIZES } from '../files/image';
import { storedImage } from '../blog/image';
import { setUserTags, tagsOfUser } from '../tag';
import { privacyOf } from '../public-user';

export interface EditableProfile {
  user: ProfileView;
  tags: { _id: string; name: string }[];
}

/** GET /v1/profile/edit: the signed-in user's own profile with everything it may edit, tags included. */
export async function editableProfile(userId: string): Promise<EditableProfile> {
  const user = await loadProfile(userId);
  if (!user) throw new AppError('USER_NOT_FOUND');
  return { user, tags: await tagsOfUser(userId) };
}

const PG_UNIQUE = '23505';
const isUnique = (err: unknown) => {
  const e = err as { code?: string; cause?: { code?: string } };
  return e?.code === PG_UNIQUE || e?.cause?.code === PG_UNIQUE;
};

/**
 * POST /v1/profile/edit: changes the fields sent (others stay). An empty username or email clears it;
 * a username already taken (in any letter case) is refused with 409.
 */
export async function editProfile({
  actor,
  input,
}: {
  actor: SessionUser;
  input: TProfileEdit;
}): Promise<EditableProfile> {
  if (input.username) {
    const [taken] = await db()
      .select({ id: users.id })
      .from(users)
      .where(and(sql`lower(${users.username}) = ${input.username}`, ne(users.id, actor.id)))
      .limit(1);
    if (taken) throw new AppError('USERNAME_TAKEN');
  }
  try {
    await db().transaction(async (tx) => {
      const [current] = await tx.select().from(users).where(eq(users.id, actor.id)).for('update');
      if (!current) throw new AppError('USER_NOT_FOUND');
      const social = input.socialMedia
        ? Object.fromEntries(Object.entries(input.socialMedia).filter(([, v]) => typeof v === 'string' && v !== ''))
        : undefined;
      await tx
        .update(users)
        .set({
          ...(input.firstName !== undefined ? { firstName: input.firstName } : {}),
          ...(input.lastName !== undefined ? { lastName: input.lastName } : {}),
          ...(input.firstNameFa !== undefined ? { firstNameFa: input.firstNameFa || null } : {}),
          ...(input.lastNameFa !== undefined ? { lastNameFa: input.lastNameFa || null } : {}),
          ...(input.username !== undefined ? { username: input.username || null } : {}),
          ...(input.bio !== undefined ? { bio: input.bio } : {}),
          ...(input.gender !== undefined ? { gender: input.gender } : {}),
          ...(input.email !== undefined ? { email: input.email || null } : {}),
          ...(social ? { socialMedia: social } : {}),
          ...(input.privacy
            ? {
                privacy: {
                  ...privacyOf(current),
                  ...Object.fromEntries(Object.entries(input.privacy).filter(([, v]) => v !== undefined)),
                },
              }
            : {}),
          updatedAt: new Date(),
        })
        .where(eq(users.id, actor.id));
      if (input.tagIds) await setUserTags(actor.id, input.tagIds, tx);
    });
  } catch (err) {
    if (isUnique(err)) throw new AppError('USERNAME_TAKEN');
    throw err;
  }
  return editableProfile(actor.id);
}

/** POST /v1/profile/avatar (multipart `avatar`): a new photo replaces the old one, which is deleted. */
export async function uploadAvatar({
  actor,
  avatar,
}: {
  actor: SessionUser;
  avatar: unknown;
}): Promise<EditableProfile> {
  const file = await fileBytes(avatar);
  if (!file) throw new AppError('UPLOAD_EMPTY');
  await hitLimits([{ key: `avatar:${actor.id}`, windowSeconds: 3600, max: 20 }]);
  const stored = await storeUpload({
    kind: 'avatar',
    data: file.data,
    originalName: file.name,
    ownerId: actor.id,
    allow: ['image'],
    imageSizes: IMAGE_SIZES.avatar,
    maxBytes: 5 * 1024 * 1024,
  });
  const [before] = await db().select({ avatar: users.avatar }).from(users).where(eq(users.id, actor.id));
  await db().update(users).set({ avatar: stored.fileName, updatedAt: new Date() }).where(eq(users.id, actor.id));
  if (before?.avatar) await removeStoredFile(before.avatar).catch(() => undefined);
  return editableProfile(actor.id);
}

/** DELETE /v1/profile/avatar: removes the photo. */
export async function removeAvatar({ actor }: { actor: SessionUser }): Promise<EditableProfile> {
  const [before] = await db().select({ avatar: users.avatar }).from(users).where(eq(users.id, actor.id));
  await db().update(users).set({ avatar: null, updatedAt: new Date() }).where(eq(users.id, actor.id));
  if (before?.avatar) await removeStoredFile(before.avatar).catch(() => undefined);
  return editableProfile(actor.id);
}

/** GET /v1/getphoto/user/{userId}: the user's photo (photos are public, like the name beside them). */
export async function userPhoto(userId: string): Promise<{ data: Buffer; contentType: string }> {
  const [u] = await db()
    .select({ avatar: users.avatar, active: users.active })
    .from(users)
    .where(eq(users.id, userId))
    .limit(1);
  if (!u || !u.active || !u.avatar) throw new AppError('NOT_FOUND');
  return storedImage(u.avatar, 'avatar');
}

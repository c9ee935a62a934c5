import { and, eq, ne, sql } from 'drizzle-orm';
import type { ProfileEditInput } from '@/lib/contracts/profile';
import type { SessionUser } from '../../auth/session';
import { db } from '../../db/client';
import { isUniqueViolation } from '../../db/errors';
import { users } from '../../db/schema';
import { AppError } from '../../http/errors';
import type { EditableProfile } from '@/lib/contracts/profile';
import { setUserTags } from '../tag/user-tags';
import { privacyOf } from '../users/public-user-view';
import { editableProfile } from './editable-profile';

/**
 * POST /v1/profile/edit: changes the fields sent (others stay). An empty username or email clears it;
 * a username already taken (in any letter case) is refused with 409.
 */
export async function editProfile({
  actor,
  input,
}: {
  actor: SessionUser;
  input: ProfileEditInput;
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
          updatedAt: sql`now()`,
        })
        .where(eq(users.id, actor.id));
      if (input.tagIds) await setUserTags({ userId: actor.id, tagIds: input.tagIds, tx });
    });
  } catch (err) {
    if (isUniqueViolation(err)) throw new AppError('USERNAME_TAKEN');
    throw err;
  }
  return editableProfile({ userId: actor.id });
}

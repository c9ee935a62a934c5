import { eq, sql } from 'drizzle-orm';
import type { SessionUser } from '../../auth/session';
import { db } from '../../db/client';
import { users } from '../../db/schema';
import type { EditableProfile } from '@/lib/contracts/profile';
import { removeStoredFile } from '../files/stored-file';
import { editableProfile } from './editable-profile';
import { log } from '../../log';

/** DELETE /v1/profile/avatar: removes the photo. */
export async function removeAvatar({ actor }: { actor: SessionUser }): Promise<EditableProfile> {
  const [before] = await db().select({ avatar: users.avatar }).from(users).where(eq(users.id, actor.id));
  await db()
    .update(users)
    .set({ avatar: null, updatedAt: sql`now()` })
    .where(eq(users.id, actor.id));
  if (before?.avatar)
    await removeStoredFile(before.avatar).catch((err: unknown) => {
      // The photo is off the profile; a file left behind is only logged.
      log.error({ err, file: before.avatar }, '[profile] could not remove the old avatar');
    });
  return editableProfile({ userId: actor.id });
}

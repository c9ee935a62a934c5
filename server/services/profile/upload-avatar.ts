import { eq, sql } from 'drizzle-orm';
import type { SessionUser } from '../../auth/session';
import { hitLimits } from '../../auth/rate-limit';
import { db } from '../../db/client';
import { users } from '../../db/schema';
import { AppError } from '../../http/errors';
import type { EditableProfile } from '@/lib/contracts/profile';
import { fileBytes, storeUpload } from '../files/store-upload';
import { removeStoredFile } from '../files/stored-file';
import { IMAGE_SIZES } from '../files/image';
import { editableProfile } from './editable-profile';
import { log } from '../../log';

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
  await db()
    .update(users)
    .set({ avatar: stored.fileName, updatedAt: sql`now()` })
    .where(eq(users.id, actor.id));
  if (before?.avatar)
    await removeStoredFile(before.avatar).catch((err: unknown) => {
      // The new photo is saved; an old file left behind is only logged.
      log.error({ err, file: before.avatar }, '[profile] could not remove the old avatar');
    });
  return editableProfile({ userId: actor.id });
}

import { eq } from 'drizzle-orm';
import { db } from '../../db/client';
import { lifePosts } from '../../db/schema';
import { AppError } from '../../http/errors';
import { removeStoredFile } from '../files/stored-file';

/** POST /v1/life/remove: the post and its photo. */
export async function removeLifePost({ lifePostId }: { lifePostId: string }): Promise<{ success: true }> {
  const [gone] = await db().delete(lifePosts).where(eq(lifePosts.id, lifePostId)).returning();
  if (!gone) throw new AppError('LIFE_POST_NOT_FOUND');
  if (gone.image) await removeStoredFile(gone.image).catch(() => undefined);
  return { success: true };
}

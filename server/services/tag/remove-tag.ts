import { eq } from 'drizzle-orm';
import { db } from '../../db/client';
import { tags } from '../../db/schema';
import { AppError } from '../../http/errors';

/** POST /v1/tag/remove: the tag leaves every profile that carried it. */
export async function removeTag({ tagId }: { tagId: string }): Promise<{ success: true; tagId: string }> {
  const gone = await db().delete(tags).where(eq(tags.id, tagId)).returning({ id: tags.id });
  if (!gone.length) throw new AppError('TAG_NOT_FOUND');
  return { success: true, tagId };
}

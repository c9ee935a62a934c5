import { eq } from 'drizzle-orm';
import type { LifePostView } from '@/lib/contracts/life';
import type { SessionUser } from '../../auth/session';
import { db } from '../../db/client';
import { lifePosts } from '../../db/schema';
import { AppError } from '../../http/errors';
import { removeStoredFile } from '../files/stored-file';
import { Row, storeImage, toView } from './life-post-view';

/** POST /v1/life/edit: any field; a new image replaces the old one (deleted), removeImage drops it. */
export async function editLifePost({
  actor,
  input,
}: {
  actor: SessionUser;
  input: {
    lifePostId: string;
    title?: string;
    body?: string;
    happenedOn?: string;
    published?: boolean;
    image?: unknown;
    removeImage?: 'true' | 'false';
  };
}): Promise<{ post: LifePostView }> {
  const [before] = await db().select().from(lifePosts).where(eq(lifePosts.id, input.lifePostId)).limit(1);
  if (!before) throw new AppError('LIFE_POST_NOT_FOUND');
  const image = await storeImage({ actor, value: input.image });
  const patch: Partial<typeof lifePosts.$inferInsert> = {};
  if (input.title !== undefined) patch.title = input.title;
  if (input.body !== undefined) patch.body = input.body;
  if (input.happenedOn !== undefined) patch.happenedOn = input.happenedOn;
  if (input.published !== undefined) patch.published = input.published;
  if (image) patch.image = image;
  else if (input.removeImage === 'true') patch.image = null;
  let row: Row;
  try {
    [row] = Object.keys(patch).length
      ? await db().update(lifePosts).set(patch).where(eq(lifePosts.id, before.id)).returning()
      : [before];
  } catch (err) {
    if (image) await removeStoredFile(image).catch(() => undefined);
    throw err;
  }
  if (before.image && before.image !== row.image) await removeStoredFile(before.image).catch(() => undefined);
  return { post: toView(row) };
}

import type { LifePostView } from '@/lib/contracts/life';
import type { SessionUser } from '../../auth/session';
import { db } from '../../db/client';
import { newId } from '../../db/ids';
import { lifePosts } from '../../db/schema';
import { removeStoredFile } from '../files/stored-file';
import { storeImage, toView } from './life-post-view';

/** POST /v1/life/add (multipart: title, body, happenedOn, published, image). */
export async function addLifePost({
  actor,
  input,
}: {
  actor: SessionUser;
  input: { title: string; body: string; happenedOn: string; published: boolean; image?: unknown };
}): Promise<{ post: LifePostView }> {
  const image = await storeImage({ actor, value: input.image });
  try {
    const [row] = await db()
      .insert(lifePosts)
      .values({
        id: newId(),
        title: input.title,
        body: input.body,
        happenedOn: input.happenedOn,
        published: input.published,
        image,
      })
      .returning();
    return { post: toView(row) };
  } catch (err) {
    if (image) await removeStoredFile(image).catch(() => undefined);
    throw err;
  }
}

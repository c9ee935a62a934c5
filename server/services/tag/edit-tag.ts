import { eq } from 'drizzle-orm';
import type { TagView } from '@/lib/contracts/tag';
import { db } from '../../db/client';
import { tags } from '../../db/schema';
import { AppError } from '../../http/errors';
import { nameFree } from './tag-name-free';
import { toView } from './tag-view';

/** POST /v1/tag/edit. */
export async function editTag({ tagId, name }: { tagId: string; name: string }): Promise<{ tag: TagView }> {
  await nameFree({ name, exceptId: tagId });
  const [t] = await db().update(tags).set({ name }).where(eq(tags.id, tagId)).returning();
  if (!t) throw new AppError('TAG_NOT_FOUND');
  return { tag: toView({ row: t, count: 0 }) };
}

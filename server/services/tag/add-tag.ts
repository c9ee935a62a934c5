import type { TagView } from '@/lib/contracts/tag';
import { db } from '../../db/client';
import { newId } from '../../db/ids';
import { tags } from '../../db/schema';
import { nameFree } from './tag-name-free';
import { toView } from './tag-view';

/** POST /v1/tag/add. */
export async function addTag({ name }: { name: string }): Promise<{ tag: TagView }> {
  await nameFree({ name });
  const [t] = await db().insert(tags).values({ id: newId(), name }).returning();
  return { tag: toView({ row: t, count: 0 }) };
}

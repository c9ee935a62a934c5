import { eq, sql } from 'drizzle-orm';
import type { TagView } from '@/lib/contracts/tag';
import { db } from '../../db/client';
import { tags } from '../../db/schema';
import { AppError } from '../../http/errors';
import { toView } from './tag-view';

/** POST /v1/tag/top: puts a tag among the top tags (last, or at `index`) or takes it out. */
export async function setTopTag({
  tagId,
  top,
  index,
}: {
  tagId: string;
  top: boolean;
  index?: number;
}): Promise<{ tag: TagView }> {
  let sort = index;
  if (top && sort === undefined) {
    const [{ max }] = await db()
      .select({ max: sql<number>`coalesce(max(${tags.topSort}), -1)::int` })
      .from(tags)
      .where(eq(tags.top, true));
    sort = Number(max) + 1;
  }
  const [t] = await db()
    .update(tags)
    .set({ top, topSort: top ? sort! : 0 })
    .where(eq(tags.id, tagId))
    .returning();
  if (!t) throw new AppError('TAG_NOT_FOUND');
  return { tag: toView({ row: t, count: 0 }) };
}

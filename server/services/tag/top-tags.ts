import { asc, desc, eq } from 'drizzle-orm';
import type { TagView } from '@/lib/contracts/tag';
import { db } from '../../db/client';
import { tags } from '../../db/schema';
import { toView, users } from './tag-view';

/** GET /v1/tag/top: the tags the explore page offers first, in their order. */
export async function topTags(): Promise<{ tags: TagView[]; total: number }> {
  const rows = await db()
    .select({ t: tags, users })
    .from(tags)
    .where(eq(tags.top, true))
    .orderBy(asc(tags.topSort), desc(users), asc(tags.name));
  return { tags: rows.map((r) => toView({ row: r.t, count: Number(r.users) })), total: rows.length };
}

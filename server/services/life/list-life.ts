import { count, desc, eq } from 'drizzle-orm';
import type { LifePostView } from '@/lib/contracts/life';
import { db } from '../../db/client';
import { lifePosts } from '../../db/schema';
import { pagedRows } from '../../http/paging';
import { toView } from './life-post-view';

/** GET /v1/life/list/{page}-20: published posts, newest event first; with `all`, drafts too (panel). */
export async function listLife({
  paging,
  all,
}: {
  paging: { page: number; size: number };
  all?: boolean;
}): Promise<{ posts: LifePostView[]; total: number }> {
  const where = all ? undefined : eq(lifePosts.published, true);
  const { rows, total } = await pagedRows({
    paging,
    rows: ({ limit, offset }) =>
      db()
        .select()
        .from(lifePosts)
        .where(where)
        .orderBy(desc(lifePosts.happenedOn), desc(lifePosts.createdAt), desc(lifePosts.id))
        .limit(limit)
        .offset(offset),
    count: db().select({ total: count() }).from(lifePosts).where(where),
  });
  return { posts: rows.map(toView), total };
}

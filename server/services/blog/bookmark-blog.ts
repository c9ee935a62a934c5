import { and, eq } from 'drizzle-orm';
import type { SessionUser } from '../../auth/session';
import { db } from '../../db/client';
import { newId } from '../../db/ids';
import { blogBookmarks, blogPosts } from '../../db/schema';
import { AppError } from '../../http/errors';

/** POST /v1/blog/bookmark: keeps a post in the viewer's bookmarks (once); answers its bookmarkId. */
export async function bookmarkBlog({
  actor,
  blogId,
}: {
  actor: SessionUser;
  blogId: string;
}): Promise<{ blogId: string; isBookmarked: true; bookmarkId: string }> {
  const [post] = await db()
    .select({ active: blogPosts.active })
    .from(blogPosts)
    .where(eq(blogPosts.id, blogId))
    .limit(1);
  if (!post || !post.active) throw new AppError('BLOG_NOT_FOUND');
  await db().insert(blogBookmarks).values({ id: newId(), blogId, userId: actor.id }).onConflictDoNothing();
  const [row] = await db()
    .select({ id: blogBookmarks.id })
    .from(blogBookmarks)
    .where(and(eq(blogBookmarks.blogId, blogId), eq(blogBookmarks.userId, actor.id)));
  return { blogId, isBookmarked: true, bookmarkId: row.id };
}

/** POST /v1/blog/bookmark/remove: drops the viewer's bookmark of a post (if any). */
export async function removeBookmark({
  actor,
  blogId,
}: {
  actor: SessionUser;
  blogId: string;
}): Promise<{ blogId: string; isBookmarked: false; bookmarkId: null }> {
  await db()
    .delete(blogBookmarks)
    .where(and(eq(blogBookmarks.blogId, blogId), eq(blogBookmarks.userId, actor.id)));
  return { blogId, isBookmarked: false, bookmarkId: null };
}

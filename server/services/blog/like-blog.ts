import { and, eq, sql } from 'drizzle-orm';
import type { SessionUser } from '../../auth/session';
import { db } from '../../db/client';
import { blogCategories, blogLikes, blogPosts } from '../../db/schema';
import { AppError } from '../../http/errors';

async function likeable(blogId: string) {
  const [row] = await db()
    .select({ id: blogPosts.id })
    .from(blogPosts)
    .innerJoin(blogCategories, eq(blogCategories.id, blogPosts.categoryId))
    .where(and(eq(blogPosts.id, blogId), eq(blogPosts.active, true), eq(blogCategories.active, true)))
    .limit(1);
  if (!row) throw new AppError('BLOG_NOT_FOUND');
}

/**
 * POST /v1/blog/like and /dislike: the viewer's like is set or taken back. The count moves only when
 * the like really changed, so a double click or a retry cannot count twice.
 */
export async function setBlogLike({
  actor,
  blogId,
  liked,
}: {
  actor: SessionUser;
  blogId: string;
  liked: boolean;
}): Promise<{ blogId: string; isLiked: boolean; likeNum: number }> {
  await likeable(blogId);
  return db().transaction(async (tx) => {
    const changed = liked
      ? await tx
          .insert(blogLikes)
          .values({ blogId, userId: actor.id })
          .onConflictDoNothing()
          .returning({ blogId: blogLikes.blogId })
      : await tx
          .delete(blogLikes)
          .where(and(eq(blogLikes.blogId, blogId), eq(blogLikes.userId, actor.id)))
          .returning({ blogId: blogLikes.blogId });
    if (changed.length) {
      await tx
        .update(blogPosts)
        .set({ likeNum: liked ? sql`${blogPosts.likeNum} + 1` : sql`greatest(${blogPosts.likeNum} - 1, 0)` })
        .where(eq(blogPosts.id, blogId));
    }
    const [post] = await tx.select({ likeNum: blogPosts.likeNum }).from(blogPosts).where(eq(blogPosts.id, blogId));
    return { blogId, isLiked: liked, likeNum: post.likeNum };
  });
}

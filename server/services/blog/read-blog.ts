import { and, desc, eq, inArray, or, sql, type SQL } from 'drizzle-orm';
import { can } from '@/lib/permissions';
import type { BlogListItem, BlogPostView } from '@/lib/contracts/blog';
import type { SessionUser } from '../../auth/session';
import { db } from '../../db/client';
import { blogBookmarks, blogCategories, blogPosts, users } from '../../db/schema';
import { AppError } from '../../http/errors';
import { pagedRows } from '../../http/paging';
import { containsPattern, matches } from '../search/normalize';
import { blogColumns, blogJoin, type BlogRow } from './blog-columns';
import { toListItem, toPostView } from './blog-view';

export interface ListBlogsOptions {
  viewer: SessionUser | null;
  paging: { page: number; size: number };
  /** 'true' (default), or for blog staff 'false' (waiting) and 'all'. */
  active?: 'true' | 'false' | 'all';
  categoryId?: string;
  text?: string;
  /** Only the viewer's bookmarks. */
  bookmarked?: boolean;
}

const publicOnly = () => and(eq(blogPosts.active, true), eq(blogCategories.active, true));

/**
 * GET /v1/blog/list/{page}-{size}: newest first. Visitors only ever see active posts in active
 * categories, whatever they ask for; blog staff may list waiting and all posts.
 */
export async function listBlogs(o: ListBlogsOptions): Promise<{ blogs: BlogListItem[]; total: number }> {
  const staff = can(o.viewer, 'blog');
  const active = staff ? (o.active ?? 'true') : 'true';
  const where: (SQL | undefined)[] = [];
  if (active === 'true') where.push(publicOnly());
  if (active === 'false') where.push(eq(blogPosts.active, false));
  if (o.categoryId) where.push(eq(blogPosts.categoryId, o.categoryId));
  const pattern = containsPattern(o.text);
  if (pattern)
    where.push(or(matches({ column: blogPosts.title, pattern }), matches({ column: blogPosts.description, pattern })));
  if (o.bookmarked) {
    if (!o.viewer) throw new AppError('UNAUTHORIZED');
    where.push(
      inArray(
        blogPosts.id,
        db().select({ id: blogBookmarks.blogId }).from(blogBookmarks).where(eq(blogBookmarks.userId, o.viewer.id)),
      ),
    );
  }
  const condition = and(...where);
  const { rows, total } = await pagedRows({
    paging: o.paging,
    rows: ({ limit, offset }) =>
      db()
        .select(blogColumns(o.viewer?.id ?? null))
        .from(blogPosts)
        .innerJoin(blogCategories, blogJoin.category)
        .leftJoin(users, blogJoin.author)
        .where(condition)
        .orderBy(sql`${blogPosts.publishedAt} desc nulls last`, desc(blogPosts.createdAt), desc(blogPosts.id))
        .limit(limit)
        .offset(offset),
    count: db()
      .select({ total: sql<number>`count(*)::int` })
      .from(blogPosts)
      .innerJoin(blogCategories, blogJoin.category)
      .where(condition),
  });
  return { blogs: (rows as BlogRow[]).map(toListItem), total };
}

/**
 * GET /v1/blog/{id}: an active post for anyone; a waiting post only for blog staff and for the
 * user who wrote it (who sees that it waits for approval).
 */
export async function getBlog(o: { id: string; viewer: SessionUser | null }): Promise<{ blog: BlogPostView }> {
  const [row] = (await db()
    .select(blogColumns(o.viewer?.id ?? null))
    .from(blogPosts)
    .innerJoin(blogCategories, blogJoin.category)
    .leftJoin(users, blogJoin.author)
    .where(eq(blogPosts.id, o.id))
    .limit(1)) as BlogRow[];
  if (!row) throw new AppError('BLOG_NOT_FOUND');
  const visible =
    (row.post.active && row.categoryActive) ||
    can(o.viewer, 'blog') ||
    (o.viewer !== null && row.post.authorId === o.viewer.id);
  if (!visible) throw new AppError('BLOG_NOT_FOUND');
  return { blog: toPostView({ row, viewerId: o.viewer?.id ?? null }) };
}

/** Every active post's id and last change, for the sitemap and the feed. */
export async function publishedBlogs(limit = 1000) {
  return db()
    .select({
      id: blogPosts.id,
      title: blogPosts.title,
      description: blogPosts.description,
      body: blogPosts.body,
      cover: blogPosts.cover,
      updatedAt: blogPosts.updatedAt,
      publishedAt: blogPosts.publishedAt,
      createdAt: blogPosts.createdAt,
      categoryName: blogCategories.name,
    })
    .from(blogPosts)
    .innerJoin(blogCategories, blogJoin.category)
    .where(publicOnly())
    .orderBy(sql`${blogPosts.publishedAt} desc nulls last`, desc(blogPosts.createdAt))
    .limit(limit);
}

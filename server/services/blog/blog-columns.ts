import { eq, sql, type SQL } from 'drizzle-orm';
import { blogCategories, blogPosts, users } from '../../db/schema';

/**
 * Columns every blog read selects: the post, its category, author and the viewer's like and bookmark.
 * The subqueries name their tables outright, since Drizzle may leave column names unqualified.
 */
export function blogColumns(viewerId: string | null) {
  const isLiked: SQL<boolean> = viewerId
    ? sql<boolean>`exists (select 1 from blog_likes bl where bl.blog_id = blog_posts.id and bl.user_id = ${viewerId})`
    : sql<boolean>`false`;
  const bookmarkId: SQL<string | null> = viewerId
    ? sql<
        string | null
      >`(select bb.id from blog_bookmarks bb where bb.blog_id = blog_posts.id and bb.user_id = ${viewerId} limit 1)`
    : sql<string | null>`null`;
  return {
    post: blogPosts,
    categoryName: blogCategories.name,
    categoryActive: blogCategories.active,
    authorFirstName: users.firstName,
    authorLastName: users.lastName,
    authorUsername: users.username,
    authorAvatar: users.avatar,
    isLiked,
    bookmarkId,
  };
}

export const blogJoin = {
  category: eq(blogCategories.id, blogPosts.categoryId),
  author: eq(users.id, blogPosts.authorId),
};

export interface BlogRow {
  post: typeof blogPosts.$inferSelect;
  categoryName: string;
  categoryActive: boolean;
  authorFirstName: string | null;
  authorLastName: string | null;
  authorUsername: string | null;
  authorAvatar: string | null;
  isLiked: boolean | string;
  bookmarkId: string | null;
}

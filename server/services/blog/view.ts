import { eq, sql, type SQL } from 'drizzle-orm';
import {
  blogPhotoUrl,
  type BlogAuthorView,
  type BlogBodyPart,
  type BlogListItem,
  type BlogPostView,
} from '@/lib/contracts/blog';
import { userPhotoUrl } from '@/lib/contracts/profile';
import { blogCategories, blogPosts, users } from '../../db/schema';
import { plainText } from './sanitize';

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

const iso = (d: Date | string | null) => (d === null ? null : new Date(d).toISOString());

/** Reading time: about 200 words a minute, at least one. */
export function readMinutes(body: BlogBodyPart[]): number {
  const words = body
    .filter((p) => p.type === 'text' || p.type === 'heading')
    .map((p) => plainText(p.content))
    .join(' ')
    .split(/\s+/)
    .filter(Boolean).length;
  return Math.max(1, Math.round(words / 200));
}

/** Body parts as served: in order, numbered, image parts with their address. */
export function servedBody(body: BlogBodyPart[]): BlogBodyPart[] {
  return [...body]
    .sort((a, b) => a.index - b.index)
    .map((p, i) => (p.type === 'image' && p.name ? { ...p, index: i, url: blogPhotoUrl(p.name) } : { ...p, index: i }));
}

function author(r: BlogRow): BlogAuthorView | null {
  if (!r.post.authorId) return null;
  return {
    _id: r.post.authorId,
    name: [r.authorFirstName, r.authorLastName].filter(Boolean).join(' '),
    username: r.authorUsername,
    avatar: r.authorAvatar ? userPhotoUrl(r.post.authorId, r.authorAvatar) : null,
  };
}

export function toListItem(r: BlogRow): BlogListItem {
  const p = r.post;
  return {
    _id: p.id,
    title: p.title,
    description: p.description,
    url: p.cover ? blogPhotoUrl(p.cover) : null,
    cover: p.cover,
    categoryId: p.categoryId,
    categoryName: r.categoryName,
    active: p.active,
    likeNum: p.likeNum,
    // PGlite and pg both return booleans; a driver that sends 't'/'f' is handled too.
    isLiked: r.isLiked === true || r.isLiked === 't',
    isBookmarked: Boolean(r.bookmarkId),
    bookmarkId: r.bookmarkId,
    author: author(r),
    createdAt: iso(p.createdAt)!,
    publishedAt: iso(p.publishedAt),
    readMinutes: readMinutes(p.body),
  };
}

export function toPostView(r: BlogRow, viewerId: string | null): BlogPostView {
  return {
    ...toListItem(r),
    body: servedBody(r.post.body),
    updatedAt: iso(r.post.updatedAt)!,
    pending: !r.post.active && r.post.authorId !== null && r.post.authorId === viewerId,
  };
}

import {
  blogPhotoUrl,
  type BlogAuthorView,
  type BlogBodyPart,
  type BlogListItem,
  type BlogPostView,
} from '@/lib/contracts/blog';
import { userPhotoUrl } from '@/lib/contracts/profile';
import { plainText } from './sanitize';
import { BlogRow } from './blog-columns';

const iso = (d: Date | string | null) => (d === null ? null : new Date(d).toISOString());

/** Reading time: about 200 words a minute, at least one. */
function readMinutes(body: BlogBodyPart[]): number {
  const words = body
    .filter((p) => p.type === 'text' || p.type === 'heading')
    .map((p) => plainText(p.content))
    .join(' ')
    .split(/\s+/)
    .filter(Boolean).length;
  return Math.max(1, Math.round(words / 200));
}

/** Body parts as served: in order, numbered, image parts with their address. */
function servedBody(body: BlogBodyPart[]): BlogBodyPart[] {
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

export function toPostView({ row: r, viewerId }: { row: BlogRow; viewerId: string | null }): BlogPostView {
  return {
    ...toListItem(r),
    body: servedBody(r.post.body),
    updatedAt: iso(r.post.updatedAt)!,
    pending: !r.post.active && r.post.authorId !== null && r.post.authorId === viewerId,
  };
}

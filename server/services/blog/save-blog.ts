import { and, eq, inArray, sql } from 'drizzle-orm';
import { can } from '@/lib/permissions';
import type { BlogBodyPart, BlogCreateInput, BlogEditInput, BlogPartInput } from '@/lib/contracts/blog';
import type { SessionUser } from '../../auth/session';
import { hitLimits } from '../../auth/rate-limit';
import { config } from '../../config';
import { db } from '../../db/client';
import { newId } from '../../db/ids';
import { blogCategories, blogPosts, files } from '../../db/schema';
import { clockNow } from '../../clock';
import { AppError } from '../../http/errors';
import { sanitizeBlogHtml } from './sanitize';
import { getBlog } from './read-blog';

/** Body parts as stored: numbered in the order given, text parts sanitised. */
function toStoredBody(parts: BlogPartInput[]): BlogBodyPart[] {
  return parts.map((p, index) => {
    switch (p.type) {
      case 'text':
        return { index, type: 'text', content: sanitizeBlogHtml(p.content) };
      case 'heading':
        return { index, type: 'heading', content: p.content };
      case 'image':
        return { index, type: 'image', content: p.content, name: p.name };
      case 'video':
        return { index, type: 'video', content: p.content, name: p.name, url: p.url };
    }
  });
}

/**
 * Every image a post uses must be an uploaded image; a user who is not blog staff may only use
 * images they uploaded themselves.
 */
async function checkImages({ names, actor, staff }: { names: string[]; actor: SessionUser; staff: boolean }) {
  const unique = [...new Set(names)];
  if (!unique.length) return;
  const rows = await db()
    .select({ name: files.name, ownerId: files.ownerId, contentType: files.contentType })
    .from(files)
    .where(and(inArray(files.name, unique), eq(files.kind, 'blog')));
  const ok = new Set(
    rows.filter((r) => r.contentType.startsWith('image/') && (staff || r.ownerId === actor.id)).map((r) => r.name),
  );
  if (unique.some((n) => !ok.has(n))) throw new AppError('BLOG_IMAGE_NOT_FOUND');
}

async function checkCategory(categoryId: string) {
  const [c] = await db()
    .select({ id: blogCategories.id })
    .from(blogCategories)
    .where(eq(blogCategories.id, categoryId))
    .limit(1);
  if (!c) throw new AppError('BLOG_CATEGORY_NOT_FOUND');
}

const imagesOf = (input: BlogCreateInput) => [
  ...input.body.flatMap((p) => (p.type === 'image' ? [p.name] : [])),
  ...(input.cover ? [input.cover] : []),
];

/**
 * POST /v1/blog/create. Blog staff write in any category and choose whether it is published; any
 * other signed-in user writes a community post, which waits for staff approval before it shows.
 */
export async function createBlog({ actor, input }: { actor: SessionUser; input: BlogCreateInput }) {
  const staff = can(actor, 'blog');
  const community = config().communityCategoryId;
  if (!staff) {
    if (input.categoryId && input.categoryId !== community) throw new AppError('COMMUNITY_ONLY');
    await hitLimits([{ key: `blog-create:${actor.id}`, windowSeconds: 3600, max: 10 }]);
  }
  const categoryId = staff ? (input.categoryId ?? community) : community;
  await checkCategory(categoryId);
  await checkImages({ names: imagesOf(input), actor, staff });
  const active = staff ? (input.active ?? false) : false;
  const id = newId();
  await db()
    .insert(blogPosts)
    .values({
      id,
      categoryId,
      authorId: actor.id,
      title: input.title,
      description: input.description,
      cover: input.cover ?? null,
      body: toStoredBody(input.body),
      active,
      publishedAt: active ? clockNow() : null,
    });
  return getBlog({ id, viewer: actor });
}

/** POST /v1/blog/edit (blog staff): replaces the post's fields and body. */
export async function editBlog({ actor, input }: { actor: SessionUser; input: BlogEditInput }) {
  const [existing] = await db().select().from(blogPosts).where(eq(blogPosts.id, input.blogId)).limit(1);
  if (!existing) throw new AppError('BLOG_NOT_FOUND');
  const categoryId = input.categoryId ?? existing.categoryId;
  await checkCategory(categoryId);
  await checkImages({ names: imagesOf(input), actor, staff: true });
  const active = input.active ?? existing.active;
  await db()
    .update(blogPosts)
    .set({
      categoryId,
      title: input.title,
      description: input.description,
      cover: input.cover === undefined ? existing.cover : input.cover,
      body: toStoredBody(input.body),
      active,
      publishedAt: active && !existing.publishedAt ? clockNow() : existing.publishedAt,
      updatedAt: sql`now()`,
    })
    .where(eq(blogPosts.id, input.blogId));
  return getBlog({ id: input.blogId, viewer: actor });
}

/** POST /v1/blog/change/active (blog staff): publishes, approves or hides a post; without `active` it toggles. */
export async function changeBlogActive({
  actor,
  blogId,
  active,
}: {
  actor: SessionUser;
  blogId: string;
  active?: boolean;
}) {
  const [existing] = await db()
    .select({ active: blogPosts.active, publishedAt: blogPosts.publishedAt })
    .from(blogPosts)
    .where(eq(blogPosts.id, blogId))
    .limit(1);
  if (!existing) throw new AppError('BLOG_NOT_FOUND');
  const next = active ?? !existing.active;
  await db()
    .update(blogPosts)
    .set({
      active: next,
      publishedAt: next && !existing.publishedAt ? clockNow() : existing.publishedAt,
      updatedAt: sql`now()`,
    })
    .where(and(eq(blogPosts.id, blogId)));
  return getBlog({ id: blogId, viewer: actor });
}

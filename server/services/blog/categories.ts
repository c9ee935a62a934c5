import { and, asc, eq, sql } from 'drizzle-orm';
import { can } from '@/lib/permissions';
import type { BlogCategoryView } from '@/lib/contracts/blog';
import type { SessionUser } from '../../auth/session';
import { db } from '../../db/client';
import { newId } from '../../db/ids';
import { blogCategories } from '../../db/schema';
import { AppError } from '../../http/errors';

type Row = typeof blogCategories.$inferSelect;

const toView = (c: Row, count: number): BlogCategoryView => ({
  _id: c.id,
  categoryId: c.id,
  name: c.name,
  index: c.sort,
  active: c.active,
  count,
});

/** GET /v1/blog/category/list: active categories for visitors, all of them for blog staff, with post counts. */
export async function listBlogCategories(
  viewer: SessionUser | null,
): Promise<{ categories: BlogCategoryView[]; total: number }> {
  const staff = can(viewer, 'blog');
  // Spelled out with table names: inside a subquery Drizzle's unqualified column names would bind to the inner table.
  const count = sql<number>`(select count(*)::int from blog_posts bp where bp.category_id = blog_categories.id and bp.active)`;
  const rows = await db()
    .select({ c: blogCategories, count })
    .from(blogCategories)
    .where(staff ? undefined : eq(blogCategories.active, true))
    .orderBy(asc(blogCategories.sort), asc(blogCategories.name));
  return { categories: rows.map((r) => toView(r.c, Number(r.count))), total: rows.length };
}

/** One category, for the community page's heading; null when missing or hidden. */
export async function blogCategory(id: string): Promise<BlogCategoryView | null> {
  const [c] = await db()
    .select()
    .from(blogCategories)
    .where(and(eq(blogCategories.id, id), eq(blogCategories.active, true)))
    .limit(1);
  return c ? toView(c, 0) : null;
}

async function nameFree(name: string, exceptId?: string) {
  const [hit] = await db()
    .select({ id: blogCategories.id })
    .from(blogCategories)
    .where(eq(blogCategories.name, name))
    .limit(1);
  if (hit && hit.id !== exceptId) throw new AppError('NAME_EXISTS');
}

/** POST /v1/blog/category/create. */
export async function createBlogCategory({
  name,
  index,
}: {
  name: string;
  index?: number;
}): Promise<{ category: BlogCategoryView }> {
  await nameFree(name);
  const [{ max }] = await db()
    .select({ max: sql<number>`coalesce(max(${blogCategories.sort}), -1)::int` })
    .from(blogCategories);
  const [c] = await db()
    .insert(blogCategories)
    .values({ id: newId(), name, sort: index ?? Number(max) + 1 })
    .returning();
  return { category: toView(c, 0) };
}

/** POST /v1/blog/category/edit: rename, reorder, show or hide a category (hidden ones hide their posts). */
export async function editBlogCategory(input: {
  categoryId: string;
  name?: string;
  index?: number;
  active?: boolean;
}): Promise<{ category: BlogCategoryView }> {
  if (input.name) await nameFree(input.name, input.categoryId);
  const [c] = await db()
    .update(blogCategories)
    .set({
      ...(input.name ? { name: input.name } : {}),
      ...(input.index !== undefined ? { sort: input.index } : {}),
      ...(input.active !== undefined ? { active: input.active } : {}),
    })
    .where(eq(blogCategories.id, input.categoryId))
    .returning();
  if (!c) throw new AppError('BLOG_CATEGORY_NOT_FOUND');
  return { category: toView(c, 0) };
}

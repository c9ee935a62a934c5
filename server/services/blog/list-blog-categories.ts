import { asc, eq, sql } from 'drizzle-orm';
import { can } from '@/lib/permissions';
import type { BlogCategoryView } from '@/lib/contracts/blog';
import type { SessionUser } from '../../auth/session';
import { db } from '../../db/client';
import { blogCategories } from '../../db/schema';
import { toView } from './blog-category-view';

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
  return { categories: rows.map((r) => toView({ row: r.c, count: Number(r.count) })), total: rows.length };
}

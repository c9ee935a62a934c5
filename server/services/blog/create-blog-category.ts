import { sql } from 'drizzle-orm';
import type { BlogCategoryView } from '@/lib/contracts/blog';
import { db } from '../../db/client';
import { newId } from '../../db/ids';
import { blogCategories } from '../../db/schema';
import { nameFree } from './blog-category-rules';
import { toView } from './blog-category-view';

/** POST /v1/blog/category/create. */
export async function createBlogCategory({
  name,
  index,
}: {
  name: string;
  index?: number;
}): Promise<{ category: BlogCategoryView }> {
  await nameFree({ name });
  const [{ max }] = await db()
    .select({ max: sql<number>`coalesce(max(${blogCategories.sort}), -1)::int` })
    .from(blogCategories);
  const [c] = await db()
    .insert(blogCategories)
    .values({ id: newId(), name, sort: index ?? Number(max) + 1 })
    .returning();
  return { category: toView({ row: c, count: 0 }) };
}

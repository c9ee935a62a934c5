import { eq } from 'drizzle-orm';
import type { BlogCategoryView } from '@/lib/contracts/blog';
import { db } from '../../db/client';
import { blogCategories } from '../../db/schema';
import { AppError } from '../../http/errors';
import { nameFree } from './blog-category-rules';
import { toView } from './blog-category-view';

/** POST /v1/blog/category/edit: rename, reorder, show or hide a category (hidden ones hide their posts). */
export async function editBlogCategory(input: {
  categoryId: string;
  name?: string;
  index?: number;
  active?: boolean;
}): Promise<{ category: BlogCategoryView }> {
  if (input.name) await nameFree({ name: input.name, exceptId: input.categoryId });
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
  return { category: toView({ row: c, count: 0 }) };
}

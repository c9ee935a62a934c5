import { and, eq } from 'drizzle-orm';
import type { BlogCategoryView } from '@/lib/contracts/blog';
import { db } from '../../db/client';
import { blogCategories } from '../../db/schema';
import { toView } from './blog-category-view';

/** One category, for the community page's heading; null when missing or hidden. */
export async function blogCategory({ id }: { id: string }): Promise<BlogCategoryView | null> {
  const [c] = await db()
    .select()
    .from(blogCategories)
    .where(and(eq(blogCategories.id, id), eq(blogCategories.active, true)))
    .limit(1);
  return c ? toView({ row: c, count: 0 }) : null;
}

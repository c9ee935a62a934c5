import { eq } from 'drizzle-orm';
import type { FaqCategoryView } from '@/lib/contracts/faq';
import { db } from '../../db/client';
import { faqCategories } from '../../db/schema';
import { AppError } from '../../http/errors';
import { nameFree } from './faq-category-rules';
import { toCategoryView } from './faq-view';

/** POST /v1/faq/category/edit. */
export async function editFaqCategory(input: {
  categoryId: string;
  name: string;
  index?: number;
}): Promise<{ category: FaqCategoryView }> {
  await nameFree({ name: input.name, exceptId: input.categoryId });
  const [row] = await db()
    .update(faqCategories)
    .set({ name: input.name, ...(input.index !== undefined ? { sort: input.index } : {}) })
    .where(eq(faqCategories.id, input.categoryId))
    .returning();
  if (!row) throw new AppError('FAQ_CATEGORY_NOT_FOUND');
  return { category: toCategoryView(row) };
}

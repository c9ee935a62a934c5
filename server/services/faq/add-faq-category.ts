import { sql } from 'drizzle-orm';
import type { FaqCategoryView } from '@/lib/contracts/faq';
import { db } from '../../db/client';
import { newId } from '../../db/ids';
import { faqCategories } from '../../db/schema';
import { nameFree } from './faq-category-rules';
import { toCategoryView } from './faq-view';

/** POST /v1/faq/category/add. */
export async function addFaqCategory(input: { name: string; index?: number }): Promise<{ category: FaqCategoryView }> {
  await nameFree({ name: input.name });
  const [{ max }] = await db()
    .select({ max: sql<number>`coalesce(max(${faqCategories.sort}), -1)::int` })
    .from(faqCategories);
  const [row] = await db()
    .insert(faqCategories)
    .values({ id: newId(), name: input.name, sort: input.index ?? Number(max) + 1 })
    .returning();
  return { category: toCategoryView(row) };
}

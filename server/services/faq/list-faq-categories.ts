import { asc } from 'drizzle-orm';
import type { FaqCategoryView } from '@/lib/contracts/faq';
import { db } from '../../db/client';
import { faqCategories } from '../../db/schema';
import { toCategoryView } from './faq-view';

/** GET /v1/faq/category/list. */
export async function listFaqCategories(): Promise<{ categories: FaqCategoryView[]; total: number }> {
  const rows = await db().select().from(faqCategories).orderBy(asc(faqCategories.sort), asc(faqCategories.name));
  return { categories: rows.map(toCategoryView), total: rows.length };
}

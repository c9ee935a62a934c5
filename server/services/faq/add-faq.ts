import { eq, isNull, sql } from 'drizzle-orm';
import type { FaqView } from '@/lib/contracts/faq';
import { db } from '../../db/client';
import { newId } from '../../db/ids';
import { faqs } from '../../db/schema';
import { checkCategory } from './faq-category-rules';
import { toFaqView } from './faq-view';

async function nextSort(categoryId: string | null): Promise<number> {
  const [{ max }] = await db()
    .select({ max: sql<number>`coalesce(max(${faqs.sort}), -1)::int` })
    .from(faqs)
    .where(categoryId ? eq(faqs.categoryId, categoryId) : isNull(faqs.categoryId));
  return Number(max) + 1;
}

/** POST /v1/faq/add: a new question, last in its category unless an index is given. */
export async function addFaq(input: {
  question: string;
  answer: string;
  categoryId?: string | null;
  index?: number;
}): Promise<{ faq: FaqView }> {
  const categoryId = input.categoryId ?? null;
  await checkCategory(categoryId);
  const [row] = await db()
    .insert(faqs)
    .values({
      id: newId(),
      question: input.question,
      answer: input.answer,
      categoryId,
      sort: input.index ?? (await nextSort(categoryId)),
    })
    .returning();
  return { faq: toFaqView(row) };
}

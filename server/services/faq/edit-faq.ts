import { eq, sql } from 'drizzle-orm';
import type { FaqView } from '@/lib/contracts/faq';
import { db } from '../../db/client';
import { faqs } from '../../db/schema';
import { AppError } from '../../http/errors';
import { checkCategory } from './faq-category-rules';
import { toFaqView } from './faq-view';

/** POST /v1/faq/edit: question and answer are always sent together with the id (the spec's rule). */
export async function editFaq(input: {
  faqId: string;
  question: string;
  answer: string;
  categoryId?: string | null;
  index?: number;
}): Promise<{ faq: FaqView }> {
  await checkCategory(input.categoryId);
  const [row] = await db()
    .update(faqs)
    .set({
      question: input.question,
      answer: input.answer,
      ...(input.categoryId !== undefined ? { categoryId: input.categoryId } : {}),
      ...(input.index !== undefined ? { sort: input.index } : {}),
      updatedAt: sql`now()`,
    })
    .where(eq(faqs.id, input.faqId))
    .returning();
  if (!row) throw new AppError('FAQ_NOT_FOUND');
  return { faq: toFaqView(row) };
}

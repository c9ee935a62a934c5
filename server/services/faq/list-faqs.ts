import { and, asc, eq, or, type SQL } from 'drizzle-orm';
import type { FaqView } from '@/lib/contracts/faq';
import { db } from '../../db/client';
import { faqs } from '../../db/schema';
import { containsPattern, matches } from '../search/normalize';
import { toFaqView } from './faq-view';

/** GET /v1/faq/list: every question in display order, optionally of one category or matching a text. */
export async function listFaqs(
  o: { categoryId?: string; text?: string } = {},
): Promise<{ faqs: FaqView[]; total: number }> {
  const where: (SQL | undefined)[] = [];
  if (o.categoryId) where.push(eq(faqs.categoryId, o.categoryId));
  const pattern = containsPattern(o.text);
  if (pattern) where.push(or(matches({ column: faqs.question, pattern }), matches({ column: faqs.answer, pattern })));
  const rows = await db()
    .select()
    .from(faqs)
    .where(and(...where))
    .orderBy(asc(faqs.sort), asc(faqs.createdAt));
  return { faqs: rows.map(toFaqView), total: rows.length };
}

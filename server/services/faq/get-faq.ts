import { eq } from 'drizzle-orm';
import type { FaqView } from '@/lib/contracts/faq';
import { db } from '../../db/client';
import { faqs } from '../../db/schema';
import { AppError } from '../../http/errors';
import { toFaqView } from './faq-view';

/** GET /v1/faq/{id}. */
export async function getFaq({ faqId }: { faqId: string }): Promise<{ faq: FaqView }> {
  const [row] = await db().select().from(faqs).where(eq(faqs.id, faqId)).limit(1);
  if (!row) throw new AppError('FAQ_NOT_FOUND');
  return { faq: toFaqView(row) };
}

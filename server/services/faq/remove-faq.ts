import { eq } from 'drizzle-orm';
import { db } from '../../db/client';
import { faqs } from '../../db/schema';
import { AppError } from '../../http/errors';

/** POST /v1/faq/remove. */
export async function removeFaq({ faqId }: { faqId: string }): Promise<{ success: true; faqId: string }> {
  const gone = await db().delete(faqs).where(eq(faqs.id, faqId)).returning({ id: faqs.id });
  if (!gone.length) throw new AppError('FAQ_NOT_FOUND');
  return { success: true, faqId };
}

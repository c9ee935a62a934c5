import { eq } from 'drizzle-orm';
import { db } from '../../db/client';
import { faqCategories } from '../../db/schema';
import { AppError } from '../../http/errors';

/** POST /v1/faq/category/remove: the category goes; its questions stay, without a category. */
export async function removeFaqCategory({
  categoryId,
}: {
  categoryId: string;
}): Promise<{ success: true; categoryId: string }> {
  const gone = await db()
    .delete(faqCategories)
    .where(eq(faqCategories.id, categoryId))
    .returning({ id: faqCategories.id });
  if (!gone.length) throw new AppError('FAQ_CATEGORY_NOT_FOUND');
  return { success: true, categoryId };
}

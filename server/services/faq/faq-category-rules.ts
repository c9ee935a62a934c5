import { eq } from 'drizzle-orm';
import { db } from '../../db/client';
import { faqCategories } from '../../db/schema';
import { AppError } from '../../http/errors';

export async function checkCategory(categoryId: string | null | undefined) {
  if (!categoryId) return;
  const [c] = await db()
    .select({ id: faqCategories.id })
    .from(faqCategories)
    .where(eq(faqCategories.id, categoryId))
    .limit(1);
  if (!c) throw new AppError('FAQ_CATEGORY_NOT_FOUND');
}

export async function nameFree({ name, exceptId }: { name: string; exceptId?: string }) {
  const [hit] = await db()
    .select({ id: faqCategories.id })
    .from(faqCategories)
    .where(eq(faqCategories.name, name))
    .limit(1);
  if (hit && hit.id !== exceptId) throw new AppError('NAME_EXISTS');
}

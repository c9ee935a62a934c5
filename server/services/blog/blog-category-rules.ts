import { eq } from 'drizzle-orm';
import { db } from '../../db/client';
import { blogCategories } from '../../db/schema';
import { AppError } from '../../http/errors';

export async function nameFree({ name, exceptId }: { name: string; exceptId?: string }) {
  const [hit] = await db()
    .select({ id: blogCategories.id })
    .from(blogCategories)
    .where(eq(blogCategories.name, name))
    .limit(1);
  if (hit && hit.id !== exceptId) throw new AppError('NAME_EXISTS');
}

import { and, eq } from 'drizzle-orm';
import { db } from '../../db/client';
import { lifePosts } from '../../db/schema';
import { AppError } from '../../http/errors';
import { SAFE_FILE_NAME } from '../../integrations/storage';
import { readStoredFile } from '../files/stored-file';

/** GET /v1/life/image/{name}: a post's photo, only while a post uses it. */
export async function lifeImage({ name }: { name: string }): Promise<{ data: Buffer; contentType: string }> {
  if (!SAFE_FILE_NAME.test(name)) throw new AppError('NOT_FOUND');
  const [used] = await db()
    .select({ id: lifePosts.id })
    .from(lifePosts)
    .where(and(eq(lifePosts.image, name)))
    .limit(1);
  if (!used) throw new AppError('NOT_FOUND');
  const file = await readStoredFile({ kind: 'about', fileName: name });
  if (!file) throw new AppError('NOT_FOUND');
  return { data: file.data, contentType: file.contentType };
}

import { eq } from 'drizzle-orm';
import { db } from '../../db/client';
import { files } from '../../db/schema';
import { SAFE_FILE_NAME, storage } from '../../integrations/storage';
import { AppError } from '../../http/errors';

/** An item cover: bytes and the content type recorded when it was stored (never guessed from the request). */
export async function itemPhoto(name: string): Promise<{ data: Buffer; contentType: string }> {
  if (!SAFE_FILE_NAME.test(name)) throw new AppError('NOT_FOUND');
  const [meta] = await db().select().from(files).where(eq(files.name, name)).limit(1);
  if (!meta) throw new AppError('NOT_FOUND');
  const data = await storage().get(name);
  if (!data) throw new AppError('NOT_FOUND');
  return { data, contentType: meta.contentType };
}

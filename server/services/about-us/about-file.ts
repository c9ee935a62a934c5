import { or, sql } from 'drizzle-orm';
import { db } from '../../db/client';
import { aboutUsItems } from '../../db/schema';
import { AppError } from '../../http/errors';
import { SAFE_FILE_NAME } from '../../integrations/storage';
import { readStoredFile } from '../files/stored-file';

/** GET /v1/aboutUs/file/{name}: a gallery image or a form file, only while an about-us entry uses it. */
export async function aboutFile({ name }: { name: string }): Promise<{ data: Buffer; contentType: string }> {
  if (!SAFE_FILE_NAME.test(name)) throw new AppError('NOT_FOUND');
  const [used] = await db()
    .select({ id: aboutUsItems.id })
    .from(aboutUsItems)
    .where(or(sql`${aboutUsItems.data}->>'image' = ${name}`, sql`${aboutUsItems.data}->>'file' = ${name}`))
    .limit(1);
  if (!used) throw new AppError('NOT_FOUND');
  const file = await readStoredFile({ kind: 'about', fileName: name });
  if (!file) throw new AppError('NOT_FOUND');
  return { data: file.data, contentType: file.contentType };
}

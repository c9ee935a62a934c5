import { eq } from 'drizzle-orm';
import { blogPhotoUrl } from '@/lib/contracts/content';
import type { SessionUser } from '../../auth/session';
import { hitLimits } from '../../auth/rate-limit';
import { db } from '../../db/client';
import { files } from '../../db/schema';
import { AppError } from '../../http/errors';
import { SAFE_FILE_NAME, storage } from '../../integrations/storage';
import { fileBytes, storeUpload } from '../files/store-upload';

/** POST /v1/blog/upload/image: stores an image for a cover or an image part; answers its name and url. */
export async function uploadBlogImage({ actor, image }: { actor: SessionUser; image: unknown }): Promise<{ fileName: string; name: string; url: string }> {
  const file = await fileBytes(image);
  if (!file) throw new AppError('UPLOAD_EMPTY');
  await hitLimits([{ key: `blog-image:${actor.id}`, windowSeconds: 3600, max: 60 }]);
  const stored = await storeUpload({ data: file.data, originalName: file.name, ownerId: actor.id, allow: ['image'] });
  return { fileName: stored.fileName, name: stored.fileName, url: blogPhotoUrl(stored.fileName) };
}

/** A stored image with the type recorded when it was stored; PDFs and unknown names are not served here. */
export async function storedImage(name: string): Promise<{ data: Buffer; contentType: string }> {
  if (!SAFE_FILE_NAME.test(name)) throw new AppError('NOT_FOUND');
  const [meta] = await db().select().from(files).where(eq(files.name, name)).limit(1);
  if (!meta || !meta.contentType.startsWith('image/')) throw new AppError('NOT_FOUND');
  const data = await storage().get(name);
  if (!data) throw new AppError('NOT_FOUND');
  return { data, contentType: meta.contentType };
}

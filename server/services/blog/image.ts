import { blogPhotoUrl } from '@/lib/contracts/blog';
import type { SessionUser } from '../../auth/session';
import { hitLimits } from '../../auth/rate-limit';
import { AppError } from '../../http/errors';
import { fileBytes, storeUpload } from '../files/store-upload';
import { readStoredFile } from '../files/stored-file';
import { IMAGE_SIZES } from '../files/image';

/** POST /v1/blog/upload/image: stores an image for a cover or an image part; answers its name and url. */
export async function uploadBlogImage({
  actor,
  image,
}: {
  actor: SessionUser;
  image: unknown;
}): Promise<{ fileName: string; name: string; url: string }> {
  const file = await fileBytes(image);
  if (!file) throw new AppError('UPLOAD_EMPTY');
  await hitLimits([{ key: `blog-image:${actor.id}`, windowSeconds: 3600, max: 60 }]);
  const stored = await storeUpload({
    kind: 'blog',
    data: file.data,
    originalName: file.name,
    ownerId: actor.id,
    allow: ['image'],
    imageSizes: IMAGE_SIZES.photo,
  });
  return { fileName: stored.fileName, name: stored.fileName, url: blogPhotoUrl(stored.fileName) };
}

/**
 * A stored image of one public kind (blog by default) with the type recorded when it was stored;
 * PDFs, unknown names and files of other kinds (ticket attachments above all) are not served here.
 */
export async function storedImage({
  name,
  kind = 'blog',
}: {
  name: string;
  kind?: 'blog' | 'avatar';
}): Promise<{ data: Buffer; contentType: string }> {
  const file = await readStoredFile({ kind, fileName: name });
  if (!file || !file.contentType.startsWith('image/')) throw new AppError('NOT_FOUND');
  return { data: file.data, contentType: file.contentType };
}

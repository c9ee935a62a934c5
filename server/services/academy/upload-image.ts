import { blogPhotoUrl } from '@/lib/contracts/blog';
import type { EventImageKind } from '@/lib/contracts/academy';
import type { SessionUser } from '../../auth/session';
import { hitLimits } from '../../auth/rate-limit';
import { AppError } from '../../http/errors';
import { fileBytes, storeUpload } from '../files/store-upload';
import { IMAGE_SIZES } from '../files/image';

/**
 * POST /v1/event/image/upload (multipart `file`, `kind`): an event cover, a teacher's photo or a
 * signature image, through the app's image intake (checked by content, resized to WebP). They are public
 * images, kept with the blog's public photos and served by /v1/getphoto/blog/{name}.
 */
export async function uploadEventImage({
  actor,
  file,
  kind,
}: {
  actor: SessionUser;
  file: unknown;
  kind: EventImageKind;
}): Promise<{ image: string }> {
  const bytes = await fileBytes(file);
  if (!bytes) throw new AppError('UPLOAD_EMPTY');
  await hitLimits([{ key: `event-image:${actor.id}`, windowSeconds: 3600, max: 60 }]);
  const stored = await storeUpload({
    kind: 'blog',
    data: bytes.data,
    originalName: bytes.name,
    ownerId: actor.id,
    allow: ['image'],
    imageSizes: kind === 'teacher' ? IMAGE_SIZES.avatar : kind === 'cover' ? IMAGE_SIZES.cover : IMAGE_SIZES.photo,
    maxBytes: 5 * 1024 * 1024,
  });
  return { image: blogPhotoUrl(stored.fileName) };
}

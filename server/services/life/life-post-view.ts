import type { LifePostView } from '@/lib/contracts/life';
import type { SessionUser } from '../../auth/session';
import { lifePosts } from '../../db/schema';
import { fileBytes, storeUpload } from '../files/store-upload';
import { IMAGE_SIZES } from '../files/image';

export type Row = typeof lifePosts.$inferSelect;

export const toView = (r: Row): LifePostView => ({
  _id: r.id,
  title: r.title,
  body: r.body,
  image: r.image,
  happenedOn: r.happenedOn,
  published: r.published,
});

/**
 * The chain's life feed (/panel/{product}Life manages it, the home page shows it). Photos are stored
 * in the about-us namespace (the chain's own public images) and served only while a post uses them.
 */
const IMAGE_LIMIT = 5 * 1024 * 1024;

export async function storeImage({ actor, value }: { actor: SessionUser; value: unknown }): Promise<string | null> {
  const file = await fileBytes(value);
  if (!file) return null;
  const saved = await storeUpload({
    kind: 'about',
    data: file.data,
    originalName: file.name,
    ownerId: actor.id,
    allow: ['image'],
    imageSizes: IMAGE_SIZES.photo,
    maxBytes: IMAGE_LIMIT,
  });
  return saved.fileName;
}

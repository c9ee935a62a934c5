import { IMAGE_SIZES, storeImage } from '../files/image';

/** The largest cover file accepted. */
export const MAX_COVER_BYTES = 5 * 1024 * 1024;

/**
 * The sizes the menu shows a cover at (components/menu/ItemCard: 380x280 CSS pixels), once and for
 * dense screens twice. Each is named `{22 hex of the upload's SHA-256}{code}.webp`: the same upload
 * gives the same names (content-addressed, so the files can be cached for a year), and the 2x file's
 * name follows from the cover's (lib/client/site.ts itemPhotoSrcSet).
 */
export const COVER_SIZES = IMAGE_SIZES.cover;

/**
 * Checks an uploaded cover by its content and stores it at every COVER_SIZES entry as WebP through
 * the shared image intake (files/image.ts storeImage). Answers the cover's name (the 1x file).
 */
export async function storeItemCover({ data, ownerId }: { data: Buffer; ownerId: string }): Promise<{ cover: string }> {
  const { fileName } = await storeImage({
    kind: 'item',
    data,
    ownerId,
    sizes: COVER_SIZES,
    maxBytes: MAX_COVER_BYTES,
    naming: 'content',
  });
  return { cover: fileName };
}

import { createHash } from 'node:crypto';
import sharp, { type Metadata } from 'sharp';
import { inArray } from 'drizzle-orm';
import { db } from '../../db/client';
import { files } from '../../db/schema';
import { fileKey, storage } from '../../integrations/storage';
import { AppError } from '../../http/errors';
import { uploadTooLarge } from '../files/store-upload';

/** The largest cover file accepted. */
export const MAX_COVER_BYTES = 5 * 1024 * 1024;
/** More pixels than this is refused before decoding (a small file can claim a huge image). */
export const MAX_COVER_PIXELS = 24_000_000;

/**
 * The sizes the menu shows a cover at (components/menu/ItemCard: 380x280 CSS pixels), once and for
 * dense screens twice. Each is named `{22 hex of the upload's SHA-256}{code}.webp`: the same upload
 * gives the same names (content-addressed, so the files can be cached for a year), and the 2x file's
 * name follows from the cover's (lib/client/site.ts itemPhotoSrcSet).
 */
export const COVER_SIZES = [
  { code: '01', width: 380, height: 280 },
  { code: '02', width: 760, height: 560 },
] as const;

/**
 * Checks an uploaded cover by its content (JPEG, PNG or WebP that sharp can decode, at most
 * MAX_COVER_PIXELS) and stores it resized to every COVER_SIZES entry as WebP: all sizes or none (a
 * failure removes what this call wrote). Answers the cover's name (the 1x file).
 */
export async function storeItemCover(data: Buffer, ownerId: string): Promise<{ cover: string }> {
  if (!data.length) throw new AppError('UPLOAD_EMPTY');
  if (data.length > MAX_COVER_BYTES) throw uploadTooLarge(MAX_COVER_BYTES);
  let meta: Metadata;
  try {
    meta = await sharp(data, { limitInputPixels: false }).metadata();
  } catch {
    throw new AppError('IMAGE_INVALID');
  }
  if (!meta.format || !['jpeg', 'png', 'webp'].includes(meta.format) || !meta.width || !meta.height) throw new AppError('IMAGE_INVALID');
  if (meta.width * meta.height > MAX_COVER_PIXELS) throw new AppError('IMAGE_TOO_BIG');

  const base = createHash('sha256').update(data).digest('hex').slice(0, 22);
  let outputs: { name: string; bytes: Buffer }[];
  try {
    outputs = await Promise.all(
      COVER_SIZES.map(async (s) => ({
        name: `${base}${s.code}.webp`,
        bytes: await sharp(data, { limitInputPixels: MAX_COVER_PIXELS, failOn: 'error' })
          .rotate()
          .resize(s.width, s.height, { fit: 'cover', position: 'attention' })
          .webp({ quality: 78 })
          .toBuffer(),
      })),
    );
  } catch {
    // Headers that pass but data that does not decode (truncated, corrupt): not an image.
    throw new AppError('IMAGE_INVALID');
  }

  const names = outputs.map((o) => o.name);
  const known = new Set((await db().select({ name: files.name }).from(files).where(inArray(files.name, names))).map((r) => r.name));
  const fresh = outputs.filter((o) => !known.has(o.name));
  const written: string[] = [];
  try {
    for (const o of fresh) {
      await storage().put(fileKey('item', o.name), o.bytes);
      written.push(o.name);
    }
    if (fresh.length) {
      await db()
        .insert(files)
        .values(fresh.map((o) => ({ name: o.name, kind: 'item' as const, contentType: 'image/webp', size: o.bytes.length, ownerId })))
        .onConflictDoNothing();
    }
  } catch (err) {
    await Promise.all(written.map((n) => storage().remove(fileKey('item', n)).catch(() => undefined)));
    throw err;
  }
  return { cover: names[0] };
}

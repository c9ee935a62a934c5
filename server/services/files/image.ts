import { createHash, randomBytes } from 'node:crypto';
import sharp, { type Metadata } from 'sharp';
import { inArray } from 'drizzle-orm';
import { db } from '../../db/client';
import { files } from '../../db/schema';
import { fileKey, storage, type FileKind } from '../../integrations/storage';
import { AppError } from '../../http/errors';
import { uploadTooLargeFa } from '@/lib/messages';

/** More pixels than this is refused before decoding (a small file can claim a huge image). */
export const MAX_IMAGE_PIXELS = 24_000_000;

/** The formats an upload may be in; whatever it is, it is stored as WebP. */
const INPUT_FORMATS = ['jpeg', 'png', 'webp'];

/**
 * One stored size of an image. `cover` crops to exactly width x height (menu cards, avatars);
 * `inside` keeps the shape within the box and never enlarges (photos read as they were taken).
 */
export interface ImageSize {
  code: string;
  width: number;
  height: number;
  fit: 'cover' | 'inside';
}

/**
 * The sizes each kind of image is stored at, once and for dense screens twice. The first is the
 * file the client is given; the others are named like it with their own code (`…01.webp` →
 * `…02.webp`, lib/client/site.ts itemPhotoSrcSet).
 */
export const IMAGE_SIZES = {
  /** Menu item covers: components/menu/ItemCard shows them at 380x280 CSS pixels. */
  cover: [
    { code: '01', width: 380, height: 280, fit: 'cover' },
    { code: '02', width: 760, height: 560, fit: 'cover' },
  ],
  /** Profile photos, shown round and small. */
  avatar: [
    { code: '01', width: 256, height: 256, fit: 'cover' },
    { code: '02', width: 512, height: 512, fit: 'cover' },
  ],
  /** Blog, life feed, about-us and workspace photos: the width of a reading column. */
  photo: [
    { code: '01', width: 760, height: 1520, fit: 'inside' },
    { code: '02', width: 1520, height: 3040, fit: 'inside' },
  ],
  /** A ticket's screenshot or receipt: one file, large enough to read its small print. */
  ticket: [{ code: '01', width: 2000, height: 2000, fit: 'inside' }],
} as const satisfies Record<string, readonly ImageSize[]>;

export interface StoredImage {
  fileName: string;
  contentType: 'image/webp';
  /** Bytes of the first size (the file the client is given). */
  size: number;
}

/**
 * Reads an image's header: JPEG, PNG or WebP that sharp knows, at most MAX_IMAGE_PIXELS. Nothing is
 * decoded yet, so a 30000x30000 bomb costs no memory.
 */
export async function checkImage(data: Buffer): Promise<Metadata> {
  let meta: Metadata;
  try {
    meta = await sharp(data, { limitInputPixels: false }).metadata();
  } catch {
    throw new AppError('IMAGE_INVALID');
  }
  if (!meta.format || !INPUT_FORMATS.includes(meta.format) || !meta.width || !meta.height)
    throw new AppError('IMAGE_INVALID');
  if (meta.width * meta.height > MAX_IMAGE_PIXELS) throw new AppError('IMAGE_TOO_BIG');
  return meta;
}

/** The other size's name of a stored image's first file (`…01.webp` → `…02.webp`). */
export function imageSiblings(fileName: string): string[] {
  const m = /^([a-f0-9]{22})01\.webp$/.exec(fileName);
  return m ? [`${m[1]}02.webp`] : [];
}

/**
 * The one way an uploaded image is stored, whatever it is for: checked by content (checkImage),
 * decoded with the pixel cap, turned upright, stripped of its metadata (a phone's EXIF location) and
 * written as WebP at every size of its kind: all sizes or none (a failure removes what this call
 * wrote, and a refused image leaves nothing). `content` names follow from the bytes (the same upload
 * gives the same names; menu covers, shared and cached for a year); `random` names are the
 * uploader's own, so replacing or deleting one never touches another's.
 */
export async function storeImage(opts: {
  kind: FileKind;
  data: Buffer;
  ownerId: string | null;
  sizes: readonly ImageSize[];
  maxBytes: number;
  naming?: 'content' | 'random';
}): Promise<StoredImage> {
  const { data } = opts;
  if (!data.length) throw new AppError('UPLOAD_EMPTY');
  if (data.length > opts.maxBytes) throw new AppError('UPLOAD_TOO_LARGE', { fa: uploadTooLargeFa(opts.maxBytes) });
  await checkImage(data);

  const base =
    opts.naming === 'content'
      ? createHash('sha256').update(data).digest('hex').slice(0, 22)
      : randomBytes(11).toString('hex');
  let outputs: { name: string; bytes: Buffer }[];
  try {
    const upright = sharp(data, { limitInputPixels: MAX_IMAGE_PIXELS, failOn: 'error' }).rotate();
    outputs = await Promise.all(
      opts.sizes.map(async (s) => ({
        name: `${base}${s.code}.webp`,
        bytes: await upright
          .clone()
          .resize(
            s.width,
            s.height,
            s.fit === 'cover' ? { fit: 'cover', position: 'attention' } : { fit: 'inside', withoutEnlargement: true },
          )
          .webp({ quality: 78 })
          .toBuffer(),
      })),
    );
  } catch {
    // Headers that pass but data that does not decode (truncated, corrupt): not an image.
    throw new AppError('IMAGE_INVALID');
  }

  const names = outputs.map((o) => o.name);
  const known = new Set(
    (await db().select({ name: files.name }).from(files).where(inArray(files.name, names))).map((r) => r.name),
  );
  const fresh = outputs.filter((o) => !known.has(o.name));
  const written: string[] = [];
  try {
    for (const o of fresh) {
      await storage().put(fileKey(opts.kind, o.name), o.bytes);
      written.push(o.name);
    }
    if (fresh.length) {
      await db()
        .insert(files)
        .values(
          fresh.map((o) => ({
            name: o.name,
            kind: opts.kind,
            contentType: 'image/webp',
            size: o.bytes.length,
            ownerId: opts.ownerId,
          })),
        )
        .onConflictDoNothing();
    }
  } catch (err) {
    await Promise.all(
      written.map((n) =>
        storage()
          .remove(fileKey(opts.kind, n))
          .catch(() => undefined),
      ),
    );
    throw err;
  }
  return { fileName: names[0], contentType: 'image/webp', size: outputs[0].bytes.length };
}

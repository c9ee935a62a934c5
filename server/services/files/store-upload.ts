import { and, eq, inArray } from 'drizzle-orm';
import { db } from '../../db/client';
import { files } from '../../db/schema';
import { newId } from '../../db/ids';
import { fileKey, SAFE_FILE_NAME, storage, type FileKind } from '../../integrations/storage';
import { AppError } from '../../http/errors';
import { uploadTooLargeFa } from '@/lib/messages';
import { imageSiblings, storeImage, type ImageSize } from './image';

export type UploadKind = 'image' | 'pdf';

const SIGNATURES: { kind: UploadKind; contentType: string; ext: string; test: (b: Buffer) => boolean }[] = [
  {
    kind: 'image',
    contentType: 'image/png',
    ext: 'png',
    test: (b) => b.length > 8 && b.subarray(0, 8).equals(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])),
  },
  {
    kind: 'image',
    contentType: 'image/jpeg',
    ext: 'jpg',
    test: (b) => b.length > 3 && b[0] === 0xff && b[1] === 0xd8 && b[2] === 0xff,
  },
  {
    kind: 'image',
    contentType: 'image/webp',
    ext: 'webp',
    test: (b) => b.length > 12 && b.toString('latin1', 0, 4) === 'RIFF' && b.toString('latin1', 8, 12) === 'WEBP',
  },
  {
    kind: 'pdf',
    contentType: 'application/pdf',
    ext: 'pdf',
    test: (b) => b.length > 5 && b.toString('latin1', 0, 5) === '%PDF-',
  },
];

/** What the bytes are, judged by their content (never by the name or the browser's claim). */
export function sniffFile(data: Buffer): { kind: UploadKind; contentType: string; ext: string } | null {
  const hit = SIGNATURES.find((s) => s.test(data));
  return hit ? { kind: hit.kind, contentType: hit.contentType, ext: hit.ext } : null;
}

export const MAX_UPLOAD_BYTES = 10 * 1024 * 1024;

/** UPLOAD_TOO_LARGE naming the limit that was passed. */
export const uploadTooLarge = (maxBytes: number) =>
  new AppError('UPLOAD_TOO_LARGE', { fa: uploadTooLargeFa(maxBytes) });

export interface StoredFile {
  fileName: string;
  originalName: string;
  contentType: string;
  size: number;
}

/** Keeps a display name: no path parts, no control characters, at most 120 characters. */
export function cleanOriginalName(name: string | undefined): string {
  const base = (name ?? '').split(/[\\/]/).pop() ?? '';
  const cleaned = base
    .replace(/[\u0000-\u001f\u007f<>:"|?*]/g, '')
    .trim()
    .slice(0, 120);
  return cleaned || 'file';
}

/**
 * Checks an upload by content and size and stores it under a new random name. An image is never
 * kept as sent: it is decoded with the pixel cap and stored as WebP at `imageSizes` (storeImage), and
 * its display name ends in .webp. Any other file is written before its row and removed again if the
 * row fails, so a failed upload leaves nothing behind.
 */
export async function storeUpload(opts: {
  kind: FileKind;
  data: Buffer;
  originalName?: string;
  ownerId: string | null;
  allow: UploadKind[];
  /** The sizes an image is stored at (IMAGE_SIZES). */
  imageSizes: readonly ImageSize[];
  maxBytes?: number;
}): Promise<StoredFile> {
  const max = opts.maxBytes ?? MAX_UPLOAD_BYTES;
  if (!opts.data.length) throw new AppError('UPLOAD_EMPTY');
  if (opts.data.length > max) throw uploadTooLarge(max);
  const type = sniffFile(opts.data);
  if (!type || !opts.allow.includes(type.kind)) throw new AppError('UPLOAD_TYPE');
  if (type.kind === 'image') {
    const image = await storeImage({
      kind: opts.kind,
      data: opts.data,
      ownerId: opts.ownerId,
      sizes: opts.imageSizes,
      maxBytes: max,
    });
    const originalName = cleanOriginalName(opts.originalName).replace(/(\.[^.]{1,5})?$/, '.webp');
    return { fileName: image.fileName, originalName, contentType: image.contentType, size: image.size };
  }
  const fileName = `${newId()}.${type.ext}`;
  const key = fileKey(opts.kind, fileName);
  await storage().put(key, opts.data);
  try {
    await db().insert(files).values({
      name: fileName,
      kind: opts.kind,
      contentType: type.contentType,
      size: opts.data.length,
      ownerId: opts.ownerId,
    });
  } catch (err) {
    await storage()
      .remove(key)
      .catch(() => undefined);
    throw err;
  }
  return {
    fileName,
    originalName: cleanOriginalName(opts.originalName),
    contentType: type.contentType,
    size: opts.data.length,
  };
}

/** Deletes a stored file and its row, and an image's other sizes with it. */
export async function removeStoredFile(fileName: string): Promise<void> {
  const gone = await db()
    .delete(files)
    .where(inArray(files.name, [fileName, ...imageSiblings(fileName)]))
    .returning({ name: files.name, kind: files.kind });
  for (const g of gone)
    await storage()
      .remove(g.kind ? fileKey(g.kind, g.name) : g.name)
      .catch(() => undefined);
}

/**
 * Reads a stored file of one kind with the content type recorded when it was stored; a file of
 * another kind (or an unsafe name) is null, so no route can serve another's files.
 */
export async function readStoredFile(
  kind: FileKind,
  fileName: string,
): Promise<{ data: Buffer; contentType: string; size: number } | null> {
  if (!SAFE_FILE_NAME.test(fileName)) return null;
  const [meta] = await db()
    .select()
    .from(files)
    .where(and(eq(files.name, fileName), eq(files.kind, kind)))
    .limit(1);
  if (!meta) return null;
  const data = await storage()
    .get(fileKey(kind, fileName))
    .catch(() => null);
  if (!data) return null;
  return { data, contentType: meta.contentType, size: meta.size };
}

/** Turns a multipart field into bytes; undefined when the field is not a file. */
export async function fileBytes(value: unknown): Promise<{ data: Buffer; name: string } | undefined> {
  if (
    value &&
    typeof value === 'object' &&
    'arrayBuffer' in value &&
    typeof (value as Blob).arrayBuffer === 'function'
  ) {
    const blob = value as File;
    return { data: Buffer.from(await blob.arrayBuffer()), name: blob.name ?? 'file' };
  }
  return undefined;
}

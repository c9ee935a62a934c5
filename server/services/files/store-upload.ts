import { db } from '../../db/client';
import { files } from '../../db/schema';
import { newId } from '../../db/ids';
import { fileKey, storage, type FileKind } from '../../integrations/storage';
import { AppError } from '../../http/errors';
import { storeImage, type ImageSize } from './image';
import { MAX_UPLOAD_BYTES, type UploadKind, cleanOriginalName, sniffFile, uploadTooLarge } from './sniff-file';

export interface StoredFile {
  fileName: string;
  originalName: string;
  contentType: string;
  size: number;
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

import { AppError } from '../../http/errors';
import { uploadTooLargeFa } from '@/lib/messages';

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

/** Keeps a display name: no path parts, no control characters, at most 120 characters. */
export function cleanOriginalName(name: string | undefined): string {
  const base = (name ?? '').split(/[\\/]/).pop() ?? '';
  const cleaned = base
    .replace(/[\u0000-\u001f\u007f<>:"|?*]/g, '')
    .trim()
    .slice(0, 120);
  return cleaned || 'file';
}

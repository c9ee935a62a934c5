import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { readdirSync, existsSync } from 'node:fs';
import path from 'node:path';
import { tinyPng } from './fixtures';
import { setupTestEnv, type TestEnv } from './harness';
import { readStoredFile } from '@/server/services/files/stored-file';
import { sniffFile, cleanOriginalName } from '@/server/services/files/sniff-file';
import { storeUpload } from '@/server/services/files/store-upload';
import { AppError } from '@/server/http/errors';
import { IMAGE_SIZES } from '@/server/services/files/image';

let env: TestEnv;
beforeAll(async () => {
  env = await setupTestEnv({ seed: false });
});
afterAll(async () => env?.close());

const uploadsDir = () => path.join(env.dataDir, 'uploads');
const filesOnDisk = () =>
  existsSync(uploadsDir())
    ? readdirSync(uploadsDir(), { recursive: true, withFileTypes: true }).filter((d) => d.isFile())
    : [];

async function rejects(p: Promise<unknown>, code: string) {
  const err = await p.then(
    () => null,
    (e) => e,
  );
  expect(err).toBeInstanceOf(AppError);
  expect((err as AppError).code).toBe(code);
}

describe('uploads', () => {
  it('judges files by content, not by name', () => {
    expect(sniffFile(tinyPng())?.contentType).toBe('image/png');
    expect(sniffFile(Buffer.from('%PDF-1.7\n...'))?.contentType).toBe('application/pdf');
    expect(sniffFile(Buffer.from('<html><script>alert(1)</script></html>'))).toBeNull();
  });

  it('stores a real PNG, redrawn as WebP, under a random name and serves it back with its type', async () => {
    const stored = await storeUpload({
      kind: 'blog',
      data: tinyPng(),
      originalName: '../../screenshot.png',
      ownerId: null,
      allow: ['image'],
      imageSizes: IMAGE_SIZES.photo,
    });
    expect(stored.fileName).toMatch(/^[a-f0-9]{22}01\.webp$/);
    expect(stored.originalName).toBe('screenshot.webp');
    const back = await readStoredFile({ kind: 'blog', fileName: stored.fileName });
    expect(back?.contentType).toBe('image/webp');
    expect(back?.data.subarray(8, 12).toString('latin1')).toBe('WEBP');
  });

  it('keeps each kind in its own namespace: a file is read only as the kind it was stored as', async () => {
    const stored = await storeUpload({
      kind: 'ticket',
      data: tinyPng(),
      originalName: 'note.png',
      ownerId: null,
      allow: ['image'],
      imageSizes: IMAGE_SIZES.photo,
    });
    expect(existsSync(path.join(uploadsDir(), 'ticket', stored.fileName))).toBe(true);
    expect(existsSync(path.join(uploadsDir(), stored.fileName))).toBe(false);
    expect(await readStoredFile({ kind: 'ticket', fileName: stored.fileName })).not.toBeNull();
    for (const other of ['blog', 'item', 'avatar', 'about'] as const)
      expect(await readStoredFile({ kind: other, fileName: stored.fileName })).toBeNull();
  });

  it('names the limit that was passed in the too-large message', async () => {
    const err = (await storeUpload({
      kind: 'avatar',
      data: Buffer.concat([tinyPng(), Buffer.alloc(5 * 1024 * 1024)]),
      ownerId: null,
      allow: ['image'],
      imageSizes: IMAGE_SIZES.photo,
      maxBytes: 5 * 1024 * 1024,
    }).catch((e) => e)) as AppError;
    expect(err.code).toBe('UPLOAD_TOO_LARGE');
    expect(err.fa).toBe('حجم فایل بیش از ۵ مگابایت است.');
    const ten = (await storeUpload({
      kind: 'ticket',
      data: Buffer.concat([tinyPng(), Buffer.alloc(10 * 1024 * 1024)]),
      ownerId: null,
      allow: ['image'],
      imageSizes: IMAGE_SIZES.photo,
    }).catch((e) => e)) as AppError;
    expect(ten.fa).toBe('حجم فایل بیش از ۱۰ مگابایت است.');
  });

  it('refuses HTML renamed .png, a PDF where only images are allowed, and oversize files, leaving nothing on disk', async () => {
    const before = filesOnDisk().length;
    await rejects(
      storeUpload({
        kind: 'blog',
        data: Buffer.from('<html><body>hi</body></html>'),
        originalName: 'x.png',
        ownerId: null,
        allow: ['image', 'pdf'],
        imageSizes: IMAGE_SIZES.photo,
      }),
      'UPLOAD_TYPE',
    );
    await rejects(
      storeUpload({
        kind: 'blog',
        data: Buffer.from('%PDF-1.4 test'),
        originalName: 'a.pdf',
        ownerId: null,
        allow: ['image'],
        imageSizes: IMAGE_SIZES.photo,
      }),
      'UPLOAD_TYPE',
    );
    const big = Buffer.concat([tinyPng(), Buffer.alloc(10 * 1024 * 1024)]);
    await rejects(
      storeUpload({
        kind: 'blog',
        data: big,
        originalName: 'big.png',
        ownerId: null,
        allow: ['image'],
        imageSizes: IMAGE_SIZES.photo,
      }),
      'UPLOAD_TOO_LARGE',
    );
    await rejects(
      storeUpload({
        kind: 'blog',
        data: Buffer.alloc(0),
        originalName: 'empty.png',
        ownerId: null,
        allow: ['image'],
        imageSizes: IMAGE_SIZES.photo,
      }),
      'UPLOAD_EMPTY',
    );
    expect(filesOnDisk().length).toBe(before);
  });

  it('keeps display names harmless', () => {
    expect(cleanOriginalName('C:\\Users\\x\\<evil>.pdf')).toBe('evil.pdf');
    expect(cleanOriginalName('')).toBe('file');
  });
});

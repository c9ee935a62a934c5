import { mkdirSync } from 'node:fs';
import { readFile, rename, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { config } from '../../config';
import { databaseStorage } from './database';
import { s3Storage } from './s3';
import { log } from '../../log';

/**
 * Every stored file belongs to one kind, kept in its own namespace (a directory of the local store,
 * a key prefix elsewhere) and served only by the route of that kind with its own permission check:
 * item covers, blog images and avatars are public; about-us files are public while an entry uses
 * them; ticket files (tickets, answers, comments, internal notes) only to those the ticket lets see them.
 */
export const FILE_KINDS = ['item', 'blog', 'avatar', 'about', 'ticket'] as const;
export type FileKind = (typeof FILE_KINDS)[number];

export interface StorageDriver {
  put(key: string, data: Buffer): Promise<void>;
  get(key: string): Promise<Buffer | null>;
  remove(key: string): Promise<void>;
  /** Moves a file to another key; false when there was nothing at `from`. */
  move(from: string, to: string): Promise<boolean>;
}

/** Stored names are made by the app (random hex + extension); anything else is refused, so a name is never a path. */
export const SAFE_FILE_NAME = /^[a-f0-9]{24}\.(png|jpg|webp|svg|pdf)$/;
/** A storage key: `{kind}/{name}`, or a bare name for files stored before kinds had namespaces. */
export const SAFE_KEY = new RegExp(`^(?:(?:${FILE_KINDS.join('|')})/)?[a-f0-9]{24}\\.(png|jpg|webp|svg|pdf)$`);

/** Where a file of `kind` named `name` is kept. */
export const fileKey = (kind: FileKind, name: string) => `${kind}/${name}`;

/** The kind a storage key is kept under; null for a bare name of an older version. */
export function keyKind(key: string): FileKind | null {
  const prefix = key.includes('/') ? key.slice(0, key.indexOf('/')) : '';
  return (FILE_KINDS as readonly string[]).includes(prefix) ? (prefix as FileKind) : null;
}

const CONTENT_TYPES: Record<string, string> = {
  png: 'image/png',
  jpg: 'image/jpeg',
  webp: 'image/webp',
  svg: 'image/svg+xml',
  pdf: 'application/pdf',
};

/** The content type a stored name's extension stands for (the `files` row keeps the one the routes send). */
export const keyContentType = (key: string) =>
  CONTENT_TYPES[key.slice(key.lastIndexOf('.') + 1)] ?? 'application/octet-stream';

export function localStorage(dir: string): StorageDriver {
  const full = (key: string) => {
    if (!SAFE_KEY.test(key)) throw new Error('unsafe file name');
    return path.join(dir, ...key.split('/'));
  };
  return {
    async put(key, data) {
      const file = full(key);
      mkdirSync(path.dirname(file), { recursive: true });
      await writeFile(file, data);
    },
    async get(key) {
      if (!SAFE_KEY.test(key)) return null;
      try {
        return await readFile(full(key));
      } catch (err) {
        // Only a missing file is "not found"; a file that cannot be read (EACCES, EIO, a directory)
        // is a fault of the store: logged and raised, so the route answers 500 instead of hiding it as 404.
        if ((err as NodeJS.ErrnoException).code === 'ENOENT') return null;
        log.error({ err, key }, '[storage] reading');
        throw err;
      }
    },
    async remove(key) {
      await rm(full(key), { force: true });
    },
    async move(from, to) {
      const target = full(to);
      mkdirSync(path.dirname(target), { recursive: true });
      try {
        await rename(full(from), target);
        return true;
      } catch (err) {
        if ((err as NodeJS.ErrnoException).code === 'ENOENT') return false;
        throw err;
      }
    },
  };
}

const holder = globalThis as unknown as { __storage?: StorageDriver };

/**
 * The configured file store: the `stored_files` table (`database`, the default when DATABASE_URL is set,
 * so every instance serves every file), an S3-compatible bucket (`s3`), or local disk under
 * DATA_DIR/uploads (`local`, the default of a single machine on the embedded database).
 */
export function storage(): StorageDriver {
  if (!holder.__storage) holder.__storage = makeStorage();
  return holder.__storage;
}

function makeStorage(): StorageDriver {
  const c = config();
  if (c.storage.driver === 'database') return databaseStorage();
  if (c.storage.driver === 's3') return s3Storage(c.storage.s3!);
  return localStorage(c.uploadsDir);
}

export function setStorage(driver: StorageDriver | undefined): void {
  holder.__storage = driver;
}

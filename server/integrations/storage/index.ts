import { mkdirSync } from 'node:fs';
import { readFile, rename, rm, stat, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { config } from '../../config';

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
const SAFE_KEY = new RegExp(`^(?:(?:${FILE_KINDS.join('|')})/)?[a-f0-9]{24}\\.(png|jpg|webp|svg|pdf)$`);

/** Where a file of `kind` named `name` is kept. */
export const fileKey = (kind: FileKind, name: string) => `${kind}/${name}`;

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
        await stat(full(key));
        return await readFile(full(key));
      } catch (err) {
        // Only a missing file is "not found"; a file that cannot be read (EACCES, EIO, a directory)
        // is a fault of the store: logged and raised, so the route answers 500 instead of hiding it as 404.
        if ((err as NodeJS.ErrnoException).code === 'ENOENT') return null;
        console.error('[storage] reading', key, (err as Error).message);
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

/** The configured file store: local disk under DATA_DIR/uploads. */
export function storage(): StorageDriver {
  if (!holder.__storage) {
    if (config().storageDriver !== 'local') throw new Error('Only STORAGE_DRIVER=local is available in this version');
    holder.__storage = localStorage(config().uploadsDir);
  }
  return holder.__storage;
}

export function setStorage(driver: StorageDriver | undefined): void {
  holder.__storage = driver;
}

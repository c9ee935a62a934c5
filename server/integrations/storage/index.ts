import { mkdirSync } from 'node:fs';
import { readFile, rm, stat, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { config } from '../../config';

export interface StorageDriver {
  put(name: string, data: Buffer): Promise<void>;
  get(name: string): Promise<Buffer | null>;
  remove(name: string): Promise<void>;
}

/** Stored names are made by the app (random hex + extension); anything else is refused, so a name is never a path. */
export const SAFE_FILE_NAME = /^[a-f0-9]{24}\.(png|jpg|webp|svg|pdf)$/;

export function localStorage(dir: string): StorageDriver {
  const full = (name: string) => {
    if (!SAFE_FILE_NAME.test(name)) throw new Error('unsafe file name');
    return path.join(dir, name);
  };
  return {
    async put(name, data) {
      mkdirSync(dir, { recursive: true });
      await writeFile(full(name), data);
    },
    async get(name) {
      try {
        await stat(full(name));
        return await readFile(full(name));
      } catch {
        return null;
      }
    },
    async remove(name) {
      await rm(full(name), { force: true });
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

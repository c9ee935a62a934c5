import { existsSync } from 'node:fs';
import { mkdir, readdir, readFile, rename } from 'node:fs/promises';
import path from 'node:path';
import { config } from '../../config';
import { SAFE_KEY, storage } from '../../integrations/storage';
import { log } from '../../log';

/**
 * Moves files an older version (or a single machine on the `local` driver) left under DATA_DIR/uploads
 * into the configured shared store (`database` or `s3`), one at a time, keeping their keys. Each file
 * stored is then moved aside to DATA_DIR/uploads-moved (kept until the operator deletes it), so a second
 * start finds nothing to do and a start that dies midway resumes where it stopped. Returns how many moved.
 */
export async function importLocalFiles(): Promise<number> {
  const c = config();
  if (c.storage.driver === 'local' || !existsSync(c.uploadsDir)) return 0;
  const movedDir = path.join(c.dataDir, 'uploads-moved');
  let moved = 0;
  for (const entry of await readdir(c.uploadsDir, { recursive: true, withFileTypes: true })) {
    if (!entry.isFile()) continue;
    const file = path.join(entry.parentPath, entry.name);
    const key = path.relative(c.uploadsDir, file).split(path.sep).join('/');
    if (!SAFE_KEY.test(key)) continue;
    await storage().put(key, await readFile(file));
    const aside = path.join(movedDir, ...key.split('/'));
    await mkdir(path.dirname(aside), { recursive: true });
    await rename(file, aside);
    moved++;
  }
  if (moved)
    log.info({ moved, from: c.uploadsDir, driver: c.storage.driver }, '[storage] moved files into the shared store');
  return moved;
}

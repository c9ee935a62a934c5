import { eq } from 'drizzle-orm';
import { db, type Db } from '../../db/client';
import { storedFiles } from '../../db/schema';
import { keyContentType, keyKind, SAFE_KEY, type StorageDriver } from './index';

/**
 * Files kept in PostgreSQL (`stored_files`, migration 0029): what one instance stores, every other
 * instance serves, and a database backup holds. A read loads one row (uploads are at most 10 MB); no
 * call reads the bytes of more than one file. `database` is the database to use (the process's by default).
 */
export function databaseStorage(database: () => Db = db): StorageDriver {
  const check = (key: string) => {
    if (!SAFE_KEY.test(key)) throw new Error('unsafe file name');
  };
  const driver: StorageDriver = {
    async put(key, data) {
      check(key);
      const row = { bytes: data, size: data.length, contentType: keyContentType(key), kind: keyKind(key) };
      await database()
        .insert(storedFiles)
        .values({ key, ...row })
        .onConflictDoUpdate({ target: storedFiles.key, set: row });
    },
    async get(key) {
      if (!SAFE_KEY.test(key)) return null;
      const [row] = await database()
        .select({ bytes: storedFiles.bytes })
        .from(storedFiles)
        .where(eq(storedFiles.key, key))
        .limit(1);
      return row ? row.bytes : null;
    },
    async remove(key) {
      check(key);
      await database().delete(storedFiles).where(eq(storedFiles.key, key));
    },
    async move(from, to) {
      check(from);
      check(to);
      if (from === to) {
        const [found] = await database()
          .select({ key: storedFiles.key })
          .from(storedFiles)
          .where(eq(storedFiles.key, from))
          .limit(1);
        return Boolean(found);
      }
      // As a rename on disk: whatever was at `to` is replaced, in one transaction so a reader sees one or the other.
      return database().transaction(async (tx) => {
        const [source] = await tx
          .select({ key: storedFiles.key })
          .from(storedFiles)
          .where(eq(storedFiles.key, from))
          .for('update');
        if (!source) return false;
        await tx.delete(storedFiles).where(eq(storedFiles.key, to));
        await tx
          .update(storedFiles)
          .set({ key: to, kind: keyKind(to) })
          .where(eq(storedFiles.key, from));
        return true;
      });
    },
  };
  return driver;
}

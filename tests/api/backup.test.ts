import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import pg from 'pg';
import * as tar from 'tar';
import { closeDatabase, openDatabase, setDatabase } from '@/server/db/client';
import { migrate } from '@/server/db/migrate';
import { seedDemo } from '@/server/db/seed';
import { resetConfig } from '@/server/config';
import { setStorage, storage } from '@/server/integrations/storage';
import { adoptFiles } from '@/server/services/files/adopt-files';
import { backup, restore, RestoreRefused } from '@/server/backup';

/**
 * `npm run backup` / `npm run restore` (issue 24): a seeded database is backed up and restored into a
 * fresh one; rows, wallet totals and a stored file come back the same. Needs a real PostgreSQL (pg_dump).
 */
const base = process.env.TEST_DATABASE_URL;
if (!base) console.log('[backup.test] skipped: TEST_DATABASE_URL is not set (backup and restore need PostgreSQL)');

const stamp = `${process.pid}_${Date.now().toString(36)}`;
const names = { src: `hamkar_bk_src_${stamp}`, dst: `hamkar_bk_dst_${stamp}`, loc: `hamkar_bk_loc_${stamp}` };
/** The test URL pointed at another database of the same server. */
const urlOf = (dbName: string) => base!.replace(/^(postgres(?:ql)?:\/\/[^/?]*\/)[^?]*/, `$1${dbName}`);

async function admin<T>(fn: (c: pg.Client) => Promise<T>): Promise<T> {
  const c = new pg.Client({ connectionString: base });
  await c.connect();
  try {
    return await fn(c);
  } finally {
    await c.end();
  }
}

async function query<R = Record<string, unknown>>(dbName: string, text: string): Promise<R[]> {
  const c = new pg.Client({ connectionString: urlOf(dbName) });
  await c.connect();
  try {
    return (await c.query(text)).rows as R[];
  } finally {
    await c.end();
  }
}

/** Every table's row count, the wallets' total and the ledger's total: what a restore must give back. */
async function fingerprint(dbName: string) {
  const tables = await query<{ t: string }>(dbName, "SELECT tablename AS t FROM pg_tables WHERE schemaname = 'public'");
  const counted = await query<{ t: string; n: string }>(
    dbName,
    tables.map(({ t }) => `SELECT '${t}' AS t, count(*) AS n FROM "${t}"`).join(' UNION ALL '),
  );
  const counts = Object.fromEntries(counted.map((r) => [r.t, Number(r.n)]));
  const [money] = await query<{ wallets: string; ledger: string }>(
    dbName,
    'SELECT (SELECT sum(wallet) FROM users) AS wallets, (SELECT sum(amount) FROM wallet_ledger) AS ledger',
  );
  return { counts, wallets: Number(money.wallets), ledger: Number(money.ledger) };
}

let work: string;

describe.skipIf(!base)('backup and restore (PostgreSQL)', { timeout: 120_000 }, () => {
  beforeAll(async () => {
    work = mkdtempSync(path.join(tmpdir(), 'hamkar-bk-'));
    await admin(async (c) => {
      for (const n of Object.values(names)) await c.query(`CREATE DATABASE "${n}"`);
    });
    // The source installation: files in the database (the default on PostgreSQL), the demo chain loaded.
    process.env.DATA_DIR = path.join(work, 'src-data');
    process.env.STORAGE_DRIVER = 'database';
    resetConfig();
    setStorage(undefined);
    const handle = await openDatabase({ url: urlOf(names.src) });
    setDatabase(handle);
    await migrate(handle.raw);
    await seedDemo(handle.db);
    await adoptFiles();
    await storage().put('ticket/eeeeeeeeeeeeeeeeeeeeeeee.pdf', Buffer.from('%PDF-1.4 a receipt'));
  }, 120_000);

  afterAll(async () => {
    delete process.env.STORAGE_DRIVER;
    await closeDatabase().catch(() => undefined);
    await admin(async (c) => {
      for (const n of Object.values(names)) await c.query(`DROP DATABASE IF EXISTS "${n}" WITH (FORCE)`);
    });
    rmSync(work, { recursive: true, force: true });
  });

  it('restores a backup into a fresh database: row counts, wallet totals and a stored file’s bytes', async () => {
    const file = path.join(work, 'hamkar.tar');
    const made = await backup({
      databaseUrl: urlOf(names.src),
      file,
      storageDriver: 'database',
      uploadsDir: path.join(work, 'src-data', 'uploads'),
    });
    expect(made).toMatchObject({ format: 1, files: 'database' });
    expect(made.lastMigration).toMatch(/^\d{4}_.*\.sql$/);
    const listed: string[] = [];
    await tar.list({ file, onReadEntry: (e) => void listed.push(e.path) });
    expect(listed.sort()).toEqual(['database.dump', 'manifest.json']);

    const restoredUploads = path.join(work, 'dst-data', 'uploads');
    await restore({ databaseUrl: urlOf(names.dst), file, uploadsDir: restoredUploads });
    const before = await fingerprint(names.src);
    const after = await fingerprint(names.dst);
    expect(Object.keys(before.counts).length).toBeGreaterThan(40);
    expect(before.counts.users).toBeGreaterThan(0);
    expect(after).toEqual(before);
    expect(after.wallets).toBeGreaterThan(0);
    expect(after.wallets).toBe(after.ledger);

    const [receipt] = await query<{ bytes: Buffer }>(
      names.dst,
      "SELECT bytes FROM stored_files WHERE key = 'ticket/eeeeeeeeeeeeeeeeeeeeeeee.pdf'",
    );
    expect(receipt.bytes.toString()).toBe('%PDF-1.4 a receipt');
    const [cover] = await query<{ key: string; bytes: Buffer }>(
      names.src,
      "SELECT key, bytes FROM stored_files WHERE key LIKE 'item/%' ORDER BY key LIMIT 1",
    );
    const [copy] = await query<{ bytes: Buffer }>(
      names.dst,
      `SELECT bytes FROM stored_files WHERE key = '${cover.key}'`,
    );
    expect(Buffer.compare(copy.bytes, cover.bytes)).toBe(0);
    expect(existsSync(restoredUploads)).toBe(false);
  });

  it('refuses to restore into a database that is not empty, and changes nothing in it', async () => {
    const file = path.join(work, 'hamkar.tar');
    const before = await fingerprint(names.dst);
    const err = await restore({ databaseUrl: urlOf(names.dst), file, uploadsDir: path.join(work, 'x') }).catch(
      (e) => e,
    );
    expect(err).toBeInstanceOf(RestoreRefused);
    expect((err as Error).message).toMatch(/not empty .*restored only into an empty database/);
    expect(await fingerprint(names.dst)).toEqual(before);
  });

  it('puts the files in the archive when they live on disk (STORAGE_DRIVER=local) and writes them back', async () => {
    const uploads = path.join(work, 'local-data', 'uploads');
    mkdirSync(path.join(uploads, 'avatar'), { recursive: true });
    writeFileSync(path.join(uploads, 'avatar', 'ffffffffffffffffffffffff.webp'), 'an avatar');
    const file = path.join(work, 'local.tar');
    const made = await backup({ databaseUrl: urlOf(names.src), file, storageDriver: 'local', uploadsDir: uploads });
    expect(made.files).toBe('archive');
    const target = path.join(work, 'restored-local', 'uploads');
    await restore({ databaseUrl: urlOf(names.loc), file, uploadsDir: target });
    expect(readFileSync(path.join(target, 'avatar', 'ffffffffffffffffffffffff.webp'), 'utf8')).toBe('an avatar');
    expect((await fingerprint(names.loc)).counts).toEqual((await fingerprint(names.src)).counts);
  });
});

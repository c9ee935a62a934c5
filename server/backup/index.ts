import { execFile } from 'node:child_process';
import { cpSync, existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import pg from 'pg';
import * as tar from 'tar';

const run = promisify(execFile);

/**
 * One archive (tar) holds a whole installation: `database.dump` (pg_dump's custom format), a
 * `manifest.json`, and `uploads/` when files live on disk (STORAGE_DRIVER=local). Under the `database`
 * driver the files are rows of the dump; under `s3` they stay in the bucket (kept by its own
 * versioning or replication), and the manifest says so.
 */
export interface BackupOptions {
  /** The PostgreSQL to dump (DATABASE_URL). */
  databaseUrl: string;
  /** The archive to write. */
  file: string;
  storageDriver: 'local' | 'database' | 's3';
  /** DATA_DIR/uploads: archived when the driver is `local`. */
  uploadsDir: string;
}

export interface Manifest {
  format: 1;
  createdAt: string;
  storageDriver: BackupOptions['storageDriver'];
  /** The last migration the dumped database had. */
  lastMigration: string | null;
  /** Where the files are: in the dump, in this archive's uploads/, or in the S3 bucket. */
  files: 'database' | 'archive' | 's3';
}

async function withClient<T>(url: string, fn: (c: pg.Client) => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    return await fn(client);
  } finally {
    await client.end();
  }
}

/**
 * The PostgreSQL client program matching the server's major version: a pg_dump older than the server
 * refuses to dump it, and Debian keeps every installed version under /usr/lib/postgresql/{major}/bin.
 * PG_BIN_DIR overrides; otherwise the one on PATH.
 */
async function pgTool(url: string, name: 'pg_dump' | 'pg_restore'): Promise<string> {
  if (process.env.PG_BIN_DIR) return path.join(process.env.PG_BIN_DIR, name);
  const major = await withClient(url, async (c) =>
    Math.floor(Number((await c.query('SHOW server_version_num')).rows[0].server_version_num) / 10000),
  );
  const debian = `/usr/lib/postgresql/${major}/bin/${name}`;
  return existsSync(debian) ? debian : name;
}

/**
 * How pg_dump and pg_restore are pointed at the database: the URL without its password, which goes in
 * PGPASSWORD instead, so the secret is neither on a command line other users can list (`ps`) nor in
 * the "Command failed: …" message of a failed run.
 */
export function toolTarget(url: string): { dbname: string; env: NodeJS.ProcessEnv } {
  const m = /^(postgres(?:ql)?:\/\/)([^:@/?]*):([^@/?]*)@(.*)$/.exec(url);
  if (!m) return { dbname: url, env: process.env };
  return { dbname: `${m[1]}${m[2]}@${m[4]}`, env: { ...process.env, PGPASSWORD: decodeURIComponent(m[3]) } };
}

/** Writes the archive of the database at `databaseUrl` (and of the files, where they are not in it). */
export async function backup(o: BackupOptions): Promise<Manifest> {
  const work = mkdtempSync(path.join(tmpdir(), 'hamkar-backup-'));
  try {
    const lastMigration = await withClient(o.databaseUrl, async (c) => {
      const known = (await c.query("SELECT to_regclass('schema_migrations') IS NOT NULL AS ok")).rows[0].ok;
      if (!known) return null;
      return ((await c.query('SELECT max(name) AS name FROM schema_migrations')).rows[0].name as string | null) ?? null;
    });
    const target = toolTarget(o.databaseUrl);
    await run(
      await pgTool(o.databaseUrl, 'pg_dump'),
      [
        '--format=custom',
        '--no-owner',
        '--no-privileges',
        '--file',
        path.join(work, 'database.dump'),
        '--dbname',
        target.dbname,
      ],
      { env: target.env },
    );
    const entries = ['manifest.json', 'database.dump'];
    const files: Manifest['files'] = o.storageDriver === 'local' ? 'archive' : o.storageDriver;
    if (o.storageDriver === 'local' && existsSync(o.uploadsDir)) {
      cpSync(o.uploadsDir, path.join(work, 'uploads'), { recursive: true });
      entries.push('uploads');
    }
    const manifest: Manifest = {
      format: 1,
      createdAt: new Date().toISOString(),
      storageDriver: o.storageDriver,
      lastMigration,
      files,
    };
    writeFileSync(path.join(work, 'manifest.json'), JSON.stringify(manifest, null, 2));
    await tar.create({ file: o.file, cwd: work, gzip: false, portable: true }, entries);
    return manifest;
  } finally {
    rmSync(work, { recursive: true, force: true });
  }
}

export interface RestoreOptions {
  /** An EMPTY PostgreSQL database to restore into (DATABASE_URL). */
  databaseUrl: string;
  file: string;
  /** Where the archive's files go when it has them (DATA_DIR/uploads); under a shared store the next start moves them in. */
  uploadsDir: string;
}

/** Raised when the target is not an empty database: a restore never mixes with existing rows. */
export class RestoreRefused extends Error {}

/** Restores an archive made by backup() into an empty database, and its files (if any) into `uploadsDir`. */
export async function restore(o: RestoreOptions): Promise<Manifest> {
  const tables = await withClient(o.databaseUrl, async (c) => {
    const { rows } = await c.query(
      "SELECT count(*)::int AS n FROM pg_tables WHERE schemaname NOT IN ('pg_catalog', 'information_schema')",
    );
    return rows[0].n as number;
  });
  if (tables > 0) {
    throw new RestoreRefused(
      `The database at DATABASE_URL is not empty (${tables} tables). A backup is restored only into an empty ` +
        'database: create one (createdb …), point DATABASE_URL at it and run the restore again.',
    );
  }
  const work = mkdtempSync(path.join(tmpdir(), 'hamkar-restore-'));
  try {
    await tar.extract({ file: o.file, cwd: work });
    if (!existsSync(path.join(work, 'manifest.json')) || !existsSync(path.join(work, 'database.dump'))) {
      throw new RestoreRefused(`${o.file} is not a backup made by \`npm run backup\` (no manifest or database dump).`);
    }
    const manifest = JSON.parse(readFileSync(path.join(work, 'manifest.json'), 'utf8')) as Manifest;
    const target = toolTarget(o.databaseUrl);
    await run(
      await pgTool(o.databaseUrl, 'pg_restore'),
      ['--no-owner', '--no-privileges', '--exit-on-error', '--dbname', target.dbname, path.join(work, 'database.dump')],
      { maxBuffer: 16 * 1024 * 1024, env: target.env },
    );
    if (existsSync(path.join(work, 'uploads'))) {
      cpSync(path.join(work, 'uploads'), o.uploadsDir, { recursive: true, force: false, errorOnExist: false });
    }
    return manifest;
  } finally {
    rmSync(work, { recursive: true, force: true });
  }
}

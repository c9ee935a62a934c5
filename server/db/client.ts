import { mkdirSync } from 'node:fs';
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import pg from 'pg';
import * as schema from './schema';

export type Db = PgDatabase<PgQueryResultHKT, typeof schema>;
export type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];
export type DbOrTx = Db | Tx;

/** The raw connection under Drizzle: enough for migrations and LISTEN/NOTIFY on either driver. */
export interface RawDb {
  kind: 'pglite' | 'pg';
  /**
   * One parameterised statement straight to the driver, outside any transaction: for the hottest
   * calls (the session lookup, placing an order), where the query builder's cost shows.
   */
  query<R = Record<string, unknown>>(text: string, params: unknown[]): Promise<{ rows: R[] }>;
  /** Runs SQL that may hold several statements, on one connection, under an advisory lock. */
  withLock<T>(
    lockKey: number,
    fn: (exec: (sql: string, params?: unknown[]) => Promise<{ rows: Record<string, unknown>[] }>) => Promise<T>,
  ): Promise<T>;
  /** Subscribes to a NOTIFY channel; returns an unsubscribe function. */
  listen(channel: string, onPayload: (payload: string) => void): Promise<() => Promise<void>>;
  close(): Promise<void>;
}

interface Handle {
  db: Db;
  raw: RawDb;
}

export interface OpenOptions {
  /** PostgreSQL URL; when absent PGlite is used. */
  url?: string;
  /** PGlite data directory; absent means in memory. */
  pgliteDir?: string;
  /** A schema to create and use (tests run each file in its own schema on one PostgreSQL). */
  searchPath?: string;
}

async function openPglite(dir?: string): Promise<Handle> {
  if (dir) mkdirSync(dir, { recursive: true });
  // pg_trgm: the user search's trigram index (migration 0014).
  const client = new PGlite({ dataDir: dir, extensions: { pg_trgm } });
  await client.waitReady;
  const db = drizzlePglite(client, { schema }) as unknown as Db;
  // PGlite is one connection in this process: callers of withLock queue behind each other.
  let queue: Promise<unknown> = Promise.resolve();
  const raw: RawDb = {
    kind: 'pglite',
    query: <R>(text: string, params: unknown[]) => client.query<R>(text, params),
    withLock(_lockKey, fn) {
      const run = queue.then(() =>
        fn(async (text, params) => {
          if (params && params.length) return client.query<Record<string, unknown>>(text, params);
          const results = await client.exec(text);
          return { rows: (results.at(-1)?.rows ?? []) as Record<string, unknown>[] };
        }),
      );
      queue = run.catch(() => undefined);
      return run;
    },
    async listen(channel, onPayload) {
      const unsub = await client.listen(channel, onPayload);
      return async () => unsub();
    },
    close: () => client.close(),
  };
  return { db, raw };
}

async function openPg(url: string, searchPath?: string): Promise<Handle> {
  const options = searchPath ? `-c search_path=${searchPath}` : undefined;
  if (searchPath) {
    const setup = new pg.Client({ connectionString: url });
    await setup.connect();
    await setup.query(`CREATE SCHEMA IF NOT EXISTS "${searchPath}"`);
    await setup.end();
  }
  const pool = new pg.Pool({ connectionString: url, max: 10, options });
  const db = drizzlePg(pool, { schema }) as unknown as Db;
  let listener: pg.Client | null = null;
  const handlers = new Map<string, Set<(p: string) => void>>();
  const raw: RawDb = {
    kind: 'pg',
    query: async <R>(text: string, params: unknown[]) => ({ rows: (await pool.query(text, params)).rows as R[] }),
    async withLock(lockKey, fn) {
      const conn = await pool.connect();
      try {
        await conn.query('SELECT pg_advisory_lock($1)', [lockKey]);
        try {
          return await fn(async (text, params) => conn.query(text, params as unknown[]));
        } finally {
          await conn.query('SELECT pg_advisory_unlock($1)', [lockKey]);
        }
      } finally {
        conn.release();
      }
    },
    async listen(channel, onPayload) {
      if (!listener) {
        listener = new pg.Client({ connectionString: url, options });
        await listener.connect();
        listener.on('notification', (n) => handlers.get(n.channel)?.forEach((h) => h(n.payload ?? '')));
        listener.on('error', (err) => console.error('[db] listener error', err.message));
      }
      if (!handlers.has(channel)) {
        handlers.set(channel, new Set());
        await listener.query(`LISTEN "${channel}"`);
      }
      handlers.get(channel)!.add(onPayload);
      return async () => {
        handlers.get(channel)?.delete(onPayload);
      };
    },
    async close() {
      if (listener) await listener.end().catch(() => undefined);
      if (searchPath) await pool.query(`DROP SCHEMA IF EXISTS "${searchPath}" CASCADE`).catch(() => undefined);
      await pool.end();
    },
  };
  return { db, raw };
}

export async function openDatabase(opts: OpenOptions): Promise<Handle> {
  return opts.url ? openPg(opts.url, opts.searchPath) : openPglite(opts.pgliteDir);
}

// One database per process, kept on globalThis so Next's hot reload does not open PGlite twice.
const holder = globalThis as unknown as { __db?: Handle; __dbOpening?: Promise<Handle> };

export function setDatabase(handle: Handle | undefined): void {
  holder.__db = handle;
  holder.__dbOpening = undefined;
}

export function db(): Db {
  if (!holder.__db) throw new Error('Database is not initialised: call ensureDatabase() first');
  return holder.__db.db;
}

export function rawDb(): RawDb {
  if (!holder.__db) throw new Error('Database is not initialised: call ensureDatabase() first');
  return holder.__db.raw;
}

/** Opens (once) the process's database and runs migrations and the demo seed; safe to call concurrently. */
export async function ensureDatabase(): Promise<Db> {
  if (holder.__db) return holder.__db.db;
  if (!holder.__dbOpening) {
    holder.__dbOpening = (async () => {
      const { config } = await import('../config');
      const { migrate } = await import('./migrate');
      const { seedIfEmpty } = await import('./seed');
      const c = config();
      const handle = await openDatabase({ url: c.databaseUrl, pgliteDir: c.pgliteDir });
      holder.__db = handle;
      await migrate(handle.raw);
      if (c.seedDemo) await seedIfEmpty(handle.db);
      // Files of older versions and of the demo seed get their kind and move into its namespace.
      await (await import('../services/files/adopt-files')).adoptFiles();
      return handle;
    })().catch((err) => {
      holder.__dbOpening = undefined;
      holder.__db = undefined;
      throw err;
    });
  }
  return (await holder.__dbOpening).db;
}

export async function closeDatabase(): Promise<void> {
  const h = holder.__db;
  setDatabase(undefined);
  if (h) await h.raw.close();
}

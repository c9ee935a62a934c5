import { mkdirSync } from 'node:fs';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import pg from 'pg';
import * as schema from './schema';
import { restoreDefaultTypes } from './pglite-parsers';
import { openPgliteLink } from './pglite-link';
import { log } from '../log';

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
  /**
   * Runs `fn` only if no one (on any instance) holds the advisory lock `lockKey`: taken with
   * `pg_try_advisory_lock` on a connection of its own, released in finally, and released by PostgreSQL
   * with the session if this process dies. `{ ran: false }` when another holds it.
   */
  tryWithLock<T>(lockKey: number, fn: () => Promise<T>): Promise<{ ran: true; value: T } | { ran: false }>;
  /**
   * Subscribes to a NOTIFY channel; returns an unsubscribe function. On PostgreSQL the LISTEN
   * connection comes back by itself after it is lost (see `listenerState`, `onReconnect`); `listen`
   * resolves once it is in place, or after the first attempt failed (the retries go on).
   */
  listen(channel: string, onPayload: (payload: string) => void): Promise<() => Promise<void>>;
  /** The LISTEN connection: 'idle' before the first `listen`, 'up', or 'down' while it reconnects. */
  listenerState(): ListenerState;
  /** Called after the LISTEN connection came back: NOTIFYs sent while it was down were missed. */
  onReconnect(fn: () => void): () => void;
  /** PGlite only: statements run so far (tests bound a hot path's round trips with it). */
  statementCount?: () => number;
  /** PGlite only: the whole database as a tarball, to open copies of it (tests/api/harness.ts). */
  dumpDataDir?: () => Promise<Blob>;
  close(): Promise<void>;
}

export type ListenerState = 'idle' | 'up' | 'down';

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
  /** Connections in the pool (DATABASE_POOL_SIZE); the LISTEN connection is one more. */
  poolSize?: number;
  /** PGlite in memory: start from this dump (RawDb.dumpDataDir) instead of an empty database. */
  pgliteLoad?: Blob;
}

async function openPglite(dir?: string, load?: Blob): Promise<Handle> {
  if (dir) mkdirSync(dir, { recursive: true });
  // On disk the database runs on a thread of its own; in memory (the API tests) in this one (pglite-link.ts).
  const link = await openPgliteLink(dir, load);
  const db = drizzlePglite(link.client, { schema }) as unknown as Db;
  const pgliteLocks = new Set<number>();
  // PGlite is one connection in this process: callers of withLock queue behind each other.
  let queue: Promise<unknown> = Promise.resolve();
  const raw: RawDb = {
    kind: 'pglite',
    // Raw queries read timestamps and dates as PGlite does by default (Drizzle's read them as text).
    query: async <R>(text: string, params: unknown[]) => restoreDefaultTypes(await link.query<R>(text, params)),
    statementCount: () => link.statementCount(),
    ...(link.dumpDataDir ? { dumpDataDir: link.dumpDataDir } : {}),
    withLock(_lockKey, fn) {
      const run = queue.then(() =>
        fn(async (text, params) => {
          if (params && params.length)
            return restoreDefaultTypes(await link.query<Record<string, unknown>>(text, params));
          const last = (await link.exec(text)).at(-1);
          return { rows: (last ? restoreDefaultTypes(last).rows : []) as Record<string, unknown>[] };
        }),
      );
      queue = run.catch(() => undefined);
      return run;
    },
    async tryWithLock(lockKey, fn) {
      // One process holds the whole database: the lock is a key in this process.
      if (pgliteLocks.has(lockKey)) return { ran: false };
      pgliteLocks.add(lockKey);
      try {
        return { ran: true, value: await fn() };
      } finally {
        pgliteLocks.delete(lockKey);
      }
    },
    listen: (channel, onPayload) => link.listen(channel, onPayload),
    // In-process: the channel cannot be lost while the database is open.
    listenerState: () => 'up',
    onReconnect: () => () => undefined,
    close: () => link.close(),
  };
  return { db, raw };
}

/** Waits before the LISTEN connection is opened again: 0.2 s, doubling, at most 2 s (a restarted database is heard again within about 2 s of accepting connections). */
export const LISTEN_RETRY_MS = { first: 200, max: 2_000 };

/** The application_name of the pool's connections (operators and tests find them in pg_stat_activity). */
export function appName(searchPath?: string): string {
  return searchPath ? `hamkar ${searchPath}` : 'hamkar';
}

/** The application_name of the LISTEN connection. */
export function listenerAppName(searchPath?: string): string {
  return searchPath ? `hamkar listen ${searchPath}` : 'hamkar listen';
}

async function openPg(url: string, searchPath?: string, poolSize = 10): Promise<Handle> {
  const options = searchPath ? `-c search_path=${searchPath}` : undefined;
  if (searchPath) {
    const setup = new pg.Client({ connectionString: url });
    await setup.connect();
    await setup.query(`CREATE SCHEMA IF NOT EXISTS "${searchPath}"`);
    await setup.end();
  }
  const pool = new pg.Pool({ connectionString: url, max: poolSize, options, application_name: appName(searchPath) });
  // An idle client whose connection dies (a database restart) emits 'error' on the pool: without a
  // handler that would end the process. The pool drops that client and opens another when asked.
  pool.on('error', (err) => log.error({ err }, '[db] idle connection lost'));
  const db = drizzlePg(pool, { schema }) as unknown as Db;

  // The LISTEN connection: one per process, outside the pool, opened again whenever it is lost.
  const handlers = new Map<string, Set<(p: string) => void>>();
  const reconnectHooks = new Set<() => void>();
  let listener: pg.Client | null = null;
  let state: ListenerState = 'idle';
  let firstAttempt: Promise<void> | null = null;
  let retryTimer: ReturnType<typeof setTimeout> | null = null;
  let retryMs = LISTEN_RETRY_MS.first;
  let closing = false;

  const lost = (client: pg.Client, err?: Error) => {
    if (client !== listener) return;
    listener = null;
    client.end().catch(() => undefined);
    if (closing) return;
    state = 'down';
    log.error({ err }, '[db] LISTEN connection lost, reconnecting');
    scheduleRetry();
  };

  const openListener = async () => {
    const client = new pg.Client({
      connectionString: url,
      options,
      keepAlive: true,
      application_name: listenerAppName(searchPath),
    });
    let dead = false;
    client.on('notification', (n) => handlers.get(n.channel)?.forEach((h) => h(n.payload ?? '')));
    client.on('error', (err) => {
      dead = true;
      lost(client, err);
    });
    client.on('end', () => {
      dead = true;
      lost(client);
    });
    try {
      await client.connect();
      for (const channel of handlers.keys()) await client.query(`LISTEN "${channel}"`);
    } catch (err) {
      client.end().catch(() => undefined);
      throw err;
    }
    if (closing || dead) {
      client.end().catch(() => undefined);
      throw new Error(closing ? 'database closed' : 'LISTEN connection ended while opening');
    }
    listener = client;
    state = 'up';
  };

  const scheduleRetry = () => {
    if (retryTimer || closing) return;
    const wait = retryMs;
    retryMs = Math.min(retryMs * 2, LISTEN_RETRY_MS.max);
    retryTimer = setTimeout(() => {
      retryTimer = null;
      openListener().then(
        () => {
          retryMs = LISTEN_RETRY_MS.first;
          log.warn('[db] LISTEN connection restored');
          // Whatever was published while it was down is lost: those who keep state from events resync.
          for (const hook of [...reconnectHooks]) {
            try {
              hook();
            } catch (err) {
              log.error({ err }, '[db] after reconnect');
            }
          }
        },
        (err) => {
          if (closing) return;
          log.error({ err }, '[db] LISTEN reconnect failed');
          scheduleRetry();
        },
      );
    }, wait);
    retryTimer.unref?.();
  };

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
    async tryWithLock(lockKey, fn) {
      const conn = await pool.connect();
      let broken: Error | undefined;
      try {
        const got = await conn.query<{ ok: boolean }>('SELECT pg_try_advisory_lock($1) AS ok', [lockKey]);
        if (!got.rows[0]?.ok) return { ran: false };
        try {
          return { ran: true, value: await fn() };
        } finally {
          // A lost connection has lost its lock with it; the client is then thrown away, not reused.
          await conn.query('SELECT pg_advisory_unlock($1)', [lockKey]).catch((err: Error) => (broken = err));
        }
      } finally {
        conn.release(broken);
      }
    },
    async listen(channel, onPayload) {
      const isNew = !handlers.has(channel);
      if (isNew) handlers.set(channel, new Set());
      handlers.get(channel)!.add(onPayload);
      if (state === 'idle') {
        firstAttempt ??= openListener().catch((err) => {
          log.error({ err }, '[db] LISTEN connection failed, retrying');
          state = 'down';
          scheduleRetry();
        });
        await firstAttempt;
      } else if (isNew && listener) {
        // When down, the reconnect LISTENs every channel in `handlers`.
        await listener.query(`LISTEN "${channel}"`).catch((err: Error) => lost(listener!, err));
      }
      return async () => {
        handlers.get(channel)?.delete(onPayload);
      };
    },
    listenerState: () => state,
    onReconnect(fn) {
      reconnectHooks.add(fn);
      return () => reconnectHooks.delete(fn);
    },
    async close() {
      closing = true;
      if (retryTimer) clearTimeout(retryTimer);
      const l = listener;
      listener = null;
      if (l) await l.end().catch(() => undefined);
      if (searchPath) await pool.query(`DROP SCHEMA IF EXISTS "${searchPath}" CASCADE`).catch(() => undefined);
      await pool.end();
    },
  };
  return { db, raw };
}

export async function openDatabase(opts: OpenOptions): Promise<Handle> {
  return opts.url ? openPg(opts.url, opts.searchPath, opts.poolSize) : openPglite(opts.pgliteDir, opts.pgliteLoad);
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
      const { prepareDatabase } = await import('./migrate');
      const c = config();
      const handle = await openDatabase({ url: c.databaseUrl, pgliteDir: c.pgliteDir, poolSize: c.databasePoolSize });
      holder.__db = handle;
      await prepareDatabase(handle, { seedDemo: c.seedDemo });
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

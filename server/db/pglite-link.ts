import { existsSync } from 'node:fs';
import path from 'node:path';
import { Worker } from 'node:worker_threads';
import { Mutex, type PGlite, type QueryOptions, type Results, type Transaction } from '@electric-sql/pglite';
import { log } from '../log';
import { portableOptions } from './pglite-parsers';
import { createRunner, openPgliteDatabase, type Runner } from './pglite-runner.mjs';

/**
 * The embedded database as this process sees it: on disk it runs on a thread of its own
 * (pglite-worker.mjs), so its work runs beside the requests' JavaScript on a second core instead of taking
 * turns with it (issue 25: a submit spent two thirds of its time inside PGlite); in memory (the API tests)
 * it runs in this thread. Either way one runner executes the statements (pglite-runner.mjs) and this side
 * keeps PGlite's rules: one call at a time, and a transaction's statements together (a statement outside
 * it waits until it ends).
 */
export interface PgliteLink {
  /** What Drizzle's PGlite driver calls: `query` and `transaction`. */
  client: PGlite;
  query<R>(text: string, params?: unknown[], options?: QueryOptions): Promise<Results<R>>;
  exec(text: string): Promise<Results[]>;
  /** Subscribes to a NOTIFY channel; returns the unsubscribe. */
  listen(channel: string, onPayload: (payload: string) => void): Promise<() => Promise<void>>;
  /** Calls run so far (tests bound a hot path's statements with it). */
  statementCount(): number;
  /** In memory only: the database as a tarball (tests/api/harness.ts opens copies of it). */
  dumpDataDir?: () => Promise<Blob>;
  close(): Promise<void>;
}

type Call =
  | { op: 'query'; text: string; params: unknown[]; rowMode?: 'array' | 'object'; tx: boolean }
  | { op: 'exec'; text: string; tx: boolean };

interface Transport {
  call(c: Call): Promise<unknown>;
  onNotify(fn: (channel: string, payload: string) => void): void;
  statementCount(): number;
  dump?: () => Promise<Blob>;
  close(): Promise<void>;
}

/** In this thread: the runner straight on PGlite, one call after another. */
async function localTransport(load?: Blob): Promise<Transport> {
  const pg = await openPgliteDatabase(undefined, load);
  const runner: Runner = createRunner(pg);
  let queue: Promise<unknown> = Promise.resolve();
  return {
    call(c) {
      const run = queue.then((): Promise<unknown> =>
        c.op === 'query' ? runner.query(c.text, c.params, c.rowMode, c.tx) : runner.exec(c.text, c.tx),
      );
      queue = run.catch(() => undefined);
      return run;
    },
    onNotify: (fn) => void pg.onNotification(fn),
    statementCount: () => runner.statementCount(),
    dump: () => queue.then(() => pg.dumpDataDir('none')),
    close: () => queue.then(() => pg.close()),
  };
}

/** A database error sent across as plain fields, as an Error again (callers read its code, detail …). */
function errorOf(fields: Record<string, unknown>): Error {
  return Object.assign(new Error(String(fields.message)), fields);
}

/** The database on its own thread (pglite-worker.mjs, loaded from this folder as it is: `next start` does not bundle it). */
async function workerTransport(dir: string): Promise<Transport> {
  const file = path.join(process.cwd(), 'server/db/pglite-worker.mjs');
  if (!existsSync(file)) throw new Error(`${file} is missing: start the app from the project's folder`);
  const worker = new Worker(file, { workerData: { dir } });
  const pending = new Map<number, { resolve: (v: unknown) => void; reject: (e: unknown) => void }>();
  const listeners: ((channel: string, payload: string) => void)[] = [];
  let next = 0;
  let calls = 0;
  let stopped: Error | null = null;
  let closing = false;
  const stop = (err: Error) => {
    // Every call from now on fails with this error (answered 500), and says so in the log once.
    if (!stopped && !closing) log.error({ err }, '[database] the embedded database thread stopped');
    stopped ??= err;
    for (const p of pending.values()) p.reject(stopped);
    pending.clear();
  };
  const ready = new Promise<void>((resolve, reject) => {
    worker.on('message', (m: Record<string, unknown>) => {
      if (m.notify) {
        const [channel, payload] = m.notify as [string, string];
        for (const fn of listeners) fn(channel, payload);
      } else if (m.ready) resolve();
      else if (m.failed) reject(errorOf(m.failed as Record<string, unknown>));
      else {
        const p = pending.get(m.id as number);
        pending.delete(m.id as number);
        if (!pending.size) worker.unref();
        if (m.error) p?.reject(errorOf(m.error as Record<string, unknown>));
        else p?.resolve(m.result);
      }
    });
    worker.on('error', (err) => {
      reject(err);
      stop(err);
    });
    worker.on('exit', (code) => {
      const err = new Error(`the database thread stopped (exit code ${code})`);
      reject(err);
      stop(err);
    });
  });
  await ready.catch(async (err) => {
    await worker.terminate();
    throw err;
  });
  // The thread keeps the process alive only while a call waits for it: close() ends it, and so does the
  // process's exit.
  worker.unref();
  const send = (message: Call | { op: 'close' }) => {
    const id = ++next;
    return new Promise<unknown>((resolve, reject) => {
      if (!pending.size) worker.ref();
      pending.set(id, { resolve, reject });
      worker.postMessage({ id, ...message });
    });
  };
  return {
    call(c) {
      if (stopped) return Promise.reject(stopped);
      calls++;
      return send(c);
    },
    onNotify: (fn) => void listeners.push(fn),
    statementCount: () => calls,
    async close() {
      if (stopped) return;
      closing = true;
      await send({ op: 'close' }).catch(() => undefined);
      await worker.terminate();
    },
  };
}

/** Opens the embedded database: on its own thread at `dir`, or in memory in this thread (from `load`). */
export async function openPgliteLink(dir?: string, load?: Blob): Promise<PgliteLink> {
  const transport = dir ? await workerTransport(dir) : await localTransport(load);
  // Transactions run one after another (this lock), and while one is open, from BEGIN to COMMIT, no other
  // statement may reach the database (it would run inside it): those wait for `open` to end, then go. Other
  // statements do not wait for each other: the database runs them in the order they were sent, and the
  // next ones are already queued while one runs.
  const transactions = new Mutex();
  let open: Promise<void> | null = null;
  const channels = new Map<string, Set<(payload: string) => void>>();
  transport.onNotify((channel, payload) => channels.get(channel)?.forEach((fn) => queueMicrotask(() => fn(payload))));

  const run = <R>(text: string, params: unknown[] | undefined, options: QueryOptions | undefined, tx: boolean) =>
    transport.call({ op: 'query', text, params: params ?? [], ...portableOptions(options), tx }) as Promise<Results<R>>;
  const runExec = (text: string, tx: boolean) => transport.call({ op: 'exec', text, tx }) as Promise<Results[]>;

  const query = async <R>(text: string, params?: unknown[], options?: QueryOptions) => {
    while (open) await open;
    return run<R>(text, params, options, false);
  };
  const exec = async (text: string) => {
    while (open) await open;
    return runExec(text, false);
  };

  async function transaction<T>(fn: (tx: Transaction) => Promise<T>): Promise<T> {
    return transactions.runExclusive(async () => {
      while (open) await open;
      let end!: () => void;
      open = new Promise((resolve) => (end = resolve));
      try {
        return await within(fn);
      } finally {
        open = null;
        end();
      }
    });
  }

  /** BEGIN, `fn` with the transaction's statements, then COMMIT, or ROLLBACK when `fn` throws. */
  async function within<T>(fn: (tx: Transaction) => Promise<T>): Promise<T> {
    await runExec('BEGIN', true);
    let closed = false;
    const check = () => {
      if (closed) throw new Error('Transaction is closed');
    };
    const tx = {
      query: async <R>(text: string, params?: unknown[], options?: QueryOptions) => {
        check();
        return run<R>(text, params, options, true);
      },
      exec: async (text: string) => {
        check();
        return runExec(text, true);
      },
      rollback: async () => {
        check();
        await runExec('ROLLBACK', false);
        closed = true;
      },
      get closed() {
        return closed;
      },
    } as unknown as Transaction;
    try {
      const value = await fn(tx);
      if (!closed) {
        closed = true;
        const [done] = await runExec('COMMIT', false);
        // COMMIT of a transaction a failed statement aborted answers ROLLBACK (PGlite throws then too).
        if ((done as { command?: string } | undefined)?.command === 'ROLLBACK')
          throw new Error('Transaction was aborted');
      }
      return value;
    } catch (err) {
      if (!closed) {
        closed = true;
        await runExec('ROLLBACK', false);
      }
      throw err;
    }
  }

  async function listen(channel: string, onPayload: (payload: string) => void) {
    const quoted = `"${channel.replace(/"/g, '""')}"`;
    let set = channels.get(channel);
    if (!set) {
      set = new Set();
      channels.set(channel, set);
      await exec(`LISTEN ${quoted}`);
    }
    set.add(onPayload);
    return async () => {
      const s = channels.get(channel);
      if (!s?.delete(onPayload) || s.size) return;
      channels.delete(channel);
      await exec(`UNLISTEN ${quoted}`);
    };
  }

  const client = { query, transaction, exec } as unknown as PGlite;
  return {
    client,
    query,
    exec,
    listen,
    statementCount: () => transport.statementCount(),
    ...(transport.dump ? { dumpDataDir: transport.dump } : {}),
    close: () => transport.close(),
  };
}

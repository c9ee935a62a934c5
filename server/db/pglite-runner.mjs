// The embedded database's statement runner, shared by the database thread (pglite-worker.mjs) and the
// in-process database of the API tests (server/db/pglite-link.ts). Plain JavaScript: a worker thread of
// `next start` loads it straight from this folder, without the bundler. Types: pglite-runner.d.mts.
//
// PGlite's `query()` sends every call as an unnamed statement in six trips into the WebAssembly backend
// (parse, describe, bind, describe, execute, sync), so the backend parses, analyses and plans the same text
// on every call. Here a statement seen a second time is prepared under a name once (parse and describe),
// and each call is then one trip: bind, describe, execute and sync in one buffer. PostgreSQL keeps the
// statement's parse tree, and a generic plan once that plan is no worse than planning each call (its plan
// cache's own rule, as on a PostgreSQL connection using prepared statements). A first call is two trips.
//
// The answer is PGlite's own: its serializers and parsers, `parseResults` on the same messages, the same
// error object with the query attached, notifications dispatched by the same protocol handler. PGlite has no
// option for this (0.5.16); `execProtocolStream` is its public way to speak the protocol.
import { PGlite, parse, protocol, types } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';

const { serialize } = protocol;

/** Statements kept prepared at once; past this the least recently used one is closed. */
export const PREPARED_MAX = 200;
/** Texts remembered as seen once; the set starts again past this (one-off texts never fill memory). */
const SEEN_MAX = 2000;

/**
 * The types Drizzle's PGlite driver reads as text (timestamps, intervals, dates, numeric[] and the arrays of
 * the others; drizzle-orm/pglite/session.js). The database reads them as text itself, so Drizzle's queries
 * need no per-query parsers; server/db/pglite-parsers.ts turns them back into what PGlite gives by default
 * for the raw queries (RawDb).
 */
export const TEXT_TYPES = [
  types.TIMESTAMP,
  types.TIMESTAMPTZ,
  types.INTERVAL,
  types.DATE,
  1231, // numeric[]
  1115, // timestamp[]
  1185, // timestamptz[]
  1187, // interval[]
  1182, // date[]
];

/** Opens the database: on disk at `dir`, in memory without it, or in memory from a dump (`load`). */
export async function openPgliteDatabase(dir, load) {
  // pg_trgm: the user search's trigram index (migration 0014).
  const pg = new PGlite({ dataDir: dir, extensions: { pg_trgm }, ...(load ? { loadDataDir: load } : {}) });
  await pg.waitReady;
  for (const t of TEXT_TYPES) pg.parsers[t] = (value) => value;
  return pg;
}

function concat(parts) {
  const out = new Uint8Array(parts.reduce((n, p) => n + p.length, 0));
  let at = 0;
  for (const p of parts) {
    out.set(p, at);
    at += p.length;
  }
  return out;
}

/** What PGlite's own query() attaches to a failed query's error. */
function withQuery(err, text, params) {
  if (err instanceof Error) Object.assign(err, { query: text, params });
  return err;
}

/** PostgreSQL refuses a kept plan whose columns changed under it (a table altered after it was prepared). */
const isStalePlan = (err) =>
  err?.code === '0A000' && /cached plan must not change result type/.test(String(err.message));

/**
 * Runs statements on `pg`. The caller runs one call at a time (the database is one session) and keeps a
 * transaction's statements together.
 */
export function createRunner(pg, max = PREPARED_MAX) {
  const statements = new Map();
  const seen = new Set();
  const closing = [];
  let counter = 0;
  let calls = 0;

  /** Parses and describes `text` as statement `name` ('' for the unnamed one); the parameter types. */
  async function prepare(text, name) {
    const closes = closing.splice(0).map((n) => serialize.close({ type: 'S', name: n }));
    const message = concat([
      ...closes,
      serialize.parse({ name, text }),
      serialize.describe({ type: 'S', name }),
      serialize.sync(),
    ]);
    const messages = await pg.execProtocolStream(message, { syncToFs: false });
    return messages.find((m) => m.name === 'parameterDescription')?.dataTypeIDs ?? [];
  }

  async function execute(name, types, params, rowMode) {
    const values = params.map((value, i) => {
      if (value === null || value === undefined) return null;
      const serializer = pg.serializers[types[i]];
      return serializer ? serializer(value) : value.toString();
    });
    const message = concat([
      serialize.bind({ statement: name, values }),
      serialize.describe({ type: 'P' }),
      serialize.execute({}),
      serialize.sync(),
    ]);
    const messages = await pg.execProtocolStream(message, { syncToFs: false });
    return parse.parseResults(messages, pg.parsers, rowMode ? { rowMode } : undefined)[0];
  }

  /** The statement kept for `text`, prepared now if this is its second call; null to run it unnamed. */
  async function named(text) {
    const kept = statements.get(text);
    if (kept) {
      // Most recently used last: the map's first entry is the one to close.
      statements.delete(text);
      statements.set(text, kept);
      return kept;
    }
    if (!seen.has(text)) {
      if (seen.size >= SEEN_MAX) seen.clear();
      seen.add(text);
      return null;
    }
    seen.delete(text);
    const name = `hamkar_${++counter}`;
    const statement = { name, types: await prepare(text, name) };
    statements.set(text, statement);
    if (statements.size > max) {
      const [oldest, old] = statements.entries().next().value;
      statements.delete(oldest);
      closing.push(old.name);
    }
    return statement;
  }

  /** One statement with parameters; `inTransaction`: a transaction's statement (no file sync after it). */
  async function query(text, params = [], rowMode, inTransaction = false) {
    calls++;
    try {
      const unnamed = async () => execute('', await prepare(text, ''), params, rowMode);
      const statement = await named(text);
      let result;
      if (!statement) result = await unnamed();
      else {
        try {
          result = await execute(statement.name, statement.types, params, rowMode);
        } catch (err) {
          if (!isStalePlan(err)) throw err;
          // A table changed under the kept statement: forget it and run the call unnamed (inside a transaction
          // the transaction is then aborted, as on PostgreSQL).
          statements.delete(text);
          closing.push(statement.name);
          result = await unnamed();
        }
      }
      if (!inTransaction) await pg.syncToFs();
      return result;
    } catch (err) {
      throw withQuery(err, text, params);
    }
  }

  /** SQL that may hold several statements, without parameters (PGlite's exec): every statement's result. */
  async function exec(text, inTransaction = false) {
    calls++;
    try {
      const messages = await pg.execProtocolStream(concat([serialize.query(text), serialize.sync()]), {
        syncToFs: false,
      });
      if (!inTransaction) await pg.syncToFs();
      return parse.parseResults(messages, pg.parsers);
    } catch (err) {
      throw withQuery(err, text, undefined);
    }
  }

  return { query, exec, statementCount: () => calls };
}

/** The fields of a database error a caller reads (node-postgres's names), to send it across threads. */
export const ERROR_FIELDS = [
  'message',
  'severity',
  'code',
  'detail',
  'hint',
  'position',
  'internalPosition',
  'internalQuery',
  'where',
  'schema',
  'table',
  'column',
  'dataType',
  'constraint',
  'file',
  'line',
  'routine',
  'query',
  'params',
];

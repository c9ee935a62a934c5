import { types, type QueryOptions, type Results } from '@electric-sql/pglite';
import { TEXT_TYPES } from './pglite-runner.mjs';

/**
 * The embedded database reads Drizzle's text types (timestamps, intervals, dates, numeric[] and arrays of the
 * others) as text itself (pglite-runner.mjs). Drizzle's PGlite driver passes parsers for exactly those with
 * every query; PGlite then copied its whole parser map (some 400 entries) for each query, about half a
 * millisecond of every Drizzle call, and functions cannot reach the database thread anyway: they are left out.
 * Raw queries (RawDb) read those columns as PGlite does by default (Date …): `restoreDefaultTypes`.
 */
const TEXT = new Set<number>(TEXT_TYPES);
/** An array type and its element type, for reading an array the way PGlite reads it by default. */
const ELEMENT_OF: Record<number, number> = {
  1231: types.NUMERIC,
  1115: types.TIMESTAMP,
  1185: types.TIMESTAMPTZ,
  1187: types.INTERVAL,
  1182: types.DATE,
};

type Parser = (value: string, typeId: number) => unknown;
const defaultParser = (typeId: number): Parser =>
  (types.parsers as Record<number, Parser | undefined>)[typeId] ?? ((value: string) => value);

function parseDefault(value: string, typeId: number): unknown {
  const element = ELEMENT_OF[typeId];
  if (element === undefined) return defaultParser(typeId)(value, typeId);
  return types.arrayParser(value, (v: string) => defaultParser(element)(v, element), typeId);
}

/**
 * A query's options as the database thread takes them: per-query parsers only for the types it reads as text
 * already (Drizzle's), which are dropped. Anything else would be silently lost across the thread: refused.
 */
export function portableOptions(options: QueryOptions | undefined): { rowMode?: 'array' | 'object' } {
  if (!options) return {};
  const { rowMode, parsers, ...rest } = options;
  if (parsers && !Object.keys(parsers).every((k) => TEXT.has(Number(k))))
    throw new Error('PGlite: per-query parsers other than the text types are not supported');
  const unsupported = Object.keys(rest).filter((k) => (rest as Record<string, unknown>)[k] !== undefined);
  if (unsupported.length) throw new Error(`PGlite: query options not supported: ${unsupported.join(', ')}`);
  return rowMode ? { rowMode } : {};
}

/** A raw query's result with Drizzle's text types read as PGlite reads them by default (Date …), in place. */
export function restoreDefaultTypes<R>(result: Results<R>): Results<R> {
  const fields = result.fields.filter((f) => TEXT.has(f.dataTypeID));
  if (!fields.length) return result;
  for (const row of result.rows as Record<string, unknown>[]) {
    for (const f of fields) {
      const v = row[f.name];
      if (typeof v === 'string') row[f.name] = parseDefault(v, f.dataTypeID);
    }
  }
  return result;
}

import { types, type PGlite, type QueryOptions, type Results } from '@electric-sql/pglite';

/**
 * The types Drizzle's PGlite driver reads as text (timestamps, intervals, dates, numeric[] and their
 * arrays; drizzle-orm/pglite/session.js). The driver passes these parsers with every query, and PGlite
 * then copies its whole parser map (some 400 entries, one per type and array type) into a new object
 * for that query: about half a millisecond of every Drizzle call, more than many queries cost.
 */
const TEXT_TYPES = [
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
/** An array type and its element type, for reading an array the way PGlite reads it by default. */
const ELEMENT_OF: Record<number, number> = {
  1231: types.NUMERIC,
  1115: types.TIMESTAMP,
  1185: types.TIMESTAMPTZ,
  1187: types.INTERVAL,
  1182: types.DATE,
};
const TEXT = new Set(TEXT_TYPES);
const asText = (value: string) => value;

type Parser = (value: string, typeId: number) => unknown;
type Queryable = Pick<PGlite, 'query'>;

/** Per-query parsers that only repeat the client's own (Drizzle's), which can then be left out. */
function drop(options: QueryOptions | undefined): QueryOptions | undefined {
  if (!options?.parsers || !Object.keys(options.parsers).every((k) => TEXT.has(Number(k)))) return options;
  const rest = { ...options };
  delete rest.parsers;
  return rest;
}

/** `target` with a `query` that leaves Drizzle's parsers out (the client reads those types as text already). */
function withoutDrizzleParsers<T extends Queryable>(target: T, wrap: Partial<T> = {}): T {
  return new Proxy(target, {
    get(t, prop) {
      if (prop === 'query')
        return (text: string, params?: unknown[], options?: QueryOptions) => t.query(text, params, drop(options));
      if (prop in wrap) return wrap[prop as keyof T];
      const value = Reflect.get(t, prop, t) as unknown;
      return typeof value === 'function' ? (value as (...a: unknown[]) => unknown).bind(t) : value;
    },
  });
}

/**
 * Makes the client read Drizzle's text types as text itself, so Drizzle's queries skip the per-query
 * parser copy. Returns the client to give Drizzle (its transactions likewise) and `restore`, which turns
 * those columns of a result read outside Drizzle (RawDb) back into what PGlite gives by default (Date …),
 * so raw queries answer as before.
 */
export function textTypesForDrizzle(client: PGlite): {
  drizzleClient: PGlite;
  restore: <R>(r: Results<R>) => Results<R>;
} {
  const own = new Map<number, Parser>(TEXT_TYPES.map((t) => [t, client.parsers[t] as Parser]));
  const parseDefault = (value: string, typeId: number): unknown => {
    const element = ELEMENT_OF[typeId];
    if (element === undefined) return own.get(typeId)!(value, typeId);
    return types.arrayParser(value, (v: string) => own.get(element)!(v, element), typeId);
  };
  for (const t of TEXT_TYPES) client.parsers[t] = asText;
  const drizzleClient = withoutDrizzleParsers(client, {
    transaction: ((fn: (tx: Queryable) => Promise<unknown>) =>
      client.transaction((tx) => fn(withoutDrizzleParsers(tx)))) as PGlite['transaction'],
  });
  const restore = <R>(result: Results<R>): Results<R> => {
    const fields = result.fields.filter((f) => TEXT.has(f.dataTypeID));
    if (!fields.length) return result;
    for (const row of result.rows as Record<string, unknown>[]) {
      for (const f of fields) {
        const v = row[f.name];
        if (typeof v === 'string') row[f.name] = parseDefault(v, f.dataTypeID);
      }
    }
    return result;
  };
  return { drizzleClient, restore };
}

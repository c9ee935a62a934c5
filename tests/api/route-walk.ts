import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import type { z } from 'zod';
import { call, openStream, type CallOptions } from './harness';

/**
 * The one walker of the API (tests/api/security-inputs.test.ts, tests/api/security-route-walk.test.ts):
 * every file under pages/api/v1 with its dynamic segments, the specs route() attaches to its handler,
 * and a call that reads an event stream briefly instead of waiting for its end.
 */

export const API_DIR = path.join(process.cwd(), 'pages', 'api', 'v1');

export type Method = 'GET' | 'POST' | 'PUT' | 'DELETE';

export interface WalkSpec {
  auth?: 'user' | 'optional' | 'none';
  query?: z.ZodType;
  body?: z.ZodType;
  perm?: { flag: string };
  staff?: string | readonly string[];
}

export type WalkHandler = ((req: unknown, res: unknown) => unknown) & { methods?: Partial<Record<Method, WalkSpec>> };

export interface ApiFile {
  file: string;
  segments: { name: string; catchAll: boolean }[];
  /** Whether the route answers with an event stream (read briefly, then closed). */
  stream: boolean;
  load(): Promise<WalkHandler>;
}

/** Every API file under pages/api/v1, with its dynamic segments (`[id]`, `[...slug]`). */
export function apiFiles(): ApiFile[] {
  return (readdirSync(API_DIR, { recursive: true }) as string[])
    .filter((f) => f.endsWith('.ts'))
    .sort()
    .map((file) => ({
      file,
      segments: [...file.matchAll(/\[(\.\.\.)?([^\]]+)\]/g)].map((m) => ({ name: m[2], catchAll: Boolean(m[1]) })),
      stream: readFileSync(path.join(API_DIR, file), 'utf8').includes('openEventStream'),
      load: async () => ((await import(path.join(API_DIR, file))) as { default: WalkHandler }).default,
    }));
}

type Def = {
  type?: string;
  shape?: Record<string, z.ZodType>;
  in?: z.ZodType;
  out?: z.ZodType;
  innerType?: z.ZodType;
  options?: z.ZodType[];
  schema?: z.ZodType;
  element?: z.ZodType;
  entries?: Record<string, string | number>;
  values?: unknown[];
  left?: z.ZodType;
  right?: z.ZodType;
  valueType?: z.ZodType;
  items?: z.ZodType[];
  getter?: () => z.ZodType;
};
const defOf = (schema: z.ZodType): Def => (schema as unknown as { def?: Def }).def ?? {};

/** The field names of a query schema (object, or an object behind a pipe, default, optional or union). */
export function keysOf(schema: z.ZodType | undefined, depth = 0): string[] {
  if (!schema || depth > 6) return [];
  const s = schema as unknown as { shape?: Record<string, unknown> };
  if (s.shape) return Object.keys(s.shape);
  const d = defOf(schema);
  return [...new Set([d.in, d.innerType, d.schema, ...(d.options ?? [])].flatMap((x) => keysOf(x, depth + 1)))];
}

/** A plausible value for a path segment or query field, so a call reaches past the first parse. */
export function plausible(key: string, id: string): string {
  if (/paging/i.test(key)) return '1-10';
  if (/^page$/i.test(key)) return '1';
  if (/^number$/i.test(key)) return '10';
  if (/^year$/i.test(key)) return '1405';
  if (/^month$/i.test(key)) return '9';
  if (/date|^start$|^end$/i.test(key)) return '2026-11-24';
  if (/id$/i.test(key)) return id;
  return 'قهوه';
}

/** Candidate values for a string field, by its name, tried in turn until the schema accepts one. */
function stringCandidates(key: string, id: string): string[] {
  const byName: string[] = [];
  if (/phone|mobile/i.test(key)) byName.push('09121234567');
  if (/iban|sheba/i.test(key)) byName.push('IR062960000000100324200001');
  if (/date|day|^start|^end|from$|to$/i.test(key)) byName.push('2026-11-24', '1405-09-03');
  if (/time|hour/i.test(key)) byName.push('10:00');
  if (/code/i.test(key)) byName.push('abc123', '12345');
  if (/id$/i.test(key) || key === '_id') byName.push(id);
  if (/url|link|target/i.test(key)) byName.push('/menu', 'https://example.com');
  if (/color|colour/i.test(key)) byName.push('#aabbcc');
  return [...byName, 'قهوه', id, 'abc123', '09121234567', '2026-11-24', '10:00', '/menu', '1', 'true'];
}

/**
 * A value of the schema's shape: objects with every field filled by name, enums with their first
 * option. Best effort; `validBody` then fixes the fields the schema still refuses.
 */
export function sampleOf(schema: z.ZodType | undefined, id: string, key = '', depth = 0): unknown {
  if (!schema || depth > 12) return undefined;
  const d = defOf(schema);
  switch (d.type) {
    case 'object':
      return Object.fromEntries(Object.entries(d.shape ?? {}).map(([k, v]) => [k, sampleOf(v, id, k, depth + 1)]));
    case 'string':
      return stringCandidates(key, id)[0];
    case 'number':
    case 'int':
    case 'bigint':
      return /price|amount|fee/i.test(key) ? 10000 : 1;
    case 'boolean':
      return true;
    case 'date':
      return '2026-11-24';
    case 'enum':
      return Object.values(d.entries ?? {})[0];
    case 'literal':
      return d.values?.[0];
    case 'array':
    case 'set':
      return [sampleOf(d.element, id, key, depth + 1)];
    case 'tuple':
      return (d.items ?? []).map((x) => sampleOf(x, id, key, depth + 1));
    case 'record':
      return {};
    case 'optional':
    case 'nullable':
    case 'default':
    case 'prefault':
    case 'catch':
    case 'readonly':
    case 'nonoptional':
      return sampleOf(d.innerType, id, key, depth + 1);
    case 'pipe':
      return sampleOf(d.in, id, key, depth + 1);
    case 'union':
      return sampleOf(d.options?.[0], id, key, depth + 1);
    case 'intersection': {
      const l = sampleOf(d.left, id, key, depth + 1);
      const r = sampleOf(d.right, id, key, depth + 1);
      return l && r && typeof l === 'object' && typeof r === 'object' ? { ...l, ...r } : l;
    }
    case 'lazy':
      return d.getter ? sampleOf(d.getter(), id, key, depth + 1) : undefined;
    case 'file':
      return new File([Buffer.from('x')], 'a.png', { type: 'image/png' });
    default:
      return 'قهوه';
  }
}

function setAt(obj: unknown, p: PropertyKey[], value: unknown): unknown {
  if (!p.length) return value;
  const [head, ...rest] = p;
  const base = (obj && typeof obj === 'object' ? obj : typeof head === 'number' ? [] : {}) as Record<
    PropertyKey,
    unknown
  >;
  const copy = (Array.isArray(base) ? [...base] : { ...base }) as Record<PropertyKey, unknown>;
  copy[head] = setAt(base[head], rest, value);
  return copy;
}

/**
 * A body the schema accepts, built from `sampleOf` and then, for each field it still refuses, the
 * first candidate value that clears that field's issue; null when none is found.
 */
export function validBody(schema: z.ZodType | undefined, id: string): unknown {
  if (!schema) return {};
  let value: unknown = sampleOf(schema, id) ?? {};
  for (let round = 0; round < 12; round++) {
    const r = schema.safeParse(value);
    if (r.success) return value;
    const issue = r.error.issues[0];
    const key = String(issue.path[issue.path.length - 1] ?? '');
    const candidates: unknown[] = [
      ...stringCandidates(key, id),
      1,
      10000,
      0,
      true,
      false,
      [],
      {},
      undefined,
      'x'.repeat(10),
    ];
    const at = candidates.findIndex((c) => {
      const again = schema.safeParse(setAt(value, issue.path, c));
      return again.success || !again.error.issues.some((i) => i.path.join('.') === issue.path.join('.'));
    });
    if (at < 0) return null;
    value = setAt(value, issue.path, candidates[at]);
  }
  return schema.safeParse(value).success ? value : null;
}

/** Calls a route and answers the status and text; an event stream that opens is read briefly, then closed. */
export async function callRoute(
  handler: WalkHandler,
  opts: CallOptions,
  stream: boolean,
): Promise<{ status: number; text: string }> {
  if (!stream) {
    const r = await call(handler as never, opts);
    return { status: r.status, text: typeof r.body === 'string' ? r.body : JSON.stringify(r.body) };
  }
  const s = openStream(handler as never, opts);
  const ended = await Promise.race([
    s.ended().then(() => true),
    new Promise<false>((r) => setTimeout(() => r(false), 300)),
  ]);
  if (!ended) await s.close();
  return { status: s.status(), text: s.text() };
}

import { cpSync, mkdirSync, mkdtempSync, readFileSync, renameSync, rmSync, existsSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { Readable } from 'node:stream';
import { EventEmitter } from 'node:events';
import type { NextApiRequest, NextApiResponse } from 'next';
import { eq } from 'drizzle-orm';
import { closeDatabase, db, openDatabase, setDatabase } from '@/server/db/client';
import { migrate } from '@/server/db/migrate';
import { seedDemo, DEMO_PHONES } from '@/server/db/seed';
import { resetConfig } from '@/server/config';
import { clockNow, setClock } from '@/server/clock';
import { tehranDayStart, tehranIsoDate } from '@/lib/jalali';
import { setSmsDriver } from '@/server/integrations/sms';
import { consoleSms } from '@/server/integrations/sms/console';
import { setStorage } from '@/server/integrations/storage';
import { resetBus } from '@/server/services/events/bus';
import { adoptFiles } from '@/server/services/files/adopt-files';
import * as s from '@/server/db/schema';
import { SSE_READY } from '@/server/http/sse';

export { DEMO_PHONES };

export interface TestEnv {
  dataDir: string;
  outbox: string;
  backend: 'pglite' | 'postgres';
  close(): Promise<void>;
}

let counter = 0;

/** Noon in Tehran on the Tehran calendar day of `real` (not of its UTC day: they differ 20:30–24:00 UTC). */
export function tehranNoon(real: Date): Date {
  return new Date(tehranDayStart(tehranIsoDate(real))!.getTime() + 12 * 3_600_000);
}

/** The Tehran day (YYYY-MM-DD) `offset` days from the suite's clock: what a test books or reports on. */
export function suiteDay(offset = 0): string {
  return tehranIsoDate(new Date(clockNow().getTime() + offset * 86_400_000));
}

/**
 * PGlite within one run of the suite (HAMKAR_PGLITE_TEMPLATES names a directory the runner made for the
 * run, scripts/test-api-clock.mjs): the first file to need a migrated (and seeded) database makes it and
 * dumps it with the files the seed stored; every other file opens a copy. Creating an empty PGlite (its
 * initdb) and migrating and seeding it cost each file several seconds of CPU; opening a dump, a third.
 */
async function openFromTemplate(dir: string, seeded: boolean, dataDir: string): Promise<void> {
  const base = path.join(dir, seeded ? 'seeded' : 'migrated');
  const dump = `${base}.tar`;
  const lock = `${base}.lock`;
  const waitUntil = Date.now() + 180_000;
  for (;;) {
    if (existsSync(dump)) {
      const handle = await openDatabase({ pgliteLoad: new Blob([readFileSync(dump)]) });
      setDatabase(handle);
      if (existsSync(`${base}.files`)) cpSync(`${base}.files`, dataDir, { recursive: true });
      return;
    }
    let mine = false;
    try {
      mkdirSync(lock);
      mine = true;
    } catch {
      // Another file is making it; past the wait (it died), make one of our own without sharing it.
    }
    if (mine || Date.now() > waitUntil) {
      const handle = await openDatabase({});
      setDatabase(handle);
      await migrate(handle.raw);
      if (seeded) await seedDemo(handle.db);
      if (!mine) return;
      const blob = await handle.raw.dumpDataDir!();
      cpSync(dataDir, `${base}.files`, { recursive: true });
      writeFileSync(`${dump}.tmp`, Buffer.from(await blob.arrayBuffer()));
      renameSync(`${dump}.tmp`, dump);
      return;
    }
    await new Promise((r) => setTimeout(r, 200));
  }
}

/**
 * A fresh database for one test file: in-memory PGlite by default, or a private schema on the
 * PostgreSQL named by TEST_DATABASE_URL. Migrated and loaded with the demo chain.
 */
export async function setupTestEnv(opts: { seed?: boolean } = {}): Promise<TestEnv> {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'hamkar-test-'));
  process.env.DATA_DIR = dataDir;
  (process.env as Record<string, string>).NODE_ENV = 'test';
  process.env.SUPER_ADMIN_PHONES = '09129999999';
  resetConfig();
  setStorage(undefined);
  resetBus();
  // Opening hours and booking rules are checked against this clock: noon in Tehran on the Tehran day
  // the database's clock is on, so ordering passes at any hour and the rules and the database agree
  // on the day (a test of the hours sets its own instant).
  setClock(() => tehranNoon(new Date()));
  const outbox = path.join(dataDir, 'sms-outbox.jsonl');
  setSmsDriver(consoleSms(outbox, false));
  const url = process.env.TEST_DATABASE_URL;
  const searchPath = url ? `t_${process.pid}_${Date.now().toString(36)}_${counter++}` : undefined;
  const template = url ? undefined : process.env.HAMKAR_PGLITE_TEMPLATES;
  if (template) await openFromTemplate(template, opts.seed !== false, dataDir);
  else {
    const handle = await openDatabase({ url, searchPath });
    setDatabase(handle);
    await migrate(handle.raw);
    if (opts.seed !== false) await seedDemo(handle.db);
  }
  await adoptFiles();
  return {
    dataDir,
    outbox,
    backend: url ? 'postgres' : 'pglite',
    async close() {
      resetBus();
      await closeDatabase();
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any
type Handler = (req: NextApiRequest, res: NextApiResponse) => any;

export interface CallOptions {
  method?: string;
  query?: Record<string, string | string[]>;
  body?: unknown;
  /** A raw body with its content type (multipart); Next's parser is off for such routes. */
  raw?: { data: Buffer; contentType: string };
  token?: string;
  /** Send the token as the HttpOnly cookie instead of the header. */
  cookie?: boolean;
  ip?: string;
  /** Extra request headers (lower-case names). */
  headers?: Record<string, string>;
  /** Extra request cookies. */
  cookies?: Record<string, string>;
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any
export interface CallResult<T = any> {
  status: number;
  body: T;
  headers: Record<string, string | string[]>;
}

function fakeExchange(opts: CallOptions) {
  const stream = opts.raw ? Readable.from([opts.raw.data]) : Readable.from([]);
  const headers: Record<string, string> = { ...(opts.headers ?? {}) };
  const cookies: Record<string, string> = { ...(opts.cookies ?? {}) };
  if (opts.token && opts.cookie) cookies.token = opts.token;
  else if (opts.token) headers.token = opts.token;
  if (opts.raw) headers['content-type'] = opts.raw.contentType;
  // As the app's client sends it; a test of another type passes its own content-type header.
  else if (opts.body !== undefined && !('content-type' in headers)) headers['content-type'] = 'application/json';
  const req = Object.assign(stream, {
    method: opts.method ?? (opts.body !== undefined || opts.raw ? 'POST' : 'GET'),
    headers,
    cookies,
    query: opts.query ?? {},
    body: opts.raw ? undefined : opts.body,
    socket: { remoteAddress: opts.ip ?? '10.0.0.1' },
  }) as unknown as NextApiRequest;

  const out = { status: 200, headers: {} as Record<string, string | string[]>, payload: '' as string | Buffer };
  let done!: () => void;
  const finished = new Promise<void>((r) => (done = r));
  const emitter = new EventEmitter();
  const res = {
    on: emitter.on.bind(emitter),
    once: emitter.once.bind(emitter),
    emit: emitter.emit.bind(emitter),
    destroyed: false,
    headersSent: false,
    writableEnded: false,
    setHeader(k: string, v: string | string[]) {
      out.headers[k.toLowerCase()] = v;
      return res;
    },
    getHeader(k: string) {
      return out.headers[k.toLowerCase()];
    },
    status(code: number) {
      out.status = code;
      return res;
    },
    get statusCode() {
      return out.status;
    },
    set statusCode(code: number) {
      out.status = code;
    },
    json(obj: unknown) {
      return res.send(JSON.stringify(obj));
    },
    send(data: string | Buffer) {
      out.payload = data;
      res.headersSent = true;
      res.writableEnded = true;
      done();
      return res;
    },
    writeHead(code: number, h: Record<string, string>) {
      out.status = code;
      Object.entries(h).forEach(([k, v]) => (out.headers[k.toLowerCase()] = v));
      res.headersSent = true;
      return res;
    },
    write(chunk: string) {
      out.payload += chunk;
      return true;
    },
    end(chunk?: string | Buffer) {
      // route() and cached answers write their bytes with end() (server/http/route.ts send()).
      if (chunk !== undefined)
        out.payload = out.payload === '' ? chunk : Buffer.concat([Buffer.from(out.payload), Buffer.from(chunk)]);
      res.headersSent = true;
      res.writableEnded = true;
      done();
    },
    flushHeaders() {},
  } as unknown as NextApiResponse & { headersSent: boolean; writableEnded: boolean };
  return { req, res, out, finished };
}

function resultOf<T>(out: {
  status: number;
  headers: Record<string, string | string[]>;
  payload: string | Buffer;
}): CallResult<T> {
  const text = Buffer.isBuffer(out.payload) ? out.payload : String(out.payload);
  const type = String(out.headers['content-type'] ?? '');
  let body: unknown = text;
  if (type.includes('json') || (!type && typeof text === 'string' && text.startsWith('{')))
    body = JSON.parse(String(text));
  return { status: out.status, body: body as T, headers: out.headers };
}

/** Calls an API handler in process with a request shaped as Next gives it. */
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function call<T = any>(handler: Handler, opts: CallOptions = {}): Promise<CallResult<T>> {
  const { req, res, out, finished } = fakeExchange(opts);
  await Promise.race([handler(req, res), finished]);
  return resultOf<T>(out);
}

/** Opens a long-lived response (server-sent events): read what was written so far, then close it as a browser would. */
export function openStream(handler: Handler, opts: CallOptions = {}) {
  const { req, res, out, finished } = fakeExchange(opts);
  // As on current Node, the request of a GET closes once read; the stream must stay open regardless.
  setTimeout(() => req.emit('close'), 10);
  // Whoever waits for some text is told on every write (no polling, no fixed pauses).
  const onWrite = new Set<() => void>();
  const write = res.write.bind(res);
  res.write = ((chunk: string) => {
    const r = write(chunk);
    onWrite.forEach((w) => w());
    return r;
  }) as typeof res.write;
  const running = Promise.resolve(handler(req, res));
  /** Resolves with the stream's text once it contains `wanted`; fails after `ms`. */
  const until = (wanted: string | RegExp, ms = 10_000) =>
    new Promise<string>((resolve, reject) => {
      const seen = () =>
        typeof wanted === 'string' ? String(out.payload).includes(wanted) : wanted.test(String(out.payload));
      const check = () => {
        if (!seen()) return;
        clearTimeout(timer);
        onWrite.delete(check);
        resolve(String(out.payload));
      };
      const timer = setTimeout(() => {
        onWrite.delete(check);
        reject(new Error(`the stream did not show ${String(wanted)} within ${ms} ms; it has:\n${String(out.payload)}`));
      }, ms);
      onWrite.add(check);
      check();
    });
  return {
    status: () => out.status,
    text: () => String(out.payload),
    /** Waits until the server has subscribed (its ready marker): events from then on are delivered. */
    ready: () => until(SSE_READY),
    until,
    ended: () => Promise.race([finished, running]),
    close() {
      (res as unknown as EventEmitter).emit('close');
      return running;
    },
  };
}

/** The last code the console SMS driver wrote for `phone` (E.164). */
export function lastCode(outbox: string, phone: string): string {
  if (!existsSync(outbox)) throw new Error('no SMS sent');
  const lines = readFileSync(outbox, 'utf8')
    .trim()
    .split('\n')
    .map((l) => JSON.parse(l) as { to: string; code: string });
  const mine = lines.filter((l) => l.to === phone);
  if (!mine.length) throw new Error(`no SMS to ${phone}`);
  return mine[mine.length - 1].code;
}

/** Logs a phone in through the real endpoints and returns its session token. */
export async function login(
  env: TestEnv,
  phone: string,
  ip = `10.1.${counter++ % 250}.${Math.floor(Math.random() * 250)}`,
): Promise<string> {
  const send = (await import('@/pages/api/v1/send/code')).default;
  const verify = (await import('@/pages/api/v1/phone/verification')).default;
  const sent = await call<{ verifyToken: string }>(send, { body: { phone }, ip });
  if (sent.status !== 200) throw new Error(`send code failed: ${JSON.stringify(sent.body)}`);
  const e164 = phone.startsWith('+') ? phone : `+98${phone.replace(/^0/, '')}`;
  const v = await call<{ token: string }>(verify, {
    body: { verifyToken: sent.body.verifyToken, code: lastCode(env.outbox, e164), device: 'web' },
    ip,
  });
  if (v.status !== 200) throw new Error(`verify failed: ${JSON.stringify(v.body)}`);
  return v.body.token;
}

export async function providerByBranch(branch: string) {
  const [p] = await db().select().from(s.providers).where(eq(s.providers.branch, branch));
  return p;
}

export async function itemsOf(providerId: string) {
  return db().select().from(s.menuItems).where(eq(s.menuItems.providerId, providerId));
}

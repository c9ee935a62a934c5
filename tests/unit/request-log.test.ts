import { EventEmitter } from 'node:events';
import { Writable } from 'node:stream';
import type { NextApiRequest, NextApiResponse } from 'next';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { z } from 'zod';

// route() without a database: the session of the token 'tok-secret-1' is user u-42.
vi.mock('@/server/db/client', () => ({ ensureDatabase: async () => undefined }));
vi.mock('@/server/auth/session', () => ({
  sessionUser: async (token: string) => (token === 'tok-secret-1' ? { id: 'u-42', accessLevel: [] } : null),
}));

const { route } = await import('@/server/http/route');
const { createLogger, maskPhones, routeOf, setLogger } = await import('@/server/log');

/** Every line the logger writes, as text. */
const lines: string[] = [];
const sink = new Writable({
  write(chunk, _enc, cb) {
    lines.push(...String(chunk).split('\n').filter(Boolean));
    cb();
  },
});

beforeAll(() => setLogger(createLogger({ level: 'info', destination: sink, env: {} })));
afterAll(() => setLogger(undefined));

/** A Node-like exchange: the response says 'finish' once its answer is written, as http's does. */
function exchange(opts: {
  method: string;
  url: string;
  query?: Record<string, string>;
  body?: unknown;
  headers?: Record<string, string>;
}) {
  const req = Object.assign(new EventEmitter(), {
    method: opts.method,
    url: opts.url,
    headers: { 'content-type': 'application/json', ...(opts.headers ?? {}) },
    cookies: {},
    query: opts.query ?? {},
    body: opts.body,
    socket: { remoteAddress: '10.0.0.9' },
  });
  const headers: Record<string, unknown> = {};
  const res = Object.assign(new EventEmitter(), {
    statusCode: 200,
    headersSent: false,
    writableEnded: false,
    setHeader: (k: string, v: unknown) => void (headers[k.toLowerCase()] = v),
    getHeader: (k: string) => headers[k.toLowerCase()],
    status(code: number) {
      res.statusCode = code;
      return res;
    },
    // route() writes its JSON with end() (server/http/route.ts send()).
    end(_body?: unknown) {
      res.headersSent = true;
      res.writableEnded = true;
      setImmediate(() => res.emit('finish'));
      return res;
    },
  });
  return { req: req as unknown as NextApiRequest, res: res as unknown as NextApiResponse, headers };
}

async function run(
  handler: (req: NextApiRequest, res: NextApiResponse) => Promise<unknown>,
  ex: ReturnType<typeof exchange>,
) {
  const before = lines.length;
  await handler(ex.req, ex.res);
  await new Promise((r) => setImmediate(r));
  await new Promise((r) => setImmediate(r));
  return lines.slice(before).map((l) => JSON.parse(l) as Record<string, unknown>);
}

const verify = route({
  POST: {
    auth: 'optional',
    body: z.object({ phone: z.string(), code: z.string() }),
    run: ({ body }) => ({ ok: body.code.length }),
  },
});

const broken = route({
  GET: {
    auth: 'none',
    run: () => {
      throw new Error('the SMS to 09121234567 failed');
    },
  },
});

describe('request log lines (issue 24)', () => {
  it('writes one JSON line per request with time, request id, route, method, status, duration and user id', async () => {
    const ex = exchange({
      method: 'POST',
      url: '/api/v1/phone/09121234567/verify?code=48213&token=tok-secret-1',
      query: { phone: '09121234567', code: '48213', token: 'tok-secret-1' },
      body: { phone: '09121234567', code: '48213' },
      headers: { token: 'tok-secret-1', cookie: 'token=tok-secret-1', 'x-request-id': 'edge-7f3a' },
    });
    const out = await run(verify, ex);
    expect(out).toHaveLength(1);
    const [line] = out;
    expect(line).toMatchObject({
      level: 'info',
      msg: 'request',
      reqId: 'edge-7f3a',
      method: 'POST',
      route: '/api/v1/phone/[phone]/verify',
      status: 200,
      userId: 'u-42',
    });
    expect(typeof line.time).toBe('string');
    expect(typeof line.ms).toBe('number');
    // The request id goes back to the caller, so a complaint can name the line.
    expect(ex.headers['x-request-id']).toBe('edge-7f3a');
  });

  it('never writes a sign-in code, a token, a cookie or a whole phone', async () => {
    const before = lines.length;
    await run(
      verify,
      exchange({
        method: 'POST',
        url: '/api/v1/phone/verification?phone=09121234567',
        query: { phone: '09121234567' },
        body: { phone: '09121234567', code: '48213' },
        headers: { token: 'tok-secret-1', cookie: 'token=tok-secret-1' },
      }),
    );
    const text = lines.slice(before).join('\n');
    expect(text).toContain('"route":"/api/v1/phone/verification"');
    expect(text).not.toContain('48213');
    expect(text).not.toContain('tok-secret-1');
    expect(text).not.toContain('09121234567');
  });

  it('makes a request id when the caller sends none or a malformed one', async () => {
    const [a] = await run(verify, exchange({ method: 'POST', url: '/api/v1/x', body: { phone: '1', code: '1' } }));
    const [b] = await run(
      verify,
      exchange({
        method: 'POST',
        url: '/api/v1/x',
        body: { phone: '1', code: '1' },
        headers: { 'x-request-id': 'bad id\n{' },
      }),
    );
    expect(a.reqId).toMatch(/^[0-9a-f-]{36}$/);
    expect(b.reqId).toMatch(/^[0-9a-f-]{36}$/);
    expect(a.reqId).not.toBe(b.reqId);
    expect(a.userId).toBeUndefined();
  });

  it('logs an unexpected error with its stack and the request id, phones masked, and a 500 line', async () => {
    const out = await run(broken, exchange({ method: 'GET', url: '/api/v1/boom', headers: { 'x-request-id': 'r-1' } }));
    const err = out.find((l) => l.msg === '[api] unexpected error') as {
      err: { stack: string; message: string };
      reqId: string;
      level: string;
    };
    expect(err.level).toBe('error');
    expect(err.reqId).toBe('r-1');
    expect(err.err.stack).toContain('request-log.test.ts');
    expect(err.err.message).toBe('the SMS to 0912***4567 failed');
    expect(out.find((l) => l.msg === 'request')).toMatchObject({ status: 500, level: 'error', reqId: 'r-1' });
  });

  it('redacts secret keys at any depth and keeps error codes', () => {
    const before = lines.length;
    const l = createLogger({ level: 'info', destination: sink, env: {} });
    l.info(
      {
        sms: { to: '+989121234567', code: '51234' },
        session: { token: 'abc' },
        err: Object.assign(new Error('x'), { code: '23505' }),
      },
      'x',
    );
    l.flush();
    return new Promise<void>((resolve) =>
      setImmediate(() => {
        const text = lines.slice(before).join('\n');
        expect(text).not.toContain('51234');
        expect(text).not.toContain('"abc"');
        expect(text).toContain('+98912***4567');
        expect(text).toContain('"code":"23505"');
        resolve();
      }),
    );
  });

  it('keeps a driver error to its type, message, code and stack: never the connection it carries', () => {
    const before = lines.length;
    const l = createLogger({ level: 'info', destination: sink, env: {} });
    // node-postgres puts the pooled client on an idle connection's error, parameters and all.
    const err = Object.assign(new Error('terminating connection due to administrator command'), {
      code: '57P01',
      client: { connectionParameters: { user: 'app', password: 'pg-secret-7', database: 'hamkar' } },
      cause: Object.assign(new Error('socket closed'), { client: { password: 'pg-secret-8' } }),
    });
    l.error({ err }, '[db] idle connection lost');
    l.flush();
    return new Promise<void>((resolve) =>
      setImmediate(() => {
        const line = JSON.parse(lines.slice(before).join('')) as { err: Record<string, unknown> };
        expect(Object.keys(line.err).sort()).toEqual(['cause', 'code', 'message', 'stack', 'type']);
        expect(line.err.code).toBe('57P01');
        expect(JSON.stringify(line)).not.toMatch(/pg-secret|connectionParameters/);
        resolve();
      }),
    );
  });
});

describe('maskPhones and routeOf', () => {
  it('masks mobile numbers in any form and leaves longer digit runs alone', () => {
    expect(maskPhones('to 09121234567, +989351112233 and 00989121234567')).toBe(
      'to 0912***4567, +98935***2233 and 0098912***4567',
    );
    expect(maskPhones('order 1209121234567 amount 250000')).toBe('order 1209121234567 amount 250000');
  });
  it('names dynamic segments by their parameter and drops the query', () => {
    expect(routeOf('/api/v1/order/list/p-1/1-20?live=1', { providerId: 'p-1', paging: '1-20', live: '1' })).toBe(
      '/api/v1/order/list/[providerId]/[paging]',
    );
  });
});

import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { z } from 'zod';
import { route } from '@/server/http/route';
import { AppError } from '@/server/http/errors';
import { call, login, setupTestEnv, DEMO_PHONES, type TestEnv } from './harness';

let env: TestEnv;
let customer: string;
beforeAll(async () => {
  env = await setupTestEnv();
  customer = await login(env, DEMO_PHONES.customer);
});
afterAll(async () => env?.close());

describe('route() helper', () => {
  const handler = route({
    GET: { auth: 'none', query: z.object({ n: z.coerce.number().int().min(1, { error: 'عدد باید مثبت باشد.' }) }), run: ({ query }) => ({ doubled: query.n * 2 }) },
    POST: { auth: 'user', body: z.object({ name: z.string().min(1) }), run: () => undefined },
    PUT: { auth: 'user', perm: { flag: 'orders', provider: () => 'some-provider' }, run: () => ({ ok: true }) },
    DELETE: {
      auth: 'optional',
      query: z.object({ kind: z.enum(['app', 'unique', 'boom']) }),
      run: ({ query }) => {
        if (query.kind === 'app') throw new AppError('ORDER_NOT_FOUND');
        if (query.kind === 'unique') throw Object.assign(new Error('dup'), { code: '23505' });
        throw new Error('secret internals');
      },
    },
  });

  it('answers 405 with Allow for a method it does not have', async () => {
    const r = await call(handler, { method: 'PATCH' });
    expect(r.status).toBe(405);
    expect(r.headers['allow']).toBe('GET, POST, PUT, DELETE');
  });

  it('parses the query and returns JSON', async () => {
    const r = await call(handler, { method: 'GET', query: { n: '21' } });
    expect(r.status).toBe(200);
    expect(r.body).toEqual({ doubled: 42 });
  });

  it('answers 400 with the Persian issue and the list of issues', async () => {
    const r = await call(handler, { method: 'GET', query: { n: '0' } });
    expect(r.status).toBe(400);
    expect(r.body.error.eLang.fa).toBe('عدد باید مثبت باشد.');
    expect(r.body.error.issues[0].path).toBe('n');
  });

  it('answers 401 without a session, and a success body for an empty result', async () => {
    expect((await call(handler, { method: 'POST', body: { name: 'x' } })).status).toBe(401);
    const ok = await call(handler, { method: 'POST', body: { name: 'x' }, token: customer });
    expect(ok.status).toBe(200);
    expect(ok.body).toEqual({ success: true });
  });

  it('answers 403 without the permission', async () => {
    const r = await call(handler, { method: 'PUT', token: customer });
    expect(r.status).toBe(403);
    expect(r.body.error.eLang.fa).toBe('شما اجازه دسترسی به این بخش را ندارید.');
  });

  it('maps AppError, unique violations and unknown errors', async () => {
    const app = await call(handler, { method: 'DELETE', query: { kind: 'app' } });
    expect(app.status).toBe(404);
    expect(app.body.error.eLang.fa).toBe('سفارش مورد نظر یافت نشد.');
    const dup = await call(handler, { method: 'DELETE', query: { kind: 'unique' } });
    expect(dup.status).toBe(409);
    const spy = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const boom = await call(handler, { method: 'DELETE', query: { kind: 'boom' } });
    spy.mockRestore();
    expect(boom.status).toBe(500);
    expect(boom.body.error.eLang.fa).toBe('مشکلی رخ داده است. لطفا مجددا تلاش کنید');
    expect(JSON.stringify(boom.body)).not.toContain('secret internals');
  });
});

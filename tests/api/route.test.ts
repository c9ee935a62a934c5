import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { z } from 'zod';
import { route } from '@/server/http/route';
import { AppError } from '@/server/http/errors';
import { call, login, providerByBranch, setupTestEnv, DEMO_PHONES, type TestEnv } from './harness';
import itemAdd from '@/pages/api/v1/menu/item/add';
import itemEdit from '@/pages/api/v1/menu/item/edit';
import userEdit from '@/pages/api/v1/user/edit';
import { log } from '@/server/log';

let env: TestEnv;
let customer: string;
let barista: string;
let branchAdmin: string;
let mirdamadId: string;
beforeAll(async () => {
  env = await setupTestEnv();
  customer = await login(env, DEMO_PHONES.customer);
  barista = await login(env, DEMO_PHONES.mirdamadBarista);
  branchAdmin = await login(env, DEMO_PHONES.mirdamadAdmin);
  mirdamadId = (await providerByBranch('mirdamad')).id;
});
afterAll(async () => env?.close());

describe('route() helper', () => {
  const handler = route({
    GET: {
      auth: 'none',
      query: z.object({ n: z.coerce.number().int().min(1, { error: 'عدد باید مثبت باشد.' }) }),
      run: ({ query }) => ({ doubled: query.n * 2 }),
    },
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

  it('puts the security headers on every API answer, refusals and errors included (next.config.ts leaves the API to it)', async () => {
    for (const r of [
      await call(handler, { method: 'GET', query: { n: '21' } }),
      await call(handler, { method: 'PATCH' }),
      await call(handler, { method: 'POST', body: { name: 'x' } }),
    ]) {
      expect(r.headers['x-content-type-options']).toBe('nosniff');
      expect(r.headers['x-frame-options']).toBe('DENY');
      expect(r.headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
      expect(r.headers['permissions-policy']).toContain('camera=(self)');
    }
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
    const spy = vi.spyOn(log, 'error').mockImplementation(() => undefined);
    const boom = await call(handler, { method: 'DELETE', query: { kind: 'boom' } });
    spy.mockRestore();
    expect(boom.status).toBe(500);
    expect(boom.body.error.eLang.fa).toBe('مشکلی رخ داده است. لطفا مجددا تلاش کنید');
    expect(JSON.stringify(boom.body)).not.toContain('secret internals');
  });
});

describe('route() refuses before reading the input whoever could not be allowed anywhere (issue 22)', () => {
  const body = z.object({ providerId: z.string().min(1), name: z.string().min(3) });
  let ran = 0;
  const handler = route({
    POST: {
      auth: 'user',
      body,
      perm: { flag: 'menu', provider: ({ body }) => body.providerId },
      run: () => ({ ran: ++ran }),
    },
    PUT: { auth: 'user', body, staff: 'menu', run: () => ({ ran: ++ran }) },
    DELETE: { auth: 'user', body, perm: { flag: 'users' }, run: () => ({ ran: ++ran }) },
  });

  it('a guest gets 401 and a customer 403 (Persian) whatever the body: empty, malformed or valid', async () => {
    for (const method of ['POST', 'PUT', 'DELETE']) {
      for (const b of [{}, { providerId: 7 }, { providerId: mirdamadId, name: 'لاته' }]) {
        expect((await call(handler, { method, body: b })).status, `${method} guest ${JSON.stringify(b)}`).toBe(401);
        const r = await call(handler, { method, body: b, token: customer });
        expect(r.status, `${method} customer ${JSON.stringify(b)}`).toBe(403);
        expect(r.body.error.eLang.fa).toBe('شما اجازه دسترسی به این بخش را ندارید.');
      }
    }
    expect(ran).toBe(0);
  });

  it('staff who hold the flag at some branch get the body check (400), then the branch check (403)', async () => {
    // A branch admin holds menu at Mirdamad: the body is read and checked.
    expect((await call(handler, { method: 'POST', body: {}, token: branchAdmin })).status).toBe(400);
    expect((await call(handler, { method: 'PUT', body: {}, token: branchAdmin })).status).toBe(400);
    // At another branch the fine check refuses after parsing.
    expect(
      (await call(handler, { method: 'POST', body: { providerId: 'elsewhere', name: 'لاته' }, token: branchAdmin }))
        .status,
    ).toBe(403);
    expect(
      (await call(handler, { method: 'POST', body: { providerId: mirdamadId, name: 'لاته' }, token: branchAdmin }))
        .status,
    ).toBe(200);
    // A barista holds orders, shifts and itemStatus, never menu: refused before the body.
    expect((await call(handler, { method: 'POST', body: {}, token: barista })).status).toBe(403);
    // A global flag (users) is checked in full before the body: a branch admin lacks it.
    expect((await call(handler, { method: 'DELETE', body: {}, token: branchAdmin })).status).toBe(403);
  });

  it('real routes: menu/item/add and item/edit as a customer with {} answer 403, not the body rules', async () => {
    for (const [h, token, want] of [
      [itemAdd, customer, 403],
      [itemAdd, undefined, 401],
      [itemEdit, customer, 403],
      [itemEdit, barista, 403],
      [userEdit, customer, 403],
      [userEdit, branchAdmin, 403],
      [itemAdd, branchAdmin, 400],
    ] as const) {
      const r = await call(h, { method: 'POST', body: {}, token });
      expect(r.status).toBe(want);
      if (want !== 400) expect(JSON.stringify(r.body)).not.toContain('issues');
    }
  });

  it('a ZodError thrown by a service is a Persian 400, not a 500', async () => {
    const h = route({
      POST: { auth: 'none', run: () => z.object({ phone: z.string({ error: 'شماره وارد نشده است!' }) }).parse({}) },
    });
    const r = await call(h, { method: 'POST', body: {} });
    expect(r.status).toBe(400);
    expect(r.body.error.eLang.fa).toBe('شماره وارد نشده است!');
  });
});

import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, login, providerByBranch, setupTestEnv, type TestEnv } from './harness';
import { apiFiles, callRoute, keysOf, plausible } from './route-walk';
import { tinyPng } from './fixtures';
import { fileForm } from './ticket-helpers';
import avatar from '@/pages/api/v1/profile/avatar';
import uploadExternal from '@/pages/api/v1/ticket/upload/attachment/external';
import searchRoute from '@/pages/api/v1/search';

let env: TestEnv;
let admin: string;
let providerId: string;

beforeAll(async () => {
  env = await setupTestEnv();
  admin = await login(env, '09129999999');
  providerId = (await providerByBranch('mirdamad')).id;
}, 60_000);
afterAll(async () => env?.close());

const HOSTILE: (string | string[])[] = [
  '\u0000',
  'قهوه\u0000',
  '%00',
  '%',
  'x'.repeat(10_000),
  '../../../../etc/passwd',
  '..\\..\\windows\\win.ini',
  '۱۲۳٬💥\u202e\ufeff',
  '\ud800',
  '',
  ' ',
  '-1',
  '1e309',
  '99999999999999999999999',
  '1-99999999999',
  '{"$gt":""}',
  "' OR 1=1 --",
  ['a', 'b'],
  ['\u0000'],
];

describe('hostile input never gives a 500', () => {
  it('walks every GET route with hostile values in each path segment and query field', async () => {
    const failures: string[] = [];
    let calls = 0;
    let routes = 0;
    for (const { file, segments, stream, load } of apiFiles()) {
      const handler = await load();
      if (handler.methods && !handler.methods.GET) continue;
      routes++;
      const keys = [
        ...new Set([...segments.map((s) => s.name), ...keysOf(handler.methods?.GET?.query), 'q', 'search', 'text']),
      ];
      const base = Object.fromEntries(keys.map((k) => [k, plausible(k, providerId)]));
      for (const bad of HOSTILE) {
        const variants: Record<string, string | string[]>[] = [
          Object.fromEntries(keys.map((k) => [k, bad])),
          ...keys.map((k) => ({ ...base, [k]: bad })),
        ];
        for (const [i, query] of variants.entries()) {
          // Signed in as super admin every guard is passed, so parsing and services see the value;
          // anonymous once per value, for the routes that read input before the session.
          for (const token of i === 0 ? [admin, undefined] : [admin]) {
            calls++;
            const r = await callRoute(handler, { method: 'GET', query, token }, stream);
            const label = `${file} ${JSON.stringify(query).slice(0, 120)} ${token ? 'admin' : 'anonymous'}`;
            if (r.status >= 500) failures.push(`${r.status} ${label}`);
            else if (r.status === 400 && !/[\u0600-\u06FF]/.test(r.text))
              failures.push(`400 without Persian text: ${label}`);
          }
        }
      }
    }
    expect(routes).toBeGreaterThan(40);
    expect(calls).toBeGreaterThan(1500);
    expect(failures).toEqual([]);
  }, 600_000);

  it('answers a NUL in search text with a Persian 400', async () => {
    const r = await call(searchRoute, { query: { q: 'قهوه\u0000', text: 'قهوه\u0000', search: 'قهوه\u0000' } });
    expect(r.status).toBe(400);
    expect(r.body.error.eLang.fa).toBe('اطلاعات ارسال شده نویسه نامعتبر دارد.');
  });
});

describe('bodies', () => {
  it('answers a malformed multipart body with a Persian 400', async () => {
    for (const [handler, token] of [
      [avatar, admin],
      [uploadExternal, admin],
    ] as const) {
      const cut = await fileForm(tinyPng(), 'a.png');
      const broken = [
        { data: cut.data.subarray(0, cut.data.length - 20), contentType: cut.contentType },
        {
          data: Buffer.from('--x\r\nContent-Disposition: form-data; name="file"\r\n\r\nabc'),
          contentType: 'multipart/form-data; boundary=x',
        },
        { data: Buffer.from('hello'), contentType: 'multipart/form-data' },
      ];
      for (const raw of broken) {
        const r = await call(handler, { method: 'POST', raw, token });
        expect(r.status, raw.contentType).toBe(400);
        expect(r.body.error.eLang.fa).toBe('فایل یا فرم ارسال شده ناقص یا خراب است. لطفا دوباره بفرستید.');
      }
    }
  });

  it('names the route’s own limit when a body is too large: 5 MB for an avatar, 64 KB for register', async () => {
    const big = await fileForm(
      Buffer.concat([tinyPng(), Buffer.alloc(7 * 1024 * 1024)]),
      'a.png',
      'image/png',
      'avatar',
    );
    const r = await call(avatar, { method: 'POST', raw: big, token: admin });
    expect(r.status).toBe(413);
    expect(r.body.error.eLang.fa).toBe('حجم فایل بیش از ۵ مگابایت است.');
    const register = (await import('@/pages/api/v1/register')).default;
    const form = new FormData();
    form.append('firstName', 'a'.repeat(70_000));
    const req = new Request('http://local/register', { method: 'POST', body: form });
    const reg = await call(register, {
      method: 'POST',
      raw: { data: Buffer.from(await req.arrayBuffer()), contentType: req.headers.get('content-type')! },
    });
    expect(reg.status).toBe(413);
    expect(reg.body.error.eLang.fa).toBe('حجم فایل بیش از ۶۴ کیلوبایت است.');
  });
});

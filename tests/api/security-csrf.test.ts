import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, login, setupTestEnv, type TestEnv } from './harness';
import { tinyPng } from './fixtures';
import { fileForm } from './ticket-helpers';
import { userIdOf, walletOf } from './payment-helpers';
import { config } from '@/server/config';
import adminCharge from '@/pages/api/v1/user/charge/wallet';
import logout from '@/pages/api/v1/logout';
import profileWallet from '@/pages/api/v1/profile/wallet/index';
import uploadExternal from '@/pages/api/v1/ticket/upload/attachment/external';
import decide from '@/pages/api/v1/payment/sandbox/decide';

let env: TestEnv;
let admin: string;
let customerId: string;
const CUSTOMER = '09120000003';

beforeAll(async () => {
  env = await setupTestEnv();
  admin = await login(env, '09129999999');
  customerId = await userIdOf(CUSTOMER);
});
afterAll(async () => env?.close());

const charge = { price: 1_000_000, description: 'هدیه' };
const CROSS_SITE = 'این درخواست از سایت دیگری فرستاده شده و پذیرفته نشد.';
const NOT_JSON = 'قالب اطلاعات ارسال شده پشتیبانی نمی‌شود؛ اطلاعات باید به صورت JSON فرستاده شود.';

describe('cross-site requests', () => {
  it('refuses a form on another port of the same host crediting a wallet through an admin’s cookie', async () => {
    const before = await walletOf(customerId);
    const attacks: Record<string, string>[] = [
      // The probe: a page on http://localhost:8080 posts a urlencoded form to the app.
      {
        origin: 'http://localhost:8080',
        host: 'localhost:3000',
        'sec-fetch-site': 'same-site',
        'content-type': 'application/x-www-form-urlencoded',
      },
      { origin: 'http://localhost:8080', host: 'localhost:3000', 'content-type': 'text/plain' },
      { origin: 'https://evil.example', host: 'localhost:3000', 'content-type': 'application/json' },
      { origin: 'null', host: 'localhost:3000', 'content-type': 'application/json' },
      // No Origin, but the browser says another site (of the same host) sent it.
      { 'sec-fetch-site': 'same-site', host: 'localhost:3000', 'content-type': 'application/json' },
      { 'sec-fetch-site': 'cross-site', host: 'localhost:3000', 'content-type': 'application/json' },
    ];
    for (const headers of attacks) {
      const r = await call(adminCharge, {
        method: 'POST',
        body: { userId: customerId, ...charge },
        token: admin,
        cookie: true,
        headers,
      });
      expect(r.status, JSON.stringify(headers)).toBe(403);
      expect(r.body.error.eLang.fa).toBe(CROSS_SITE);
    }
    // Even an empty form (nothing but the cookie) cannot sign someone out.
    const out = await call(logout, {
      method: 'POST',
      token: admin,
      cookie: true,
      headers: {
        origin: 'http://localhost:8080',
        host: 'localhost:3000',
        'content-type': 'application/x-www-form-urlencoded',
      },
    });
    expect(out.status).toBe(403);
    expect(await walletOf(customerId)).toBe(before);
  });

  it('accepts the app’s own pages: PUBLIC_BASE_URL’s origin, the request’s own host (127.0.0.1 or localhost), same-origin fetches and non-browser clients', async () => {
    const before = await walletOf(customerId);
    const own = new URL(config().publicBaseUrl).origin;
    const allowed: Record<string, string>[] = [
      { origin: own, host: 'internal:3000' },
      { origin: 'http://127.0.0.1:3000', host: '127.0.0.1:3000' },
      { origin: 'http://localhost:4006', host: 'localhost:4006', 'sec-fetch-site': 'same-origin' },
      { 'sec-fetch-site': 'same-origin' },
      {},
    ];
    for (const headers of allowed) {
      const r = await call(adminCharge, {
        method: 'POST',
        body: { userId: customerId, price: 1000, description: 'جبران', key: randomUUID() },
        token: admin,
        cookie: true,
        headers,
      });
      expect(r.status, JSON.stringify(headers)).toBe(200);
    }
    expect(await walletOf(customerId)).toBe(before + 5 * 1000);
    // Reads are not state-changing: a cross-site GET is answered (SameSite keeps the cookie off it).
    expect(
      (
        await call(profileWallet, {
          method: 'GET',
          token: admin,
          headers: { origin: 'https://evil.example', 'sec-fetch-site': 'cross-site' },
        })
      ).status,
    ).toBe(200);
  });
});

describe('content types', () => {
  it('answers 415 in Persian when a JSON endpoint gets a form, multipart or text body, even from the app’s own origin', async () => {
    const before = await walletOf(customerId);
    for (const type of [
      'application/x-www-form-urlencoded',
      'text/plain',
      'text/plain;charset=UTF-8',
      'multipart/form-data; boundary=x',
      'application/xml',
    ]) {
      const r = await call(adminCharge, {
        method: 'POST',
        body: { userId: customerId, ...charge },
        token: admin,
        headers: { 'content-type': type },
      });
      expect(r.status, type).toBe(415);
      expect(r.body.error.eLang.fa).toBe(NOT_JSON);
    }
    expect(await walletOf(customerId)).toBe(before);
    expect(
      (
        await call(adminCharge, {
          method: 'POST',
          body: { userId: customerId, price: 1000, description: 'جبران', key: randomUUID() },
          token: admin,
          headers: { 'content-type': 'application/json; charset=utf-8' },
        })
      ).status,
    ).toBe(200);
  });

  it('takes multipart where the route declares it (uploads), and the sandbox bank’s plain form', async () => {
    const up = await call(uploadExternal, {
      method: 'POST',
      raw: await fileForm(tinyPng(), 'a.png'),
      token: admin,
      headers: { origin: new URL(config().publicBaseUrl).origin },
    });
    expect(up.status).toBe(200);
    // The bank page's form: urlencoded, same origin. An unknown authority is 400 from the schema, not 415.
    const bank = await call(decide, {
      method: 'POST',
      body: { authority: 'nope', action: 'pay' },
      headers: { 'content-type': 'application/x-www-form-urlencoded', origin: new URL(config().publicBaseUrl).origin },
    });
    expect(bank.status).toBe(400);
  });
});

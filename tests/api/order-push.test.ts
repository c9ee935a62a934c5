import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createServer, Agent, type Server } from 'node:https';
import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { createECDH, randomBytes } from 'node:crypto';
import type { AddressInfo } from 'node:net';
import { eq } from 'drizzle-orm';
import webpush from 'web-push';
import { call, itemsOf, login, providerByBranch, setupTestEnv, DEMO_PHONES, type TestEnv } from './harness';
import { resetConfig } from '@/server/config';
import { setPushAgent } from '@/server/services/push/push-to-user';
import { db } from '@/server/db/client';
import * as s from '@/server/db/schema';
import submit from '@/pages/api/v1/order/submit';
import changeStatus from '@/pages/api/v1/order/change/status';
import pushKey from '@/pages/api/v1/push/key';
import subscribe from '@/pages/api/v1/push/subscribe';
import unsubscribe from '@/pages/api/v1/push/unsubscribe';

/** A local push service: records what it is sent and answers with the status asked for per path. */
let received: { path: string; headers: Record<string, string | string[] | undefined>; bytes: number }[] = [];
let push: Server;
let pushBase = '';
const answer = new Map<string, number>();

let env: TestEnv;
let customer: string;
let barista: string;
const vapid = webpush.generateVAPIDKeys();

/** A browser-like subscription: a P-256 public key and an auth secret, as PushSubscription.toJSON() has them. */
function browserKeys() {
  const ecdh = createECDH('prime256v1');
  ecdh.generateKeys();
  return { p256dh: ecdh.getPublicKey().toString('base64url'), auth: randomBytes(16).toString('base64url') };
}

async function orderLatte(): Promise<string> {
  const mirdamad = await providerByBranch('mirdamad');
  const latte = (await itemsOf(mirdamad.id)).find((i) => i.title === 'لاته')!;
  const r = await call(submit, {
    body: { providerId: mirdamad.id, items: [{ _id: latte.id, count: 1 }], paymentBy: 'pos', orderType: 'takeAway' },
    token: customer,
  });
  expect(r.status).toBe(200);
  return r.body.orderId;
}

beforeAll(async () => {
  // The local push service speaks HTTPS, as every real one does, with a certificate made here.
  const dir = mkdtempSync(path.join(tmpdir(), 'push-tls-'));
  execFileSync(
    'openssl',
    [
      'req',
      '-x509',
      '-newkey',
      'ec',
      '-pkeyopt',
      'ec_paramgen_curve:prime256v1',
      '-nodes',
      '-days',
      '1',
      '-subj',
      '/CN=127.0.0.1',
      '-keyout',
      path.join(dir, 'k.pem'),
      '-out',
      path.join(dir, 'c.pem'),
    ],
    { stdio: 'ignore' },
  );
  const tls = { key: readFileSync(path.join(dir, 'k.pem')), cert: readFileSync(path.join(dir, 'c.pem')) };
  rmSync(dir, { recursive: true, force: true });
  setPushAgent(new Agent({ ca: tls.cert, checkServerIdentity: () => undefined }));
  push = createServer(tls, (req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', () => {
      received.push({ path: req.url ?? '', headers: req.headers, bytes: Buffer.concat(chunks).length });
      res.statusCode = answer.get(req.url ?? '') ?? 201;
      res.end();
    });
  });
  await new Promise<void>((r) => push.listen(0, '127.0.0.1', r));
  pushBase = `https://127.0.0.1:${(push.address() as AddressInfo).port}`;
  env = await setupTestEnv();
  customer = await login(env, DEMO_PHONES.customer);
  barista = await login(env, DEMO_PHONES.mirdamadBarista);
});
afterAll(async () => {
  delete process.env.VAPID_PUBLIC_KEY;
  delete process.env.VAPID_PRIVATE_KEY;
  resetConfig();
  setPushAgent(undefined);
  await env?.close();
  await new Promise((r) => push.close(r));
});

describe('web push of order notices', () => {
  it('is off without VAPID keys: no key offered, SMS only', async () => {
    expect((await call(pushKey, {})).body).toEqual({ publicKey: null });
  });

  it("pushes ready to the customer's subscribed browser through its push service, encrypted and VAPID-signed", async () => {
    process.env.VAPID_PUBLIC_KEY = vapid.publicKey;
    process.env.VAPID_PRIVATE_KEY = vapid.privateKey;
    resetConfig();
    expect((await call(pushKey, {})).body).toEqual({ publicKey: vapid.publicKey });
    expect((await call(subscribe, { body: { endpoint: `${pushBase}/p/one`, keys: browserKeys() } })).status).toBe(401);
    expect(
      (await call(subscribe, { body: { endpoint: 'not a url', keys: browserKeys() }, token: customer })).status,
    ).toBe(400);
    expect(
      (await call(subscribe, { body: { endpoint: 'http://push.example/plain', keys: browserKeys() }, token: customer }))
        .status,
    ).toBe(400);
    const ok = await call(subscribe, { body: { endpoint: `${pushBase}/p/one`, keys: browserKeys() }, token: customer });
    expect(ok.status).toBe(200);

    const orderId = await orderLatte();
    received = [];
    await call(changeStatus, { body: { orderId, status: 'accepted' }, token: barista });
    expect(received).toHaveLength(0);
    await call(changeStatus, { body: { orderId, status: 'ready' }, token: barista });
    expect(received).toHaveLength(1);
    const [hit] = received;
    expect(hit.path).toBe('/p/one');
    expect(hit.headers['content-encoding']).toBe('aes128gcm');
    expect(String(hit.headers.authorization)).toMatch(/^vapid t=.+, k=/);
    expect(hit.headers.ttl).toBe('3600');
    // The payload is encrypted for the browser: nothing readable, only ciphertext.
    expect(hit.bytes).toBeGreaterThan(100);
  });

  it('forgets a subscription its push service says is gone, and the SMS still goes', async () => {
    answer.set('/p/one', 410);
    const orderId = await orderLatte();
    await call(changeStatus, { body: { orderId, status: 'accepted' }, token: barista });
    await call(changeStatus, { body: { orderId, status: 'ready' }, token: barista });
    expect(
      await db()
        .select()
        .from(s.pushSubscriptions)
        .where(eq(s.pushSubscriptions.endpoint, `${pushBase}/p/one`)),
    ).toHaveLength(0);
    const last = readFileSync(env.outbox, 'utf8')
      .trim()
      .split('\n')
      .map((l) => JSON.parse(l) as { to: string; text: string })
      .filter((l) => l.to === DEMO_PHONES.customer)
      .at(-1)!;
    expect(last.text).toContain('آماده است');
  });

  it('lets a customer remove only their own subscription', async () => {
    const other = await login(env, '09121234567');
    await call(subscribe, { body: { endpoint: `${pushBase}/p/two`, keys: browserKeys() }, token: customer });
    await call(unsubscribe, { body: { endpoint: `${pushBase}/p/two` }, token: other });
    expect(
      await db()
        .select()
        .from(s.pushSubscriptions)
        .where(eq(s.pushSubscriptions.endpoint, `${pushBase}/p/two`)),
    ).toHaveLength(1);
    await call(unsubscribe, { body: { endpoint: `${pushBase}/p/two` }, token: customer });
    expect(
      await db()
        .select()
        .from(s.pushSubscriptions)
        .where(eq(s.pushSubscriptions.endpoint, `${pushBase}/p/two`)),
    ).toHaveLength(0);
  });
});

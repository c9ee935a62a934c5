import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { kavenegarSms } from '@/server/integrations/sms/kavenegar';
import { setSmsDriver } from '@/server/integrations/sms';
import { call, setupTestEnv, type TestEnv } from './harness';
import sendCode from '@/pages/api/v1/send/code';

/** A local stand-in for Kavenegar's HTTP API that records what it is sent. */
function kavenegarStub() {
  const received: { path: string; form: URLSearchParams }[] = [];
  let failNext = false;
  const server = http.createServer((req, res) => {
    let body = '';
    req.on('data', (c) => (body += c));
    req.on('end', () => {
      received.push({ path: req.url ?? '', form: new URLSearchParams(body) });
      res.setHeader('content-type', 'application/json');
      if (failNext) {
        failNext = false;
        res.statusCode = 418;
        res.end(JSON.stringify({ return: { status: 418, message: 'اعتبار کافی نیست' }, entries: null }));
        return;
      }
      res.end(JSON.stringify({ return: { status: 200, message: 'تایید شد' }, entries: [{ messageid: 1, status: 1 }] }));
    });
  });
  return {
    received,
    failOnce: () => (failNext = true),
    start: () =>
      new Promise<string>((r) =>
        server.listen(0, '127.0.0.1', () => r(`http://127.0.0.1:${(server.address() as AddressInfo).port}`)),
      ),
    stop: () => new Promise<void>((r) => server.close(() => r())),
  };
}

let env: TestEnv;
const stub = kavenegarStub();
let base: string;
beforeAll(async () => {
  env = await setupTestEnv({ seed: false });
  base = await stub.start();
});
afterAll(async () => {
  await stub.stop();
  await env?.close();
});

describe('kavenegar driver', () => {
  it('sends codes through verify/lookup with the template and the local receptor', async () => {
    setSmsDriver(kavenegarSms({ apiKey: 'KEY-123', template: 'hamkar-verify', baseUrl: base }));
    const r = await call(sendCode, { body: { phone: '09121110000' }, ip: '10.8.0.1' });
    expect(r.status).toBe(200);
    const last = stub.received.at(-1)!;
    expect(last.path).toBe('/v1/KEY-123/verify/lookup.json');
    expect(last.form.get('receptor')).toBe('09121110000');
    expect(last.form.get('template')).toBe('hamkar-verify');
    expect(last.form.get('token')).toMatch(/^\d{5}$/);
  });

  it('sends plain texts through sms/send', async () => {
    const driver = kavenegarSms({ apiKey: 'KEY-123', template: 't', baseUrl: base });
    await driver.send({ to: '+989121110001', text: 'سفارش شما آماده است' });
    const last = stub.received.at(-1)!;
    expect(last.path).toBe('/v1/KEY-123/sms/send.json');
    expect(last.form.get('message')).toBe('سفارش شما آماده است');
  });

  it('turns a Kavenegar failure into a Persian 502 and keeps no usable code', async () => {
    setSmsDriver(kavenegarSms({ apiKey: 'KEY-123', template: 't', baseUrl: base }));
    stub.failOnce();
    const r = await call(sendCode, { body: { phone: '09121110002' }, ip: '10.8.0.2' });
    expect(r.status).toBe(502);
    expect(r.body.error.eLang.fa).toBe('ارسال پیامک با مشکل مواجه شد. لطفا دوباره تلاش کنید.');
    // The failed attempt leaves nothing behind that blocks trying again straight away.
    const retry = await call(sendCode, { body: { phone: '09121110002' }, ip: '10.8.0.2' });
    expect(retry.status).toBe(200);
  });
});

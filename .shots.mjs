import { chromium } from '@playwright/test';
import { readFileSync } from 'node:fs';
const base = 'http://127.0.0.1:3315';
async function token(phone) {
  const s = await (await fetch(`${base}/api/v1/send/code`, { method: 'POST', headers: { 'content-type': 'application/json', origin: base }, body: JSON.stringify({ phone }) })).json();
  const e164 = '+98' + phone.slice(1);
  const lines = readFileSync('/tmp/h15a/data/sms-outbox.jsonl', 'utf8').trim().split('\n').map((l) => JSON.parse(l)).filter((l) => l.to === e164);
  const v = await (await fetch(`${base}/api/v1/phone/verification`, { method: 'POST', headers: { 'content-type': 'application/json', origin: base }, body: JSON.stringify({ verifyToken: s.verifyToken, code: lines.at(-1).code, device: 'web' }) })).json();
  return v.token;
}
const t = await token('09120000000');
const customerId = (await (await fetch(`${base}/api/v1/user/list/1-20?text=09120000003`, { headers: { token: t } })).json()).users[0]._id;
const browser = await chromium.launch({ executablePath: '/usr/bin/chromium' });
const pages = (process.env.PAGES ?? 'home').split(',').map((k) => ({ home: ['home', '/panel'], users: ['users', '/panel/users'], user: ['user', `/panel/users/${customerId}`], excel: ['excel', '/panel/users-excel'], orders: ['orders', `/panel/users/${customerId}/orders`], invites: ['invites', `/panel/users/${customerId}/invites`], tx: ['tx', `/panel/users/${customerId}/transactions`] })[k]);
for (const [vw, size] of [['m', { width: 390, height: 844 }], ['d', { width: 1280, height: 800 }]]) {
  const ctx = await browser.newContext({ viewport: size });
  await ctx.addCookies([{ name: 'token', value: t, url: base }]);
  const p = await ctx.newPage();
  p.on('console', (m) => m.type() === 'error' && console.log('console:', m.text().slice(0, 300)));
  p.on('pageerror', (e) => console.log('pageerror:', e.message.slice(0, 300)));
  for (const [name, path] of pages) {
    await p.goto(base + path, { waitUntil: 'networkidle', timeout: 120000 });
    await p.waitForTimeout(Number(process.env.WAIT ?? 800));
    const overflow = await p.evaluate(() => document.documentElement.scrollWidth > window.innerWidth);
    await p.screenshot({ path: `/tmp/h15a/${name}-${vw}.png`, fullPage: true });
    console.log(name, vw, 'overflow', overflow);
  }
  await ctx.close();
}
await browser.close();

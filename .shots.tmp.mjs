import { chromium } from '@playwright/test';
import { readFileSync } from 'node:fs';
const base = 'http://localhost:3317';
const browser = await chromium.launch({ executablePath: '/usr/bin/chromium' });
async function login(ctx, phone) {
  const sent = await ctx.request.post(`${base}/api/v1/send/code`, { data: { phone }, headers: { origin: base } });
  const { verifyToken } = await sent.json();
  const lines = readFileSync('/tmp/hstats/data/sms-outbox.jsonl', 'utf8').trim().split('\n').map((l) => JSON.parse(l)).filter((l) => l.to === phone);
  const code = lines[lines.length - 1].code;
  const v = await ctx.request.post(`${base}/api/v1/phone/verification`, { data: { verifyToken, code, device: 'web' }, headers: { origin: base } });
  if (!v.ok()) throw new Error(await v.text());
}
const mode = process.argv[2] ?? 'shots';
const ctxD = await browser.newContext({ viewport: { width: 1280, height: 800 }, locale: 'fa-IR' });
await login(ctxD, '+989120000000');
const providers = (await (await ctxD.request.get(`${base}/api/v1/provider/list`)).json()).providers;
const mir = providers[0]._id;
if (mode === 'orders') {
  const cust = await browser.newContext();
  await login(cust, '+989120000003');
  const menu = await (await cust.request.get(`${base}/api/v1/menu/list/${mir}`)).json();
  const items = menu.menuList.flatMap((c) => c.items).filter((i) => i.price > 0 && i.available !== false).slice(0, 6);
  for (let k = 0; k < 8; k++) {
    const it = items[k % items.length];
    const r = await cust.request.post(`${base}/api/v1/order/submit`, { headers: { origin: base }, data: { providerId: mir, items: [{ _id: it._id, count: 1 + (k % 3) }], paymentBy: k % 3 === 0 ? 'wallet' : 'pos', orderType: 'takeAway' } });
    console.log(r.status(), (await r.text()).slice(0, 80));
  }
}
const pages = [['statPanel', `/panel/${mir}/statPanel`], ['financial', '/panel/financialReport'], ['stat', '/panel/stat'], ['agg', '/panel/aggregationStat'], ['users', '/panel/userStat']];
for (const [name, url] of pages.filter(([n]) => !process.argv[3] || process.argv[3].split(',').includes(n))) {
  for (const [vp, ctxOpts] of [['d', null], ['m', { viewport: { width: 390, height: 844 }, deviceScaleFactor: 1, isMobile: true, hasTouch: true, locale: 'fa-IR' }]]) {
    let ctx = ctxD;
    if (ctxOpts) { ctx = await browser.newContext(ctxOpts); await ctx.addCookies(await ctxD.cookies()); }
    const page = await ctx.newPage();
    const errs = [];
    page.on('pageerror', (e) => errs.push(e.message));
    page.on('console', (m) => { if (m.type() === 'error') errs.push(m.text()); });
    await page.goto(base + url, { timeout: 240000 });
    await page.locator('figure canvas').first().waitFor({ timeout: 180000 }).catch(() => {}); await page.waitForTimeout(1500);
    const fig = page.locator('figure canvas').first();
    if (await fig.count()) { await fig.hover({ position: { x: 60, y: 100 } }).catch(() => {}); await page.waitForTimeout(300); }
    await page.screenshot({ path: `/tmp/hstats/${name}-${vp}.png`, fullPage: true });
    console.log(name, vp, 'errors:', errs.slice(0, 3).join(' | '));
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth > window.innerWidth);
    console.log('  overflow', overflow);
    await page.close();
    if (ctxOpts) await ctx.close();
  }
}
await browser.close();

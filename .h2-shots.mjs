import { chromium } from 'playwright-core';
import { readFileSync } from 'node:fs';
const base = 'http://127.0.0.1:4002';
const dataDir = '/tmp/h2-data';
const phone = '+989120000000';
const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--headless', '--no-sandbox', '--disable-gpu', '--disable-quic', '--no-first-run', '--disable-background-networking', '--disable-component-update', '--disable-sync'] });
async function signIn(context) {
  const sent = await context.request.post(`${base}/api/v1/send/code`, { data: { phone } });
  const { verifyToken } = await sent.json();
  await new Promise((r) => setTimeout(r, 300));
  const lines = readFileSync(`${dataDir}/sms-outbox.jsonl`, 'utf8').trim().split('\n').map((l) => JSON.parse(l)).filter((l) => l.to === phone);
  const v = await context.request.post(`${base}/api/v1/phone/verification`, { data: { verifyToken, code: lines.at(-1).code, device: 'web' } });
  if (!v.ok()) throw new Error(await v.text());
}
const providers = await (await fetch(`${base}/api/v1/provider/list`)).json().catch(() => null);
const providerId = process.argv[2];
for (const [name, opts] of [['phone', { viewport: { width: 390, height: 844 }, deviceScaleFactor: 2, isMobile: true, hasTouch: true, locale: 'fa-IR' }], ['desktop', { viewport: { width: 1280, height: 800 }, locale: 'fa-IR' }]]) {
  const context = await browser.newContext(opts);
  await signIn(context);
  const page = await context.newPage();
  await page.goto(`${base}/panel/${providerId}/listVoucher`);
  await page.getByLabel('کد تخفیف').waitFor();
  await page.getByLabel('کد تخفیف').fill('ab');
  await page.screenshot({ path: '/tmp/h2-debug.png', fullPage: true });
  await page.getByLabel('تاریخ شروع', { exact: true }).fill('۱۴۰۵/۰۹/۱۰');
  await page.getByLabel('تاریخ پایان', { exact: true }).fill('۱۴۰۵/۰۹/۰۱');
  await page.getByRole('button', { name: 'ساخت کد تخفیف' }).click();
  await page.locator('.field-error').first().waitFor();
  await page.waitForTimeout(300);
  await page.screenshot({ path: `/tmp/h2-voucher-error-${name}.png`, fullPage: true });
  await page.getByRole('button', { name: /از تقویم/ }).click();
  await page.getByRole('grid').waitFor();
  await page.keyboard.press('ArrowLeft');
  await page.waitForTimeout(300);
  await page.getByRole('grid').scrollIntoViewIfNeeded();
  await page.screenshot({ path: `/tmp/h2-voucher-calendar-${name}.png` });
  console.log(name, 'focused:', await page.evaluate(() => document.activeElement?.getAttribute('aria-label')));
  await context.close();
}
await browser.close();

import { readFileSync, existsSync, mkdirSync } from 'node:fs';
import path from 'node:path';
import { chromium, type Browser, type BrowserContext, type Page } from 'playwright-core';

export interface Fixture {
  base: string;
  dataDir: string;
  providerId: string;
  table7: string;
}

export function fixture(): Fixture {
  const file = process.env.E2E_FIXTURE;
  if (!file) throw new Error('Run the end-to-end tests with `npm run test:e2e`.');
  return JSON.parse(readFileSync(file, 'utf8')) as Fixture;
}

/** Debian's Chromium with the flags this network needs (no background connections). */
export function launch(): Promise<Browser> {
  return chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    args: ['--headless', '--no-sandbox', '--disable-gpu', '--disable-quic', '--no-first-run', '--disable-background-networking', '--disable-component-update', '--disable-sync'],
  });
}

export const PHONE = { viewport: { width: 390, height: 844 }, deviceScaleFactor: 2, isMobile: true, hasTouch: true, locale: 'fa-IR' };
export const DESKTOP = { viewport: { width: 1280, height: 800 }, locale: 'fa-IR' };

/** The newest code the console SMS driver wrote for an E.164 phone, waiting briefly for it. */
export async function codeFor(f: Fixture, e164: string): Promise<string> {
  const outbox = path.join(f.dataDir, 'sms-outbox.jsonl');
  for (let i = 0; i < 50; i++) {
    if (existsSync(outbox)) {
      const lines = readFileSync(outbox, 'utf8').trim().split('\n').filter(Boolean).map((l) => JSON.parse(l) as { to: string; code: string });
      const mine = lines.filter((l) => l.to === e164);
      if (mine.length) return mine[mine.length - 1].code;
    }
    await new Promise((r) => setTimeout(r, 100));
  }
  throw new Error(`no SMS to ${e164}`);
}

/** Signs a context in through the API (for staff whose login is not the story being told). */
export async function signIn(context: BrowserContext, f: Fixture, e164: string): Promise<void> {
  const sent = await context.request.post(`${f.base}/api/v1/send/code`, { data: { phone: e164 } });
  if (!sent.ok()) throw new Error(`send code: ${sent.status()} ${await sent.text()}`);
  const { verifyToken } = (await sent.json()) as { verifyToken: string };
  const v = await context.request.post(`${f.base}/api/v1/phone/verification`, { data: { verifyToken, code: await codeFor(f, e164), device: 'web' } });
  if (!v.ok()) throw new Error(`verify: ${v.status()} ${await v.text()}`);
}

/** Saves a screenshot under tests/e2e/screens for people to look at (not compared). */
export async function shot(page: Page, name: string): Promise<void> {
  const dir = path.join(import.meta.dirname, 'screens');
  mkdirSync(dir, { recursive: true });
  await page.screenshot({ path: path.join(dir, `${name}.png`), fullPage: false });
}

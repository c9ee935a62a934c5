import { readFileSync, existsSync, mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { expect, test as base, type BrowserContext, type Cookie, type Page } from '@playwright/test';

export { expect };

/** What tests/e2e/server.ts prepared: the server's address, its data directory, demo ids. */
export interface Fixture {
  base: string;
  dataDir: string;
  providerId: string;
  table7: string;
}

/**
 * `test` with the run's fixture as `f`: the fixture of the server this worker uses (worker i, server i;
 * playwright.config.ts). The stories open their own contexts with PHONE or DESKTOP from the configured
 * `browser` (Debian Chromium), since most of them have people on both.
 */
export const test = base.extend<{ closeContexts: void }, { f: Fixture }>({
  // Every context a story opened is closed when it ends (after Playwright's failure screenshots), whether
  // or not the story closed it: a forgotten board or tracking page would otherwise keep its live stream,
  // polling and animations running through every later story of the worker.
  closeContexts: [
    async ({ browser }, use) => {
      const before = new Set(browser.contexts());
      await use();
      const opened = browser.contexts().filter((c) => !before.has(c));
      await Promise.all(opened.map((c) => c.close().catch(() => undefined)));
    },
    { auto: true },
  ],
  f: [
    async ({}, use, workerInfo) => {
      const dirs = JSON.parse(process.env.E2E_DATA_DIRS ?? '[]') as string[];
      const dir = dirs[workerInfo.parallelIndex % Math.max(dirs.length, 1)];
      if (!dir) throw new Error('Run the end-to-end tests with `npm run test:e2e`.');
      await use(JSON.parse(readFileSync(path.join(dir, 'fixture.json'), 'utf8')) as Fixture);
    },
    { scope: 'worker' },
  ],
});

export const PHONE = {
  viewport: { width: 390, height: 844 },
  deviceScaleFactor: 2,
  isMobile: true,
  hasTouch: true,
  locale: 'fa-IR',
};
export const DESKTOP = { viewport: { width: 1280, height: 800 }, locale: 'fa-IR' };

/**
 * A phone number of this attempt: the number itself on the first run, another one (the fourth digit
 * from the end moved on) when Playwright retries a story (CI), so a retried story again meets a
 * person the first attempt has not changed. Works on E.164 and local numbers alike.
 */
export function perAttempt(phone: string): string {
  const retry = test.info().retry;
  if (!retry) return phone;
  const last4 = (Number(phone.slice(-4)) + 1000 * retry) % 10_000;
  return phone.slice(0, -4) + String(last4).padStart(4, '0');
}

/** The newest code the console SMS driver wrote for an E.164 phone, waiting briefly for it. */
export async function codeFor(f: Fixture, e164: string): Promise<string> {
  const outbox = path.join(f.dataDir, 'sms-outbox.jsonl');
  for (let i = 0; i < 50; i++) {
    if (existsSync(outbox)) {
      const lines = readFileSync(outbox, 'utf8')
        .trim()
        .split('\n')
        .filter(Boolean)
        .map((l) => JSON.parse(l) as { to: string; code: string });
      const mine = lines.filter((l) => l.to === e164);
      if (mine.length) return mine[mine.length - 1].code;
    }
    await new Promise((r) => setTimeout(r, 100));
  }
  throw new Error(`no SMS to ${e164}`);
}

/** Plain texts (not codes) the console SMS driver wrote for a phone. */
export function textsTo(f: Fixture, e164: string): string[] {
  const outbox = path.join(f.dataDir, 'sms-outbox.jsonl');
  if (!existsSync(outbox)) return [];
  return readFileSync(outbox, 'utf8')
    .trim()
    .split('\n')
    .filter(Boolean)
    .map((l) => JSON.parse(l) as { to: string; text: string; code?: string })
    .filter((l) => l.to === e164 && !l.code)
    .map((l) => l.text);
}

/**
 * Signs a context in through the API (for staff whose login is not the story being told). A phone's
 * session and device cookies are kept in the run's data directory and reused while the session is
 * live, as a real barista stays signed in: every story runs from 127.0.0.1, and a fresh code for each
 * story would spend the sign-in limits a stranger's address and phone get (server/services/auth/otp.ts).
 */
export async function signIn(context: BrowserContext, f: Fixture, e164: string): Promise<void> {
  const store = path.join(f.dataDir, 'e2e-sessions.json');
  const saved = (existsSync(store) ? JSON.parse(readFileSync(store, 'utf8')) : {}) as Record<string, Cookie[]>;
  if (saved[e164]) {
    await context.addCookies(saved[e164]);
    const who = await context.request.get(`${f.base}/api/v1/check/activation`);
    if (who.ok() && ((await who.json()) as { user: unknown }).user) return;
  }
  const sent = await context.request.post(`${f.base}/api/v1/send/code`, { data: { phone: e164 } });
  if (!sent.ok()) throw new Error(`send code: ${sent.status()} ${await sent.text()}`);
  const { verifyToken } = (await sent.json()) as { verifyToken: string };
  const v = await context.request.post(`${f.base}/api/v1/phone/verification`, {
    data: { verifyToken, code: await codeFor(f, e164), device: 'web' },
  });
  if (!v.ok()) throw new Error(`verify: ${v.status()} ${await v.text()}`);
  saved[e164] = (await context.cookies(f.base)).filter((c) => c.name === 'token' || c.name === 'hk_device');
  writeFileSync(store, JSON.stringify(saved));
}

/** A signed-in customer's take-away espresso at the fixture's branch, paid on site, placed through the API; its order id. */
export async function orderEspresso(customer: BrowserContext, f: Fixture): Promise<string> {
  const menu = await (await customer.request.get(`${f.base}/api/v1/menu/list/${f.providerId}`)).json();
  const espresso = menu.menuList
    .flatMap((c: { items: { _id: string; title: string }[] }) => c.items)
    .find((i: { title: string }) => i.title === 'اسپرسو');
  const placed = await customer.request.post(`${f.base}/api/v1/order/submit`, {
    data: {
      providerId: f.providerId,
      items: [{ _id: espresso._id, count: 1 }],
      paymentBy: 'pos',
      orderType: 'takeAway',
    },
  });
  expect(placed.status()).toBe(200);
  return ((await placed.json()) as { orderId: string }).orderId;
}

/**
 * Saves a screenshot under tests/e2e/screens for people to look at (not compared). `npm test` sets
 * E2E_SCREENS=0: nobody looks at a CI run's pictures, and a hundred of them cost the run half a minute.
 */
export async function shot(page: Page, name: string): Promise<void> {
  if (process.env.E2E_SCREENS === '0') return;
  const dir = path.join(__dirname, 'screens');
  mkdirSync(dir, { recursive: true });
  await page.screenshot({ path: path.join(dir, `${name}.png`), fullPage: false });
}

/**
 * Staff reach a branch screen as people do (issue 21): from the home they land on after signing in,
 * the header's «پنل», then the screen's link on the fixture branch's card of the panel hub.
 */
export async function openBranchTool(page: Page, f: Fixture, label: string): Promise<void> {
  await page.goto(`${f.base}/`);
  await page.getByTestId('header-panel').click();
  const card = page.locator(`[data-testid="panel-branch"][data-provider-id="${f.providerId}"]`);
  await card.getByRole('link', { name: label }).click();
  await page.waitForURL(`**/panel/${f.providerId}/**`);
}

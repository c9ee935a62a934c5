import type { BrowserContext, Page } from '@playwright/test';
import { DESKTOP, expect, PHONE, signIn, test } from './browser';

/** Every CSP violation and script error a page reports while the test uses it. */
function watch(page: Page): string[] {
  const problems: string[] = [];
  page.on('console', (m) => {
    if (m.type() === 'error' && /Content Security Policy|Refused to/i.test(m.text()))
      problems.push(`${page.url()}: ${m.text()}`);
  });
  page.on('pageerror', (e) => problems.push(`${page.url()}: ${e.message}`));
  return problems;
}

async function newPage(ctx: BrowserContext): Promise<{ page: Page; problems: string[] }> {
  const page = await ctx.newPage();
  return { page, problems: watch(page) };
}

test('pages carry the security headers; the API and files carry nosniff', async ({ f }) => {
  for (const path of ['/', `/menu/${f.providerId}`, '/blog', '/login']) {
    const r = await fetch(`${f.base}${path}`);
    expect(r.status, path).toBe(200);
    const csp = r.headers.get('content-security-policy') ?? '';
    for (const directive of [
      "frame-ancestors 'none'",
      "object-src 'none'",
      "base-uri 'self'",
      "script-src 'self'",
      "form-action 'self'",
    ])
      expect(csp.includes(directive), `${path}: ${directive} in ${csp}`).toBeTruthy();
    expect(csp, path).not.toMatch(/script-src[^;]*'unsafe-(inline|eval)'/);
    expect(r.headers.get('x-content-type-options'), path).toBe('nosniff');
    expect(r.headers.get('referrer-policy'), path).toBe('strict-origin-when-cross-origin');
    expect(r.headers.get('x-frame-options'), path).toBe('DENY');
    // Served over http here (PUBLIC_BASE_URL is not https): no HSTS.
    expect(r.headers.get('strict-transport-security'), path).toBe(null);
    // The evidence for 'self' without a nonce: every inline <script> is a data block the browser does not run.
    const html = await r.text();
    for (const m of html.matchAll(/<script\b([^>]*)>/g)) {
      if (/\bsrc=/.test(m[1])) continue;
      expect(m[1], `${path}: inline script ${m[0]}`).toMatch(/type="application\/(json|ld\+json)"/);
    }
  }
  const api = await fetch(`${f.base}/api/v1/health`);
  expect(api.headers.get('x-content-type-options')).toBe('nosniff');
});

test('the app runs under its CSP: menu, cart, blog, the sandbox bank and the panels report no violation', async ({
  browser,
  f,
}) => {
  const ctx = await browser.newContext(PHONE);
  await signIn(ctx, f, '+989125550123');
  const { page, problems } = await newPage(ctx);
  await page.goto(`${f.base}/menu/${f.providerId}`);
  await page.getByRole('img').first().waitFor();
  await page.goto(`${f.base}/orders/${f.providerId}`);
  await page.waitForLoadState('networkidle');
  await page.goto(`${f.base}/blog`);
  await page.getByTestId('blog-card').first().click();
  await page.waitForURL(/\/blog\/[a-f0-9]{24}$/);
  await page.waitForLoadState('networkidle');

  // The simulated bank: its form posts to the app (same origin, urlencoded) and comes back.
  await page.goto(`${f.base}/profile/wallet`);
  await page.getByTestId('charge-amount').fill('20000');
  await page.getByTestId('charge-submit').click();
  await page.waitForURL('**/payment/sandbox/**');
  await page.getByTestId('sandbox-amount').waitFor();
  await page.getByTestId('sandbox-pay').click();
  await page.waitForURL('**/wallet/payment/**');
  await page.getByText('کیف پول شما شارژ شد').waitFor();
  await ctx.close();

  const staff = await browser.newContext(DESKTOP);
  await signIn(staff, f, '+989120000000');
  const desk = await newPage(staff);
  await desk.page.goto(`${f.base}/panel/${f.providerId}/orders`);
  await desk.page.waitForLoadState('networkidle');
  await desk.page.goto(`${f.base}/panel/ticket`);
  await desk.page.waitForLoadState('networkidle');
  await staff.close();

  expect([...problems, ...desk.problems]).toStrictEqual([]);
});

test('another site cannot post to the API with a signed-in browser, nor frame the app', async ({ browser, f }) => {
  const ctx = await browser.newContext(DESKTOP);
  await signIn(ctx, f, '+989120000000');
  // A form post with the admin's cookie, as a page on another port of the same host would send it.
  const cookie = (await ctx.cookies(f.base)).find((c) => c.name === 'token');
  expect(cookie).toBeTruthy();
  const port = new URL(f.base).port;
  const r = await fetch(`${f.base}/api/v1/user/charge/wallet`, {
    method: 'POST',
    headers: {
      cookie: `token=${cookie!.value}`,
      origin: `http://127.0.0.1:${Number(port) + 1}`,
      'sec-fetch-site': 'same-site',
      'content-type': 'application/x-www-form-urlencoded',
    },
    body: 'userId=x&price=1000000&description=x',
  });
  expect(r.status).toBe(403);
  const body = (await r.json()) as { error: { eLang: { fa: string } } };
  expect(body.error.eLang.fa).toBe('این درخواست از سایت دیگری فرستاده شده و پذیرفته نشد.');

  // A page that frames the menu: the browser refuses to render it inside.
  const page = await ctx.newPage();
  const problems: string[] = [];
  page.on('console', (m) => problems.push(m.text()));
  await page.setContent(`<iframe id="f" src="${f.base}/menu/${f.providerId}"></iframe>`);
  await page.waitForTimeout(1500);
  const framed = page.frames().find((fr) => fr.url().includes('/menu/'));
  const rendered = framed ? await framed.evaluate(() => document.body?.innerText.length ?? 0).catch(() => 0) : 0;
  expect(rendered).toBe(0);
  await ctx.close();
});

import { codeFor, expect, PHONE, shot, test } from './browser';

// A number of its own, so the story also runs again on a used data directory.
const suffix = String(Date.now()).slice(-4);
const NEWCOMER = `+98912777${suffix}`;

test('a newcomer follows a sign-in link carrying a hostile next, registers with an SMS code, and stays on this site', async ({
  browser,
  f,
}) => {
  const ctx = await browser.newContext(PHONE);
  const page = await ctx.newPage();
  // The link an attacker would send: after sign-in it used to land on http://evil.example/.
  await page.goto(`${f.base}/login?next=/%09/evil.example/`);
  await page.getByTestId('login-phone').waitFor();
  await page.getByTestId('to-register').click();

  await page.getByTestId('register-firstName').fill('نیما');
  await page.getByTestId('register-lastName').fill('کریمی');
  await page.getByTestId('register-phone').fill(`0912777${suffix}`);
  await page.getByTestId('register-terms').check();
  await page.getByTestId('register-submit').click();
  const boxes = page.getByTestId('code-box');
  await boxes.first().waitFor();
  await boxes.first().click();
  await page.keyboard.type(await codeFor(f, NEWCOMER), { delay: 40 });

  // Signed in, the page continues to the menu of this site, not to the hostile address.
  await page.waitForURL(/\/menu\//, { timeout: 15_000 });
  expect(new URL(page.url()).origin).toBe(f.base);
  await page.getByRole('dialog', { name: 'ورود موفق' }).waitFor();
  await shot(page, 'register-done-phone');

  // The browser now holds the sign-in device cookie, out of reach of scripts.
  const device = (await ctx.cookies()).find((c) => c.name === 'hk_device');
  expect(device, 'device cookie set').toBeTruthy();
  expect(device?.httpOnly).toBe(true);
  expect(await page.evaluate(() => document.cookie.includes('hk_device'))).toBe(false);
  await ctx.close();
});

import { readFileSync } from 'node:fs';
import path from 'node:path';
import type { Browser } from '@playwright/test';
import { expect, PHONE, test, type Fixture } from './browser';

/**
 * A guest on a phone opens /menu and lands on the default branch's menu; returns the page with the
 * fonts and the app's own API calls (not images) it has requested since it started.
 */
async function openMenuAsGuest(browser: Browser, f: Fixture) {
  const phone = await browser.newContext(PHONE);
  const page = await phone.newPage();
  const fontFiles: string[] = [];
  const apiCalls: string[] = [];
  page.on('request', (r) => {
    const url = new URL(r.url());
    if (r.resourceType() === 'font') fontFiles.push(url.pathname);
    if (url.pathname.startsWith('/api/') && !url.pathname.startsWith('/api/v1/getphoto/')) apiCalls.push(url.pathname);
  });
  await page.goto(`${f.base}/menu`);
  await page.waitForURL(`**/menu/${f.providerId}`);
  await page.getByRole('heading', { name: 'نوشیدنی‌های گرم' }).waitFor();
  return { phone, page, fontFiles, apiCalls };
}

test('the menu is set in the preloaded Persian cut of Vazirmatn and never downloads the full font', async ({
  browser,
  f,
}) => {
  const { phone, page, fontFiles } = await openMenuAsGuest(browser, f);
  // The menu is all Persian: its text is set in the preloaded Persian cut of Vazirmatn, and the full
  // font (Latin letters and digits) is never downloaded.
  await page.evaluate(() => document.fonts.ready);
  const persianFace = await page.evaluate(() => {
    const face = [...document.fonts].find((f) => /(^|, )U\+6CC(,|$)/.test(f.unicodeRange));
    const heading = getComputedStyle(document.querySelector('h1')!).fontFamily.replace(/["']/g, '');
    return { status: face?.status, headingUsesIt: !!face && heading.startsWith(face.family.replace(/["']/g, '')) };
  });
  expect(persianFace).toStrictEqual({ status: 'loaded', headingUsesIt: true });
  const preloaded = await page
    .locator('link[rel="preload"][as="font"]')
    .evaluateAll((links) => links.map((l) => new URL((l as HTMLLinkElement).href).pathname));
  expect(fontFiles).toStrictEqual(preloaded);
  const served = await (await page.request.get(`${f.base}${preloaded[0]}`)).body();
  expect(
    served.equals(readFileSync(path.join(__dirname, '../../styles/fonts/Vazirmatn-fa-wght.woff2'))),
    'the preloaded font is the Persian cut',
  ).toBe(true);
  await phone.close();
});

test("a guest's menu starts without any API call, and the branch list is fetched when the branch modal opens", async ({
  browser,
  f,
}) => {
  const { phone, page, apiCalls } = await openMenuAsGuest(browser, f);
  // The server knew this visitor has no session: the header came with the branch's name and the
  // sign-in buttons, and the page made no API call of its own (no session check, no branch list).
  const header = page.getByTestId('header-title');
  expect((await header.getAttribute('title')) ?? (await header.textContent())).toBe(
    await page.locator('h1').textContent(),
  );
  await page.getByTestId('header-auth').getByRole('button', { name: 'ورود' }).waitFor();
  await page.waitForLoadState('networkidle');
  expect(apiCalls).toStrictEqual([]);
  // The data layer loads when first needed: the branch modal fetches and lists every branch.
  await page.getByRole('button', { name: 'اطلاعات و تغییر شعبه' }).click();
  const branches = page.getByRole('dialog');
  await branches.getByText('کافه همکار ایرانشهر').waitFor();
  expect(apiCalls).toStrictEqual(['/api/v1/provider/list']);
  await page.keyboard.press('Escape');
  await branches.waitFor({ state: 'detached' });
  await phone.close();
});

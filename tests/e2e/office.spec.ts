import sharp from 'sharp';
import { DESKTOP, expect, PHONE, shot, signIn, test } from './browser';

const SUPER_ADMIN = '+989120000000';

test('head office: a wrong IBAN is refused under its field, a short link counts a phone visit, a life post reaches the home page', async ({ browser, f }) => {
  const office = await browser.newContext(DESKTOP);
  await signIn(office, f, SUPER_ADMIN);
  const page = await office.newPage();

  // Bank account: the checksum is checked before anything is sent; a valid one is listed.
  await page.goto(`${f.base}/panel/bankAccounts/bankAccountItem`);
  const form = page.getByTestId('bank-form');
  await form.getByLabel('عنوان حساب').fill('حساب تسویه درگاه');
  await form.getByLabel('نام صاحب حساب').fill('شرکت همکار');
  await form.getByLabel('شماره شبا').fill('IR07 2960 0000 0010 0324 2000 01');
  await form.getByRole('button', { name: 'ثبت حساب' }).click();
  const iban = form.getByLabel('شماره شبا');
  await expect(iban).toHaveAttribute('aria-invalid', 'true');
  await expect(form.getByTestId('field-error')).toContainText('شماره شبا معتبر نیست');
  await shot(page, 'office-bank-invalid-desktop');
  await iban.fill('IR06 2960 0000 0010 0324 2000 01');
  await form.getByRole('button', { name: 'ثبت حساب' }).click();
  await page.waitForURL(/\/panel\/bankAccounts$/);
  await expect(page.getByTestId('bank-row').filter({ hasText: 'حساب تسویه درگاه' })).toContainText('IR06 2960 0000 0010 0324 2000 01');

  // Short link: made in the panel, followed on a phone, counted.
  const code = `e2e${test.info().retry}${Date.now().toString(36).slice(-4)}`;
  await page.goto(`${f.base}/panel/shortLink/shortLinkItem`);
  const sf = page.getByTestId('short-form');
  await sf.getByLabel('عنوان (برای شما)').fill('کمپین پوستر شعبه');
  await sf.getByLabel('نشانی کوتاه').fill(code);
  await sf.getByLabel('مقصد').fill('/blog');
  await sf.getByRole('button', { name: 'ساخت لینک' }).click();
  await page.waitForURL(/\/panel\/shortLink\/[A-Za-z0-9_-]+$/);
  await expect(page.getByTestId('short-visits')).toHaveText('۰');
  await expect(page.getByTestId('short-qr')).toBeVisible();
  const detail = page.url();

  const visitor = await browser.newContext(PHONE);
  const phone = await visitor.newPage();
  await phone.goto(`${f.base}/l/${code.toUpperCase()}`);
  await phone.waitForURL(/\/blog$/);
  expect((await visitor.cookies(f.base)).some((c) => c.name === 'hk_short_link' && c.httpOnly)).toBe(true);
  await page.goto(detail);
  await expect(page.getByTestId('short-visits')).toHaveText('۱');
  await shot(page, 'office-short-link-desktop');

  // Life feed: a post with a photo, published, is on the home page on a phone.
  const title = `شب شعر پاییزی ${code}`;
  await page.goto(`${f.base}/panel/hamkarLife`);
  const lf = page.getByTestId('life-form');
  await lf.getByLabel('عنوان').fill(title);
  await lf.getByLabel('شرح (اختیاری)').fill('شعرخوانی با چای و کیک در شعبه میرداماد');
  const png = await sharp({ create: { width: 320, height: 240, channels: 3, background: '#7a4b2a' } }).png().toBuffer();
  await lf.getByLabel(/^عکس/).setInputFiles({ name: 'night.png', mimeType: 'image/png', buffer: png });
  await lf.getByRole('button', { name: 'افزودن رویداد' }).click();
  await expect(page.getByTestId('life-row').filter({ hasText: title })).toBeVisible();
  await shot(page, 'office-life-desktop');

  await phone.goto(`${f.base}/`);
  const post = phone.getByTestId('home-life-post').filter({ hasText: title });
  await expect(post).toBeVisible();
  await expect(post.locator('img')).toHaveJSProperty('complete', true);
  await post.scrollIntoViewIfNeeded();
  await shot(phone, 'office-life-home-phone');
  await visitor.close();
  await office.close();
});

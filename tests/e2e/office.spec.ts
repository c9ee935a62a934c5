import sharp from 'sharp';
import { DESKTOP, expect, orderEspresso, PHONE, shot, signIn, test } from './browser';

const SUPER_ADMIN = '+989120000000';

test('head office: a wrong IBAN is refused under its field, a short link counts a phone visit, a life post reaches the home page', async ({
  browser,
  f,
}) => {
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
  await expect(page.getByTestId('bank-row').filter({ hasText: 'حساب تسویه درگاه' })).toContainText(
    'IR06 2960 0000 0010 0324 2000 01',
  );

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
  const png = await sharp({ create: { width: 320, height: 240, channels: 3, background: '#7a4b2a' } })
    .png()
    .toBuffer();
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

test('a barista scans the QR a customer shows on a phone and hands the order over', async ({ browser, f }) => {
  const customer = await browser.newContext(PHONE);
  await signIn(customer, f, '+989125558801');
  const orderId = await orderEspresso(customer, f);
  const phone = await customer.newPage();
  await phone.goto(`${f.base}/orderTracking/${orderId}`);
  await phone.getByTestId('scan-code-toggle').click();
  const qr = phone.getByTestId('scan-code');
  await expect(qr).toHaveJSProperty('complete', true);
  await expect(phone.getByTestId('scan-code-text')).toHaveText(`HK-O-${orderId}`);
  await shot(phone, 'office-order-qr-phone');
  const photo = await qr.screenshot();

  const staff = await browser.newContext(DESKTOP);
  await signIn(staff, f, '+989120000002');
  const page = await staff.newPage();
  await page.goto(`${f.base}/panel/scanner`);
  // The photo of the code is decoded by qr-scanner in the browser, as a camera frame would be.
  await page.getByTestId('scan-photo').setInputFiles({ name: 'qr.png', mimeType: 'image/png', buffer: photo });
  const result = page.getByTestId('scan-result');
  await expect(result.getByTestId('scan-order-status')).toHaveText('ثبت شده');
  await expect(result).toContainText('اسپرسو');
  await shot(page, 'office-scanner-desktop');
  await result.getByTestId('scan-deliver').click();
  await expect(result.getByTestId('scan-order-status')).toHaveText('تحویل داده شد');
  await expect(result).toContainText('این سفارش تحویل داده شده است.');

  // A typed code of nothing says so in Persian.
  await page.getByLabel('کد زیر QR').fill('HK-O-000000000000000000000000');
  await page.getByRole('button', { name: 'جستجو' }).click();
  await expect(result).toContainText('این کد به سفارش، بسته یا کد تخفیفی در این مجموعه تعلق ندارد.');
  await customer.close();
  await staff.close();
});

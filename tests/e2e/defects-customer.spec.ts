import { DESKTOP, expect, PHONE, perAttempt, shot, signIn, test } from './browser';

// Issue 16's customer defects on a phone: the table of an in-hall order, and Back/Escape on sheets.

test('a customer who chooses «سالن» without a QR code picks table 5, and the board, the order page and the receipt say «میز ۵»', async ({
  browser,
  f,
}) => {
  const phone = await browser.newContext(PHONE);
  await signIn(phone, f, perAttempt('+989127770501'));
  const page = await phone.newPage();
  await page.goto(`${f.base}/menu/${f.providerId}`);
  await page.getByRole('button', { name: 'افزودن اسپرسو' }).first().click();
  await page.getByTestId('cart-badge').filter({ hasText: '۱' }).waitFor();
  await page.goto(`${f.base}/orders/${f.providerId}`);
  await page.getByTestId('order-type-inHall').check();
  await page.getByTestId('table-picker').selectOption({ label: 'میز ۵' });
  await page.getByTestId('cart-table').filter({ hasText: 'میز ۵' }).waitFor();
  await shot(page, 'defects-table-picked-phone');
  await page.getByTestId('submit-order').click();
  const pay = page.getByRole('dialog', { name: 'روش پرداخت' });
  await pay.getByTestId('pay-pos').click();
  await pay.getByTestId('accept-rules').check();
  await pay.getByTestId('pay-submit').click();
  await page.waitForURL('**/orderTracking/**');
  const orderId = page.url().split('/').pop()!;
  await page.getByTestId('order-table').filter({ hasText: 'میز ۵' }).waitFor();

  const counter = await browser.newContext(DESKTOP);
  await signIn(counter, f, '+989120000002');
  const board = await counter.newPage();
  await board.goto(`${f.base}/panel/${f.providerId}/orders/${orderId}`);
  await board.getByTestId('panel-order').getByText('میز ۵').waitFor();
  await board.goto(`${f.base}/panel/${f.providerId}/printInvoice?orderId=${orderId}`);
  await board.getByTestId('receipt').getByText('میز ۵').waitFor();
  await counter.close();
  await phone.close();
});

test('the item sheet and the payment sheet close with Back and with Escape, and focus returns to what opened them', async ({
  browser,
  f,
}) => {
  const phone = await browser.newContext(PHONE);
  await signIn(phone, f, perAttempt('+989127770502'));
  const page = await phone.newPage();
  await page.goto(`${f.base}/menu/${f.providerId}`);
  const opener = page.getByRole('button', { name: 'اسپرسو', exact: true }).first();
  const sheet = page.getByRole('dialog', { name: 'اسپرسو' });

  // An item without options (a latte's sheet is its options sheet).
  // Back closes the sheet and stays on the menu; focus is back on the item's title.
  await opener.click();
  await sheet.waitFor();
  await page.goBack();
  await sheet.waitFor({ state: 'detached' });
  expect(page.url()).toContain(`/menu/${f.providerId}`);
  await expect(opener).toBeFocused();

  // Escape closes it too, also after the add button turned into the stepper.
  await opener.click();
  await sheet.waitFor();
  await sheet.getByRole('button', { name: 'افزودن اسپرسو' }).click();
  await page.getByTestId('cart-badge').filter({ hasText: '۱' }).waitFor();
  await page.keyboard.press('Escape');
  await sheet.waitFor({ state: 'detached' });
  await expect(opener).toBeFocused();
  await page.goto(`${f.base}/orders/${f.providerId}`);
  const submit = page.getByTestId('submit-order');
  await submit.click();
  const pay = page.getByRole('dialog', { name: 'روش پرداخت' });
  await pay.waitFor();
  await page.goBack();
  await pay.waitFor({ state: 'detached' });
  expect(page.url()).toContain(`/orders/${f.providerId}`);
  await submit.focus();
  await page.keyboard.press('Enter');
  await pay.waitFor();
  await page.keyboard.press('Escape');
  await pay.waitFor({ state: 'detached' });
  await expect(submit).toBeFocused();
  // Back now goes to the menu page (no dead entries were left behind).
  await page.goBack();
  await page.waitForURL(`**/menu/${f.providerId}`);
  await phone.close();
});

test('a delivery order asks for its address under the field, then carries it to tracking', async ({ browser, f }) => {
  const phone = await browser.newContext(PHONE);
  await signIn(phone, f, perAttempt('+989127770503'));
  const page = await phone.newPage();
  await page.goto(`${f.base}/menu/${f.providerId}`);
  await page.getByRole('button', { name: 'افزودن اسپرسو' }).first().click();
  await page.getByTestId('cart-badge').filter({ hasText: '۱' }).waitFor();
  await page.goto(`${f.base}/orders/${f.providerId}`);
  // The radio itself is visually hidden behind its segmented label.
  await page.getByTestId('order-type-delivery').check({ force: true });
  const address = page.getByTestId('delivery-address');
  await page.getByTestId('submit-order').click();
  // The reason sits under the field, the field is marked and has the focus.
  await page.getByText('نشانی ارسال را وارد کنید.').waitFor();
  await expect(address).toHaveAttribute('aria-invalid', 'true');
  await expect(address).toBeFocused();
  await address.fill('تهران، خیابان شریعتی، کوچه یاس، پلاک ۴');
  await page.getByTestId('save-address').click();
  await page.getByText('نشانی در نشانی‌های شما ذخیره شد.').waitFor();
  await shot(page, 'defects-delivery-cart-phone');
  await page.getByTestId('submit-order').click();
  const pay = page.getByRole('dialog', { name: 'روش پرداخت' });
  await pay.getByTestId('pay-pos').click();
  await pay.getByTestId('accept-rules').check();
  await pay.getByTestId('pay-submit').click();
  await page.waitForURL('**/orderTracking/**');
  await page.getByTestId('order-delivery-address').filter({ hasText: 'خیابان شریعتی، کوچه یاس' }).waitFor();
  // Kept on the profile too.
  await page.goto(`${f.base}/profile/addresses`);
  await page.getByTestId('my-address').filter({ hasText: 'خیابان شریعتی' }).waitFor();
  await phone.close();
});

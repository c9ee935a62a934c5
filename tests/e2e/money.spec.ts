import { DESKTOP, expect, PHONE, shot, signIn, test, textsTo } from './browser';

// Numbers of their own, so the story also runs again on a used data directory.
const suffix = String(Date.now()).slice(-4);
const CUSTOMER = `+98912666${suffix}`;
const RECIPIENT = `+98935111${suffix}`;
const recipientLocal = `0935111${suffix}`;

test('a customer charges the wallet at the sandbox bank, pays a latte wallet-first, and gifts an espresso to a phone number', async ({
  browser,
  f,
}) => {
  const ctx = await browser.newContext(PHONE);
  await signIn(ctx, f, CUSTOMER);
  const page = await ctx.newPage();

  // Charging 50,000 toman: the simulated bank shows the merchant and the amount, then sends them back.
  await page.goto(`${f.base}/profile/wallet`);
  await page.getByTestId('wallet-balance').filter({ hasText: '۰ تومان' }).waitFor();
  await page.getByTestId('charge-amount').fill('50000');
  await page.getByTestId('charge-submit').filter({ hasText: 'پرداخت آنلاین ۵۰٬۰۰۰ تومان' }).click();
  await page.waitForURL('**/payment/sandbox/**');
  await page.getByTestId('sandbox-amount').filter({ hasText: '۵۰٬۰۰۰ تومان' }).waitFor();
  await shot(page, 'sandbox-bank-phone');
  await page.getByTestId('sandbox-pay').click();
  await page.waitForURL('**/wallet/payment/**');
  await page.getByText('کیف پول شما شارژ شد').waitFor();
  await page.getByText('موجودی فعلی: ۵۰٬۰۰۰ تومان').waitFor();
  await shot(page, 'wallet-charged-phone');
  // Coming back to the same callback address (a reload, a replay) credits nothing more.
  await page.reload();
  await page.getByText('موجودی فعلی: ۵۰٬۰۰۰ تومان').waitFor();

  // A latte (98,000): the wallet pays first, the bank the differential.
  await page.goto(`${f.base}/menu/${f.providerId}`);
  await page.getByRole('button', { name: 'افزودن لاته' }).first().click();
  await page.getByTestId('cart-badge').filter({ hasText: '۱' }).waitFor();
  await page.goto(`${f.base}/orders/${f.providerId}`);
  await page.getByTestId('submit-order').click();
  const pay = page.getByRole('dialog', { name: 'روش پرداخت' });
  await pay.getByTestId('pay-total').filter({ hasText: '۹۸٬۰۰۰ تومان' }).waitFor();
  const button = pay.getByTestId('pay-submit');
  await button.filter({ hasText: 'پرداخت آنلاین ۴۸٬۰۰۰ تومان' }).waitFor();
  // House rules first: no pay button works before the box is ticked.
  expect(await button.isDisabled()).toBe(true);
  await pay.getByTestId('accept-rules').check();
  await shot(page, 'payment-hybrid-phone');
  await button.click();
  await page.waitForURL('**/payment/sandbox/**');
  await page.getByTestId('sandbox-amount').filter({ hasText: '۴۸٬۰۰۰ تومان' }).waitFor();
  await page.getByTestId('sandbox-pay').click();
  await page.waitForURL(/\/payment\/[0-9a-f]{24}\?/);
  await page.getByText('پرداخت موفق').waitFor();
  await shot(page, 'payment-result-phone');
  await page.getByTestId('track-order').click();
  await page.waitForURL('**/orderTracking/**');
  await page.getByTestId('order-status').filter({ hasText: 'ثبت شده' }).waitFor();

  // The wallet is empty now and the ledger says why.
  await page.goto(`${f.base}/profile/transaction`);
  await page.getByTestId('transaction').nth(1).waitFor();
  expect(await page.getByTestId('transaction').count()).toBe(2);
  await page.getByText('پرداخت سفارش').first().waitFor();
  await page.getByText('شارژ کیف پول').first().waitFor();

  // An espresso as an anonymous gift to a phone number, paid on site.
  await page.goto(`${f.base}/menu/${f.providerId}`);
  await page.getByRole('button', { name: 'افزودن اسپرسو' }).first().click();
  await page.goto(`${f.base}/orders/${f.providerId}`);
  await page.getByTestId('gift-order').click();
  const gift = page.getByRole('dialog', { name: 'ارسال سفارش به عنوان هدیه' });
  await gift.getByTestId('gift-tab-phone').click();
  await gift.getByTestId('gift-phone').fill('0935');
  await gift.getByTestId('gift-next').click();
  await gift.getByText('شماره تلفن وارد شده صحیح نمی باشد').waitFor();
  await gift.getByTestId('gift-phone').fill(recipientLocal);
  await gift.getByTestId('gift-anonymous').check();
  await gift.getByTestId('gift-next').click();
  await gift.waitFor({ state: 'detached' });
  const giftPay = page.getByRole('dialog', { name: 'روش پرداخت' });
  await giftPay.getByTestId('pay-gift').filter({ hasText: '(ناشناس)' }).waitFor();
  await giftPay.getByTestId('pay-pos').click();
  await giftPay.getByTestId('accept-rules').check();
  await giftPay.getByTestId('pay-submit').click();
  await page.waitForURL('**/orderTracking/**');
  const giftOrderId = page.url().split('/').pop()!;
  // The payer sees the order they paid for: to whom (anonymous), what and its status (issue 16).
  await page.getByTestId('order-number').waitFor();
  await page
    .getByTestId('order-gift')
    .filter({ hasText: `${recipientLocal.replace(/\d/g, (d) => '۰۱۲۳۴۵۶۷۸۹'[Number(d)])} (ناشناس)` })
    .waitFor();
  await page.getByTestId('order-status').filter({ hasText: 'ثبت شده' }).waitFor();
  await page.goto(`${f.base}/previousOrders`);
  await page.locator(`a[href="/orderTracking/${giftOrderId}"]`).first().click();
  await page.getByTestId('order-gift').waitFor();
  await expect(page.getByTestId('order-error')).toHaveCount(0);

  // Paid on site, the gift is texted only once the branch accepts it (nobody can text strangers by never paying).
  expect(textsTo(f, RECIPIENT).length).toBe(0);
  const counter = await browser.newContext(DESKTOP);
  await signIn(counter, f, '+989120000002');
  const accepted = await counter.request.post(`${f.base}/api/v1/order/change/status`, {
    data: { orderId: giftOrderId, status: 'accepted' },
    headers: { origin: f.base },
  });
  expect(accepted.status()).toBe(200);
  await counter.close();

  // The recipient gets an SMS that does not name the sender, and finds the order once they sign up.
  const texts = textsTo(f, RECIPIENT);
  expect(texts.length).toBe(1);
  expect(texts[0]).toMatch(/یک دوست یک سفارش هدیه در کافه همکار میرداماد برای شما ثبت کرد/);
  const recipient = await browser.newContext(PHONE);
  await signIn(recipient, f, RECIPIENT);
  const theirs = await recipient.newPage();
  await theirs.goto(`${f.base}/previousOrders`);
  await theirs.locator(`a[href="/orderTracking/${giftOrderId}"]`).first().click();
  await theirs.getByTestId('order-gift').filter({ hasText: 'یک دوست' }).waitFor();
  await theirs.goBack();
  await shot(theirs, 'gift-received-phone');

  await recipient.close();
  await ctx.close();
});

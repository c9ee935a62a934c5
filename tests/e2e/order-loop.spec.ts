import { toPersianDigits } from '../../lib/digits';
import { codeFor, DESKTOP, expect, orderEspresso, PHONE, perAttempt, shot, signIn, test } from './browser';

// The menu's fonts and its guest start without API calls are in performance.spec.ts.

test('a new customer orders a latte and a cheesecake to table 7, pays on site, and watches the barista accept it', async ({
  browser,
  f,
}) => {
  // The barista has the Mirdamad order board open on the counter's screen.
  const counter = await browser.newContext(DESKTOP);
  await signIn(counter, f, '+989120000002');
  const board = await counter.newPage();
  await board.goto(`${f.base}/panel/${f.providerId}/orders`);
  await board.getByText('زنده', { exact: true }).first().waitFor({ timeout: 15_000 });

  // A customer on a phone opens /menu and lands on the default branch's menu.
  const phone = await browser.newContext(PHONE);
  const page = await phone.newPage();
  await page.goto(`${f.base}/menu`);
  await page.waitForURL(`**/menu/${f.providerId}`);
  // The spec's /Menu is the same door.
  const alias = await page.request.get(`${f.base}/Menu`, { maxRedirects: 0 });
  expect(alias.headers().location).toBe(`/menu/${f.providerId}`);
  await page.getByRole('heading', { name: 'نوشیدنی‌های گرم' }).waitFor();
  await shot(page, 'menu-phone');

  // Losing the connection is said plainly, and the banner goes when it is back.
  await phone.setOffline(true);
  await page.getByTestId('offline-banner').waitFor();
  await phone.setOffline(false);
  await page.getByTestId('offline-banner').waitFor({ state: 'detached' });

  // Unavailable items say so and cannot be added.
  const hotChocolate = page.getByTestId('item-card').filter({ hasText: 'هات چاکلت' });
  await hotChocolate.getByText('تمام شد').waitFor();

  await page.getByRole('button', { name: 'افزودن لاته' }).first().click();
  await page.getByRole('button', { name: 'افزودن چیزکیک نیویورکی' }).first().click();
  await page.getByTestId('cart-badge').filter({ hasText: '۲' }).waitFor();

  // They scan the QR code on table 7.
  await page.goto(`${f.base}/qr/${f.table7}`);
  await page.waitForURL(`**/menu/${f.providerId}`);
  await page.getByTestId('cart-badge').filter({ hasText: '۲' }).waitFor();

  await page.goto(`${f.base}/orders/${f.providerId}`);
  await page.getByText('میز ۷').first().waitFor();
  // 98,000 + 135,000, priced by the server.
  await page.getByText('۲۳۳٬۰۰۰ تومان').first().waitFor();
  await shot(page, 'cart-phone');

  // Not signed in yet: ordering asks them to log in with an SMS code.
  const customer = perAttempt('+989125551234');
  await page.getByTestId('submit-order').click();
  const phoneInput = page.getByTestId('login-phone');
  await phoneInput.waitFor();
  await page.getByRole('button', { name: 'ارسال کد' }).click();
  await page.getByText('شماره وارد نشده است!').waitFor();
  await phoneInput.fill(toPersianDigits(`0${customer.slice(3)}`));
  await page.getByRole('button', { name: 'ارسال کد' }).click();
  const boxes = page.getByTestId('code-box');
  await boxes.first().waitFor();
  expect(await boxes.count()).toBe(5);
  const code = await codeFor(f, customer);
  // Typing the fifth digit submits by itself.
  await boxes.first().click();
  await page.keyboard.type(code, { delay: 40 });
  // Logged in from the cart, they land straight in the payment type modal (spec section 4).
  const pay = page.getByRole('dialog', { name: 'روش پرداخت' });
  await pay.waitFor();
  await pay.getByTestId('pay-total').filter({ hasText: '۲۳۳٬۰۰۰ تومان' }).waitFor();
  await shot(page, 'payment-type-phone');

  // Mirdamad has house rules: no pay button works until they are accepted. They pay on site.
  await pay.getByTestId('pay-pos').click();
  const submitOrder = pay.getByTestId('pay-submit');
  expect(await submitOrder.isDisabled()).toBe(true);
  await pay.getByTestId('accept-rules').check();
  await submitOrder.click();
  await page.waitForURL('**/orderTracking/**');
  const status = page.getByTestId('order-status');
  await status.filter({ hasText: 'ثبت شده' }).waitFor();
  const orderId = page.url().split('/').pop()!;
  await shot(page, 'tracking-new-phone');

  // The order reaches the counter without a reload, and the barista accepts it.
  const card = board.locator(`[data-testid="panel-order"][data-order-id="${orderId}"]`);
  await card.waitFor({ timeout: 15_000 });
  await card.getByText('میز ۷').first().waitFor();
  await shot(board, 'board-desktop');
  // One press: moving forward asks nothing (issue 16).
  await card.getByTestId('status-action-accepted').click();
  await card.getByText('تایید شده').first().waitFor();

  // The customer's tracking page changes by itself.
  await status.filter({ hasText: 'تایید شده' }).waitFor({ timeout: 15_000 });
  await shot(page, 'tracking-accepted-phone');

  // And the order is in their previous orders.
  await page.goto(`${f.base}/previousOrders`);
  await page.locator(`a[href="/orderTracking/${orderId}"]`).first().waitFor();
  // Back on the server-rendered menu, signed in now: the session is checked and the header greets them.
  await page.goto(`${f.base}/menu/${f.providerId}`);
  await page.getByTestId('header-greeting').waitFor();

  await phone.close();
  await counter.close();
});

test('answering no to the cancel confirmation leaves the order new, on the board and on the server', async ({
  browser,
  f,
}) => {
  const counter = await browser.newContext(DESKTOP);
  await signIn(counter, f, '+989120000001');
  const customer = await browser.newContext(PHONE);
  await signIn(customer, f, '+989120000003');
  const orderId = await orderEspresso(customer, f);

  const board = await counter.newPage();
  await board.goto(`${f.base}/panel/${f.providerId}/orders`);
  const card = board.locator(`[data-testid="panel-order"][data-order-id="${orderId}"]`);
  await card.waitFor();
  await card.getByTestId('status-action-canceled').click();
  // Cancelling asks why (the customer sees it); going back leaves the order as it was.
  await card.getByTestId('cancel-reason-form').waitFor();
  await card.getByTestId('cancel-reason-back').click();
  await card.getByTestId('status-action-accepted').waitFor();
  const fresh = await (await counter.request.get(`${f.base}/api/v1/order/${orderId}`)).json();
  expect(fresh.order.status).toBe('new');
  await counter.close();
  await customer.close();
});

test('unknown paths show the Persian not-found page with a link home', async ({ browser, f }) => {
  const ctx = await browser.newContext(PHONE);
  const page = await ctx.newPage();
  const res = await page.goto(`${f.base}/no-such-page`);
  expect(res?.status()).toBe(404);
  await page.getByText('۴۰۴').first().waitFor();
  await page.getByRole('link', { name: 'بازگشت به خانه' }).waitFor();
  await ctx.close();
});

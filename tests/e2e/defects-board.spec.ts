import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';
import { DESKTOP, expect, PHONE, perAttempt, shot, signIn, test } from './browser';

// Issue 16's board defects (desktop) and the accessibility check of the customer screens and the board.

async function espressoId(page: Page, base: string, providerId: string): Promise<string> {
  const menu = await (await page.request.get(`${base}/api/v1/menu/list/${providerId}`)).json();
  return menu.menuList
    .flatMap((c: { items: { _id: string; title: string }[] }) => c.items)
    .find((i: { title: string }) => i.title === 'اسپرسو')._id;
}

test('the board marks an anonymous gift with its recipient, shows a delivery address, moves forward in one press and hands over in two', async ({
  browser,
  f,
}) => {
  const customer = await browser.newContext(PHONE);
  await signIn(customer, f, perAttempt('+989127770601'));
  const cp = await customer.newPage();
  const espresso = await espressoId(cp, f.base, f.providerId);
  const recipient = perAttempt('+989357770602');
  const gift = await cp.request.post(`${f.base}/api/v1/order/submit`, {
    data: {
      providerId: f.providerId,
      items: [{ _id: espresso, count: 1 }],
      paymentBy: 'pos',
      orderType: 'takeAway',
      gift: { targetPhone: recipient, anonymous: true },
    },
  });
  expect(gift.status()).toBe(200);
  const giftId = ((await gift.json()) as { orderId: string }).orderId;
  const sent = await cp.request.post(`${f.base}/api/v1/order/submit`, {
    data: {
      providerId: f.providerId,
      items: [{ _id: espresso, count: 1 }],
      paymentBy: 'pos',
      orderType: 'delivery',
      delivery: { address: 'تهران، میدان ونک، برج آرین، طبقه ۵' },
    },
  });
  expect(sent.status()).toBe(200);
  const deliveryId = ((await sent.json()) as { orderId: string }).orderId;

  const counter = await browser.newContext(DESKTOP);
  await signIn(counter, f, '+989120000002');
  const board = await counter.newPage();
  await board.goto(`${f.base}/panel/${f.providerId}/orders`);
  const giftCard = board.locator(`[data-testid="panel-order"][data-order-id="${giftId}"]`);
  await giftCard.waitFor();
  // Not «مشتری بدون نام»: a gift, to the recipient's (masked) phone.
  await giftCard.getByTestId('order-gift').filter({ hasText: 'هدیه برای ۰۹۳۵' }).waitFor();
  await expect(giftCard.getByText('مشتری بدون نام')).toHaveCount(0);
  const deliveryCard = board.locator(`[data-testid="panel-order"][data-order-id="${deliveryId}"]`);
  await deliveryCard.getByTestId('order-delivery-address').filter({ hasText: 'میدان ونک' }).waitFor();
  // The tab's title counts the new orders.
  await expect.poll(() => board.title()).toMatch(/^\([۰-۹]+\) /);
  // The automatic printing switch is this device's choice and stays after a reload.
  await board.getByTestId('auto-print-toggle').check();
  await board.reload();
  await expect(board.getByTestId('auto-print-toggle')).toBeChecked();
  await board.getByTestId('auto-print-toggle').uncheck();
  await shot(board, 'defects-board-desktop');

  // Forward: one press, no confirmation dialog.
  await giftCard.getByTestId('status-action-accepted').click();
  await board.locator(`[data-testid="panel-order"][data-order-id="${giftId}"][data-status="accepted"]`).waitFor();
  await expect(board.getByTestId('confirm-yes')).toHaveCount(0);
  // Handing over an unpaid order: «تحویل شد», then how it was paid, then confirm.
  await deliveryCard.getByTestId('status-action-delivered').click();
  await deliveryCard.getByTestId('payment-method-option').first().click();
  // Picking the method is not the hand-over: it waits for the confirm (issue 21 D06).
  await expect(deliveryCard.getByTestId('payment-method-confirm')).toBeEnabled();
  await deliveryCard.getByTestId('payment-method-confirm').click();
  await expect
    .poll(async () => (await (await counter.request.get(`${f.base}/api/v1/order/${deliveryId}`)).json()).order.status)
    .toBe('delivered');
  // Cancelling still asks, now for the reason the customer will see.
  const third = await cp.request.post(`${f.base}/api/v1/order/submit`, {
    data: { providerId: f.providerId, items: [{ _id: espresso, count: 1 }], paymentBy: 'pos', orderType: 'takeAway' },
  });
  const thirdId = ((await third.json()) as { orderId: string }).orderId;
  const thirdCard = board.locator(`[data-testid="panel-order"][data-order-id="${thirdId}"]`);
  await thirdCard.getByTestId('status-action-canceled').click({ timeout: 20_000 });
  await thirdCard.getByTestId('cancel-reason-back').click();
  await thirdCard.getByTestId('status-action-accepted').waitFor();
  await thirdCard.getByTestId('status-action-canceled').click();
  // No reason, no cancel: the form says so in Persian.
  await thirdCard.getByTestId('cancel-reason-confirm').click();
  await thirdCard.getByRole('alert').filter({ hasText: 'برای لغو سفارش، دلیل آن را بنویسید.' }).waitFor();
  await thirdCard.getByTestId('cancel-reason-quick').filter({ hasText: 'تمام شدن مواد' }).click();
  await shot(board, 'cancel-reason-desktop');
  await thirdCard.getByTestId('cancel-reason-confirm').click();
  await expect
    .poll(
      async () => (await (await counter.request.get(`${f.base}/api/v1/order/${thirdId}`)).json()).order.cancelReason,
    )
    .toBe('تمام شدن مواد');
  // The live board lets the canceled order go; «تحویل‌شده و لغوشده» shows it with its reason.
  await thirdCard.waitFor({ state: 'detached' });
  await board.getByTestId('status-tab-closed').click();
  await thirdCard.getByTestId('order-cancel-reason').filter({ hasText: 'تمام شدن مواد' }).waitFor();
  // The customer sees the reason on the order.
  const tracked = await customer.newPage();
  await tracked.goto(`${f.base}/orderTracking/${thirdId}`);
  await tracked.getByTestId('order-cancel-reason').filter({ hasText: 'تمام شدن مواد' }).waitFor();
  await shot(tracked, 'cancel-reason-tracking-phone');
  await counter.close();
  await customer.close();
});

/** Serious and critical axe violations on the page as it is, named for the report. */
async function seriousViolations(page: Page): Promise<string[]> {
  const { violations } = await new AxeBuilder({ page }).analyze();
  return violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map(
      (v) =>
        `${v.id} (${v.impact}): ${v.nodes
          .map((n) => n.target.join(' '))
          .slice(0, 3)
          .join(', ')}`,
    );
}

test('axe finds no serious or critical violations on the customer screens (phone) and the board (desktop)', async ({
  browser,
  f,
}) => {
  const phone = await browser.newContext(PHONE);
  await signIn(phone, f, perAttempt('+989127770701'));
  const page = await phone.newPage();
  const espresso = await espressoId(page, f.base, f.providerId);
  const placed = await page.request.post(`${f.base}/api/v1/order/submit`, {
    data: { providerId: f.providerId, items: [{ _id: espresso, count: 1 }], paymentBy: 'pos', orderType: 'takeAway' },
  });
  const orderId = ((await placed.json()) as { orderId: string }).orderId;
  const screens: [string, string, string][] = [
    ['home', '/', 'main'],
    ['menu', `/menu/${f.providerId}`, '[data-testid="item-card"]'],
    ['wallet', '/profile/wallet', '[data-testid="wallet-balance"]'],
    ['previousOrders', '/previousOrders', '[data-testid="order-card"]'],
    ['orderTracking', `/orderTracking/${orderId}`, '[data-testid="order-status"]'],
    ['profile', '/profile', 'main'],
  ];
  const found: Record<string, string[]> = {};
  for (const [name, path, ready] of screens) {
    await page.goto(`${f.base}${path}`);
    await page.locator(ready).first().waitFor();
    found[name] = await seriousViolations(page);
  }
  // The cart with something in it.
  await page.goto(`${f.base}/menu/${f.providerId}`);
  await page.getByRole('button', { name: 'افزودن اسپرسو' }).first().click();
  await page.goto(`${f.base}/orders/${f.providerId}`);
  await page.getByTestId('price-summary').waitFor();
  found.cart = await seriousViolations(page);

  const counter = await browser.newContext(DESKTOP);
  await signIn(counter, f, '+989120000002');
  const board = await counter.newPage();
  await board.goto(`${f.base}/panel/${f.providerId}/orders`);
  await board.getByTestId('panel-order').first().waitFor();
  found.board = await seriousViolations(board);

  expect(found).toEqual({
    home: [],
    menu: [],
    wallet: [],
    previousOrders: [],
    orderTracking: [],
    profile: [],
    cart: [],
    board: [],
  });
  await counter.close();
  await phone.close();
});

import type { Route } from '@playwright/test';
import { DESKTOP, expect, orderEspresso, PHONE, shot, signIn, test } from './browser';

/** Holds matching requests until opened (a slow network), then lets them reach the real server. */
function gate() {
  let open = false;
  const held: Route[] = [];
  return {
    handler: (route: Route) => {
      if (open) return route.continue();
      held.push(route);
    },
    close: () => {
      open = false;
    },
    release: async () => {
      open = true;
      await Promise.all(held.splice(0).map((r) => r.continue()));
    },
    get waiting() {
      return held.length;
    },
  };
}

test("the server refuses a barista's status change (the branch admin cancelled the order first) and the card moves back", async ({
  browser,
  f,
}) => {
  // A customer orders an espresso to take away, paying on site.
  const customer = await browser.newContext(PHONE);
  await signIn(customer, f, '+989120000003');
  const orderId = await orderEspresso(customer, f);

  // The barista's board, on a connection that drops the live feed and is slow for the rest, so
  // what the card shows comes only from the board's own request and its undo.
  const counter = await browser.newContext(DESKTOP);
  await signIn(counter, f, '+989120000002');
  const board = await counter.newPage();
  await board.route('**/api/v1/order/events/**', (route) => route.abort());
  const lists = gate();
  const change = gate();
  await board.route('**/api/v1/order/list/**', lists.handler);
  await board.route('**/api/v1/order/change/status', change.handler);
  await lists.release();
  await board.goto(`${f.base}/panel/${f.providerId}/orders`);
  const card = board.locator(`[data-testid="panel-order"][data-order-id="${orderId}"]`);
  await card.waitFor();
  expect(await card.getAttribute('data-status')).toBe('new');
  lists.close();

  // Meanwhile the branch admin cancels it from another session.
  const admin = await browser.newContext(DESKTOP);
  await signIn(admin, f, '+989120000001');
  const cancelled = await admin.request.post(`${f.base}/api/v1/order/change/status`, {
    data: { orderId, status: 'canceled', reason: 'تمام شدن مواد' },
  });
  expect(cancelled.status()).toBe(200);

  // The barista, still seeing it as new, accepts it: the card moves at once.
  // Moving forward asks nothing (issue 16): one press.
  await card.getByTestId('status-action-accepted').click();
  const cardIn = (status: string) =>
    board.locator(`[data-testid="panel-order"][data-order-id="${orderId}"][data-status="${status}"]`);
  await cardIn('accepted').waitFor();
  for (let i = 0; i < 50 && change.waiting === 0; i++) await board.waitForTimeout(100);
  expect(change.waiting, 'the status change is on its way').toBe(1);

  // The server refuses: the card goes back to what the board knew, with the server's Persian reason.
  await change.release();
  const message = board.getByTestId('error-message');
  await message.waitFor();
  expect((await message.textContent()) ?? '').toMatch(
    /^(تغییر وضعیت سفارش به این حالت مجاز نیست\.|خطا در تغییر وضعیت سفارش)$/,
  );
  await cardIn('new').waitFor();
  await card.getByText('ثبت شده').first().waitFor();
  await shot(board, 'board-undo-desktop');

  // Closing the message, the board reloads the branch's orders: the cancelled order leaves the live
  // view and is under «تحویل‌شده و لغوشده», with the admin's reason.
  await board.getByTestId('error-close').click();
  await lists.release();
  await card.waitFor({ state: 'detached', timeout: 15_000 });
  await board.getByTestId('status-tab-closed').click();
  await cardIn('canceled').waitFor({ timeout: 15_000 });
  await card.getByTestId('order-cancel-reason').filter({ hasText: 'تمام شدن مواد' }).waitFor();
  expect(await card.getByTestId('status-action-accepted').count()).toBe(0);
  const fresh = await (await counter.request.get(`${f.base}/api/v1/order/${orderId}`)).json();
  expect(fresh.order.status).toBe('canceled');

  await admin.close();
  await counter.close();
  await customer.close();
});

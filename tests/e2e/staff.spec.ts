import { DESKTOP, expect, shot, signIn, test } from './browser';

test('a barista opens the shift, rings up a walk-in order at the counter, sees it arrive on the board and on the display, and the closing report counts it under its payment method', async ({
  browser,
  f,
}) => {
  const counter = await browser.newContext(DESKTOP);
  await signIn(counter, f, '+989120000002');

  // The shift opens (a retried story first closes the one it left open).
  const shiftPage = await counter.newPage();
  await shiftPage.goto(`${f.base}/panel/${f.providerId}/shift`);
  await expect(shiftPage.getByTestId('start-shift').or(shiftPage.getByTestId('finish-shift'))).toBeVisible();
  if (await shiftPage.getByTestId('finish-shift').isVisible()) {
    await shiftPage.getByTestId('finish-shift').click();
    await shiftPage.getByTestId('confirm-yes').click();
    await expect(shiftPage.getByTestId('closed-shift')).toBeVisible();
  }
  await shiftPage.getByLabel('یادداشت شروع شیفت (اختیاری)').fill('شیفت عصر');
  await shiftPage.getByTestId('start-shift').click();
  await expect(shiftPage.getByTestId('open-shift')).toContainText('علی رضایی');

  // The board and the barista display are open, following the live feed.
  const board = await counter.newPage();
  await board.goto(`${f.base}/panel/${f.providerId}/orders`);
  await expect(board.getByTestId('stream-state')).toHaveAttribute('data-state', 'live');
  const display = await counter.newPage();
  await display.goto(`${f.base}/panel/${f.providerId}/orders?display=1`);
  await expect(display.getByTestId('barista-display')).toBeVisible();

  // At the counter: two espressos to take away, paid by card reader.
  const till = await counter.newPage();
  await till.goto(`${f.base}/panel/${f.providerId}/counter`);
  const espresso = till.getByTestId('counter-item').filter({ hasText: 'اسپرسو' });
  await espresso.click();
  await espresso.click();
  await expect(till.getByTestId('counter-line')).toHaveCount(1);
  await expect(till.getByTestId('counter-line')).toContainText('۲');
  // Without a payment method the order is not sent.
  await till.getByTestId('counter-submit').click();
  await expect(till.getByTestId('counter-error')).toHaveText('روش پرداخت را انتخاب کنید.');
  await till.getByLabel('کارتخوان').check();
  await till.getByLabel('توضیحات (اختیاری)').fill('داغ');
  await till.getByTestId('counter-submit').click();
  const done = till.getByTestId('counter-done');
  await expect(done).toContainText('۱۳۰٬۰۰۰ تومان');
  await expect(done).toContainText('کارتخوان');
  const orderId = await done.getAttribute('data-order-id');
  expect(orderId).toBeTruthy();
  await shot(till, 'staff-counter');

  // It arrives on the board and on the display without a reload.
  const card = board.locator(`[data-testid="panel-order"][data-order-id="${orderId}"]`);
  await expect(card).toBeVisible();
  await expect(card).toHaveAttribute('data-status', 'new');
  const tile = display.locator(`[data-testid="display-card"][data-order="${orderId}"]`);
  await expect(tile).toContainText('اسپرسو');
  await expect(tile).toContainText('داغ');
  await expect(tile).toContainText('بیرون‌بر');
  await shot(display, 'staff-display');

  // Closing the shift: the report counts it under the card reader.
  await shiftPage.reload();
  await expect(shiftPage.getByTestId('open-shift')).toBeVisible();
  await shiftPage.getByTestId('finish-shift').click();
  await shiftPage.getByTestId('confirm-yes').click();
  const report = shiftPage.getByTestId('closed-shift');
  await expect(report).toBeVisible();
  const cardRow = report.getByTestId('takings-row').filter({ hasText: 'کارتخوان' });
  await expect(cardRow).toContainText('۱۳۰٬۰۰۰ تومان');
  await expect(report.getByTestId('report-orders')).not.toHaveText('۰');
  await expect(report).toContainText('علی رضایی');
  await shot(shiftPage, 'staff-shift-report');
  // And it is in the list of past shifts, viewable later.
  await expect(shiftPage.getByTestId('shift-row').first()).toBeVisible();
  await counter.close();
});

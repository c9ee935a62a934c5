import { isoDayToJalali, jalaliDate, tehranDayStart, tehranIsoDate } from '../../lib/jalali';
import { DESKTOP, expect, openBranchTool, orderEspresso, PHONE, perAttempt, shot, signIn, test } from './browser';

/**
 * Issue 21 D05/D18: a customer books the meeting room for today, paying on site; the barista's board
 * does not show it as a cafe order; the branch's reservations list shows its day, hours and who booked,
 * and checking the customer in records the payment with the method staff pick.
 */
test('a room booked for today, pay on site, stays off the board and is checked in from the reservations list with its payment', async ({
  browser,
  f,
}) => {
  const today = tehranIsoDate();
  const phone = await browser.newContext(PHONE);
  await signIn(phone, f, perAttempt('+989125558001'));
  const page = await phone.newPage();
  await page.goto(`${f.base}/menu/workspace/${f.providerId}`);
  const room = page.getByTestId('space-card').filter({ hasText: 'اتاق جلسه ۶ نفره' });
  await expect(room.getByTestId('space-card-price')).toContainText('/ ساعت');
  await room.getByRole('link', { name: 'رزرو اتاق جلسه ۶ نفره (ساعتی)' }).click();
  await page.waitForURL(`**/menu/workspace/${f.providerId}/**`);
  const day = page.getByTestId('space-day');
  await day.fill(isoDayToJalali(today));
  await day.press('Tab');
  // The last free hour of today (whatever the hour the story runs at).
  const free = page.getByTestId('hours').locator('[data-hour]:not([data-taken]):not([aria-disabled="true"])');
  test.skip((await free.count()) === 0, 'no bookable hour is left today at the branch');
  const slot = free.last();
  const hour = Number(await slot.getAttribute('data-hour'));
  await slot.click();
  await page.getByTestId('space-continue').click();
  await page.waitForURL('**/checkout?**');
  await page.getByTestId('space-pay').click();
  const pay = page.getByRole('dialog', { name: 'روش پرداخت' });
  await pay.getByTestId('pay-pos').click();
  await expect(pay.getByTestId('booking-rules')).toBeVisible();
  await pay.getByTestId('accept-rules').check();
  await pay.getByTestId('pay-submit').click();

  await page.waitForURL('**/orderTracking/**');
  const orderId = new URL(page.url()).pathname.split('/').pop()!;
  const tracking = page.getByTestId('booking-tracking');
  await expect(tracking.getByTestId('booking-day')).toHaveText(jalaliDate(tehranDayStart(today)!));
  await expect(tracking.getByTestId('booking-hours')).toContainText('(۱ ساعت)');
  await expect(tracking.getByTestId('order-status')).toHaveText('رزرو شده');
  // One cancel button at most (the booking's), none of the cafe order's.
  expect(await page.getByTestId('reservation-cancel').count()).toBeLessThanOrEqual(1);
  await expect(page.getByTestId('cancel-order')).toHaveCount(0);
  expect(hour).toBeGreaterThan(0);
  await shot(page, 'space-day-tracking-phone');
  const deskCustomer = await browser.newContext(DESKTOP);
  await deskCustomer.addCookies(await phone.cookies(f.base));
  const deskPage = await deskCustomer.newPage();
  await deskPage.goto(page.url());
  await deskPage.getByTestId('booking-tracking').waitFor();
  await shot(deskPage, 'space-day-tracking-desktop');

  // The barista's board: cafe orders only (an espresso of the same customer is there, the room is not).
  const espressoId = await orderEspresso(phone, f);
  const barista = await browser.newContext(DESKTOP);
  await signIn(barista, f, '+989120000002');
  const board = await barista.newPage();
  // Reached by clicking: home, «پنل», the branch's «سفارش‌های شعبه».
  await openBranchTool(board, f, 'سفارش‌های شعبه');
  await board.locator(`[data-testid="panel-order"][data-order-id="${espressoId}"]`).waitFor();
  await expect(board.locator(`[data-testid="panel-order"][data-order-id="${orderId}"]`)).toHaveCount(0);

  // The reservations list: day and hours, booked by the customer, checked in with the payment method.
  await board
    .getByRole('navigation', { name: 'پنل شعبه' })
    .getByRole('link', { name: 'رزروهای فضای کار', exact: true })
    .click();
  // Today's booking of the room (other stories may have booked it on other days).
  const row = board
    .getByTestId('reservation-row')
    .filter({ hasText: 'اتاق جلسه' })
    .filter({ hasText: isoDayToJalali(today) })
    .first();
  await expect(row).toContainText(isoDayToJalali(today));
  await expect(row.getByTestId('reservation-booked-by')).toContainText('توسط خود مشتری');
  await shot(board, 'space-day-reservations-desktop');
  const tablet = await browser.newContext(PHONE);
  await signIn(tablet, f, '+989120000002');
  const list = await tablet.newPage();
  await openBranchTool(list, f, 'رزروهای فضای کار');
  await list.getByTestId('reservation-row').first().waitFor();
  await shot(list, 'space-day-reservations-phone');

  await row.getByTestId('checkin-start').click();
  await row.getByTestId('checkin-method').first().check();
  await row.getByTestId('checkin-confirm').click();
  await expect(row.getByTestId('reservation-checked-in')).toHaveText('ورود ثبت شده');
  const order = await (await phone.request.get(`${f.base}/api/v1/order/${orderId}`)).json();
  expect(order.order).toMatchObject({ status: 'delivered', paid: true });
  expect(order.order.paymentMethodId).toBeTruthy();
  await shot(board, 'space-day-checked-in-desktop');
});

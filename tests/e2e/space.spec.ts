import { isoDayToJalali, jalaliDate, tehranDayStart, tehranIsoDate } from '../../lib/jalali';
import { DESKTOP, expect, PHONE, perAttempt, shot, signIn, test } from './browser';

test('a customer books the meeting room for 10:00–12:00 tomorrow on a phone, and a second customer sees those hours taken', async ({
  browser,
  f,
}) => {
  const tomorrow = tehranIsoDate(new Date(Date.now() + 86_400_000));

  const phone = await browser.newContext(PHONE);
  await signIn(phone, f, perAttempt('+989125557001'));
  const page = await phone.newPage();
  // The workspace menu links each item to its booking screen instead of the cart.
  await page.goto(`${f.base}/menu/workspace/${f.providerId}`);
  const room = page.getByTestId('space-card').filter({ hasText: 'اتاق جلسه ۶ نفره' });
  await room.getByRole('link', { name: 'رزرو اتاق جلسه ۶ نفره (ساعتی)' }).click();
  await page.waitForURL(`**/menu/workspace/${f.providerId}/**`);
  const itemId = new URL(page.url()).pathname.split('/')[4];
  await page.getByRole('heading', { name: 'اتاق جلسه ۶ نفره (ساعتی)' }).waitFor();

  // Tomorrow on the Jalali date input.
  const day = page.getByTestId('space-day');
  await day.fill(isoDayToJalali(tomorrow));
  await day.press('Tab');
  const hours = page.getByTestId('hours');
  await hours.locator('[data-hour="10"]').click();
  await hours.locator('[data-hour="11"]').click();
  await expect(hours.locator('[data-hour="10"]')).toHaveAttribute('aria-pressed', 'true');
  await expect(hours.locator('[data-hour="11"]')).toHaveAttribute('aria-pressed', 'true');
  await expect(page.getByTestId('space-total')).toHaveText('۹۰۰٬۰۰۰ تومان');
  await shot(page, 'space-hours-phone');
  await page.getByTestId('space-continue').click();

  await page.waitForURL('**/checkout?**');
  await expect(page.getByTestId('checkout-day')).toHaveText(isoDayToJalali(tomorrow));
  await expect(page.getByTestId('checkout-hours')).toContainText('۱۰:۰۰ تا ۱۲:۰۰');
  await page.getByTestId('space-pay').click();
  const pay = page.getByRole('dialog', { name: 'روش پرداخت' });
  await pay.getByTestId('pay-total').filter({ hasText: '۹۰۰٬۰۰۰' }).waitFor();
  await pay.getByTestId('pay-pos').click();
  await pay.getByTestId('accept-rules').check();
  await pay.getByTestId('pay-submit').click();

  // The order's tracking page is the booking's: its day, hours as a range and one cancel button, no cafe steps (issue 21 D18).
  await page.waitForURL('**/orderTracking/**');
  const reservation = page.getByTestId('booking-tracking');
  await expect(reservation.getByTestId('booking-hours')).toHaveText('۱۰:۰۰ تا ۱۲:۰۰ (۲ ساعت)');
  await expect(reservation.getByTestId('booking-day')).toHaveText(jalaliDate(tehranDayStart(tomorrow)!));
  await expect(reservation.getByTestId('order-status')).toHaveText('رزرو شده');
  await expect(page.getByTestId('reservation-cancel')).toHaveCount(1);
  await expect(page.getByTestId('cancel-order')).toHaveCount(0);
  await expect(page.getByTestId('reorder')).toHaveCount(0);
  await shot(page, 'space-tracking-phone');

  // Another customer, on a desktop, finds those two hours taken and not choosable.
  const desk = await browser.newContext(DESKTOP);
  await signIn(desk, f, perAttempt('+989125557002'));
  const other = await desk.newPage();
  // The room's own address without its branch (the spec's /menu/workspace/{providerId?}/{itemId}) opens the same page.
  expect(itemId).toMatch(/^[a-f0-9]{24}$/);
  await other.goto(`${f.base}/menu/workspace/${itemId}`);
  await other.waitForURL(`**/menu/workspace/${f.providerId}/${itemId}`);
  const otherDay = other.getByTestId('space-day');
  await otherDay.fill(isoDayToJalali(tomorrow));
  await otherDay.press('Tab');
  const otherHours = other.getByTestId('hours');
  await expect(otherHours.locator('[data-hour="10"]')).toHaveAttribute('data-taken', 'true');
  await expect(otherHours.locator('[data-hour="11"]')).toHaveAttribute('data-taken', 'true');
  await expect(otherHours.locator('[data-hour="12"]')).not.toHaveAttribute('data-taken', 'true');
  // Tapping a taken hour selects nothing and offers the waitlist instead.
  await otherHours.locator('[data-hour="10"]').click();
  await expect(otherHours.locator('[data-hour="10"]')).toHaveAttribute('aria-pressed', 'false');
  await other.getByTestId('waitlist').waitFor();
  await expect(other.getByTestId('space-continue')).toBeDisabled();
  await shot(other, 'space-taken-desktop');

  // The first customer cancels from their previous orders (well before the cut-off).
  await page.goto(`${f.base}/previousOrders`);
  const mine = page.getByTestId('my-reservations').getByTestId('reservation').first();
  await mine.getByTestId('reservation-cancel').click();
  await page.getByRole('dialog', { name: 'لغو رزرو' }).getByRole('button', { name: 'لغو رزرو' }).click();
  await mine.getByText('رزرو لغو شد.').waitFor();

  await other.reload();
  await otherDay.fill(isoDayToJalali(tomorrow));
  await otherDay.press('Tab');
  await expect(otherHours.locator('[data-hour="10"]')).not.toHaveAttribute('data-taken', 'true');
  await phone.close();
  await desk.close();
});

import { isoDayToJalali, tehranIsoDate } from '../../lib/jalali';
import { DESKTOP, expect, PHONE, perAttempt, shot, signIn, test } from './browser';

/**
 * Issue 28, member plans: a member buys the monthly plan with the wallet, books the meeting room with its credit
 * on a phone («پرداخت با اعتبار پلن», nothing paid), and sees the hours left this month on «پلن ماهانه».
 */
test('a member buys a plan by wallet, books a room with its credit and sees what is left', async ({ browser, f }) => {
  const tomorrow = tehranIsoDate(new Date(Date.now() + 86_400_000));
  const phone = await browser.newContext(PHONE);
  const member = perAttempt('+989125559101');
  await signIn(phone, f, member);
  const me = (await (await phone.request.get(`${f.base}/api/v1/check/activation`)).json()) as { user: { _id: string } };
  // Setup, not the story: head office credits the member's wallet with the plan's price.
  const office = await browser.newContext(DESKTOP);
  await signIn(office, f, '+989120000000');
  const charged = await office.request.post(`${f.base}/api/v1/user/charge/wallet`, {
    data: { userId: me.user._id, price: 2_400_000, description: 'شارژ برای خرید پلن', key: `plan-e2e-${Date.now()}` },
  });
  expect(charged.status()).toBe(200);

  const page = await phone.newPage();
  // From the profile: «پلن ماهانه», no plan yet, then the plans on sale.
  await page.goto(`${f.base}/profile`);
  await page.getByRole('link', { name: 'پلن ماهانه' }).click();
  await page.waitForURL('**/profile/plan');
  await page.getByText('پلن فعالی ندارید.').waitFor();
  await page.getByRole('link', { name: 'مشاهده پلن‌ها' }).click();
  await page.waitForURL('**/plans');
  const card = page.getByTestId('plan-card').filter({ hasText: 'پلن همکار ماهانه' });
  await expect(card).toContainText('۸ ساعت اتاق جلسه در ماه');
  await shot(page, 'plans-on-sale-phone');
  await card.getByTestId('plan-pay-wallet').click();
  await page.waitForURL('**/profile/plan');
  await expect(page.getByTestId('left-room')).toContainText('۸ از ۸ باقی‌مانده');

  // The workspace page: the room for two hours tomorrow, paid with the plan's credit.
  await page.goto(`${f.base}/menu/workspace/${f.providerId}`);
  await expect(page.getByTestId('plans-link')).toBeVisible();
  const room = page.getByTestId('space-card').filter({ hasText: 'اتاق جلسه ۶ نفره' });
  await room.getByRole('link', { name: 'رزرو اتاق جلسه ۶ نفره (ساعتی)' }).click();
  await page.waitForURL(`**/menu/workspace/${f.providerId}/**`);
  const day = page.getByTestId('space-day');
  await day.fill(isoDayToJalali(tomorrow));
  await day.press('Tab');
  const hours = page.getByTestId('hours');
  await hours.locator('[data-hour="16"]').click();
  await hours.locator('[data-hour="17"]').click();
  await page.getByTestId('space-continue').click();
  await page.waitForURL('**/checkout?**');
  await page.getByTestId('space-pay-credit').click();
  await page.waitForURL('**/orderTracking/**');
  const orderId = new URL(page.url()).pathname.split('/').pop()!;
  await expect(page.getByTestId('booking-tracking').getByTestId('booking-hours')).toHaveText('۱۶:۰۰ تا ۱۸:۰۰ (۲ ساعت)');
  const order = await (await phone.request.get(`${f.base}/api/v1/order/${orderId}`)).json();
  expect(order.order).toMatchObject({ paymentBy: 'credit', totalPrice: 0, paid: true });

  // What is left this month: six of eight hours, and when the credits reset and the plan ends.
  await page.goto(`${f.base}/profile`);
  await page.getByRole('link', { name: 'پلن ماهانه' }).click();
  await page.waitForURL('**/profile/plan');
  await expect(page.getByTestId('left-room')).toContainText('۶ از ۸ باقی‌مانده');
  await expect(page.getByTestId('left-pass')).toContainText('۴ از ۴ باقی‌مانده');
  await expect(page.getByTestId('plan-ends')).not.toBeEmpty();
  await shot(page, 'plan-page-phone');
  const desk = await browser.newContext(DESKTOP);
  await desk.addCookies(await phone.cookies(f.base));
  const deskPage = await desk.newPage();
  await deskPage.goto(`${f.base}/profile/plan`);
  await deskPage.getByTestId('my-plan').waitFor();
  await shot(deskPage, 'plan-page-desktop');
});

import { isoDayToJalali, tehranDayStart, tehranIsoDate } from '../../lib/jalali';
import { DESKTOP, expect, openBranchTool, PHONE, perAttempt, shot, signIn, test, textsTo } from './browser';

/**
 * Issue 28 on a phone: a member buys the monthly plan with the wallet and books the meeting room every week for
 * four weeks with its credit through the repeat sheet; the booking page shows the check-in QR; at the start the
 * customer's code is typed at the room's kiosk, opened by staff from the panel. Another customer's booking that
 * day is left unchecked while a third waits for its hour: past the start and the grace the no-show sweep releases
 * it, the booking page says so and the waiting customer is texted. The rules clock is moved and the sweep run
 * through the end-to-end server's test hooks (pages/api/v1/test/*), and the clock is put back whatever happens.
 */
test('a member buys a plan, books a room every week with its credit and checks in at the kiosk; a no-show is released to the waitlist', async ({
  browser,
  f,
}) => {
  // About a minute on an idle machine; the shared 2-core machine of the helpers takes three times that.
  test.setTimeout(300_000);
  // Two days on, so every hour is free whatever the hour the story runs at; the rules clock is moved there.
  const day = tehranIsoDate(new Date(Date.now() + 2 * 86_400_000));
  const at = (hour: number, minutes: number) =>
    new Date(tehranDayStart(day)!.getTime() + hour * 3_600_000 + minutes * 60_000).toISOString();
  const MEMBER = perAttempt('+989125559101');
  const NO_SHOW = perAttempt('+989125559102');
  const WAITING = perAttempt('+989125559103');

  const phone = await browser.newContext(PHONE);
  await signIn(phone, f, MEMBER);
  const me = (await (await phone.request.get(`${f.base}/api/v1/check/activation`)).json()) as { user: { _id: string } };
  // Setup, not the story: head office credits the member's wallet with the plan's price.
  const office = await browser.newContext(DESKTOP);
  await signIn(office, f, '+989120000000');
  const charged = await office.request.post(`${f.base}/api/v1/user/charge/wallet`, {
    data: { userId: me.user._id, price: 2_400_000, description: 'شارژ برای خرید پلن', key: `plan-e2e-${Date.now()}` },
  });
  expect(charged.status()).toBe(200);
  const clock = async (data: object) =>
    expect((await office.request.post(`${f.base}/api/v1/test/clock`, { data })).status()).toBe(200);

  try {
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

    // The workspace page: the room at 10:00 for an hour, every week four times, paid with the plan's credit.
    await page.goto(`${f.base}/menu/workspace/${f.providerId}`);
    await expect(page.getByTestId('plans-link')).toBeVisible();
    const room = page.getByTestId('space-card').filter({ hasText: 'اتاق جلسه ۶ نفره' });
    await room.getByRole('link', { name: 'رزرو اتاق جلسه ۶ نفره (ساعتی)' }).click();
    await page.waitForURL(`**/menu/workspace/${f.providerId}/**`);
    const itemId = new URL(page.url()).pathname.split('/').pop()!;
    const dayInput = page.getByTestId('space-day');
    await dayInput.fill(isoDayToJalali(day));
    await dayInput.press('Tab');
    await page.getByTestId('hours').locator('[data-hour="10"]').click();
    await page.getByTestId('space-continue').click();
    await page.waitForURL('**/checkout?**');
    // The bar with the plan-credit button fits the phone (it pushed the page sideways and hid the repeat sheet).
    await page.getByTestId('space-pay-credit').waitFor();
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
    await page.getByTestId('repeat-on').check();
    await expect(page.getByTestId('repeat-every-week')).toBeChecked();
    await page.getByTestId('repeat-count').selectOption('4');
    await page.getByTestId('repeat-pay-credit').check();
    await page.getByTestId('repeat-submit').click();
    const result = page.getByTestId('repeat-result');
    await expect(result).toContainText('۴ جلسه رزرو شد');
    await result.getByRole('link').first().click();
    await page.waitForURL('**/orderTracking/**');
    const memberOrder = new URL(page.url()).pathname.split('/').pop()!;
    const tracking = page.getByTestId('booking-tracking');
    await expect(tracking.getByTestId('booking-hours')).toHaveText('۱۰:۰۰ تا ۱۱:۰۰ (۱ ساعت)');
    const qr = page.getByTestId('checkin-qr');
    await expect(qr).toHaveAttribute('src', /^data:image/);
    await page.getByTestId('checkin-code').evaluate((el) => el.scrollIntoView({ block: 'center' }));
    const code = (await page.getByTestId('checkin-code-text').textContent())!.trim();
    await shot(page, 'checkin-qr-phone');

    // What is left this month: four of eight hours.
    await page.goto(`${f.base}/profile/plan`);
    await expect(page.getByTestId('left-room')).toContainText('۴ از ۸ باقی‌مانده');
    await expect(page.getByTestId('left-pass')).toContainText('۴ از ۴ باقی‌مانده');
    await expect(page.getByTestId('plan-ends')).not.toBeEmpty();
    await shot(page, 'plan-page-phone');

    // Setup: another customer books 12:00–13:00 that day, to pay on site.
    const noShow = await browser.newContext(PHONE);
    await signIn(noShow, f, NO_SHOW);
    const booked = await noShow.request.post(`${f.base}/api/v1/order/space/submit`, {
      data: { providerId: f.providerId, itemId, startDate: day, startingHour: 12, endingHour: 13, paymentBy: 'pos' },
    });
    expect(booked.status()).toBe(200);
    const noShowOrder = ((await booked.json()) as { orderId: string }).orderId;
    // A third finds 12:00 taken and joins its waitlist (what the room page's «اگر جا خالی شد خبرم کن» sends).
    const waiting = await browser.newContext(PHONE);
    await signIn(waiting, f, WAITING);
    const joined = await waiting.request.post(`${f.base}/api/v1/order/space/waitlist`, {
      data: { itemId, date: day, startingHour: 12, endingHour: 13 },
    });
    expect(joined.status()).toBe(200);

    // Ten minutes before 10:00 check-in is open. Staff open the room's kiosk from the panel's workspace items.
    const tablet = await browser.newContext(DESKTOP);
    await signIn(tablet, f, '+989120000001');
    await clock({ at: at(9, 50) });
    const kiosk = await tablet.newPage();
    await openBranchTool(kiosk, f, 'فضاهای کار');
    const row = kiosk.getByTestId('space-item-row').filter({ hasText: 'اتاق جلسه ۶ نفره' });
    await row.getByTestId('kiosk-link').click();
    await kiosk.waitForURL(`**/checkin/${itemId}?**`);
    await expect(kiosk.getByRole('heading', { name: 'ورود به اتاق جلسه ۶ نفره (ساعتی)' })).toBeVisible();
    await kiosk.getByTestId('kiosk-code').fill(code);
    await kiosk.getByTestId('kiosk-submit').click();
    await expect(kiosk.getByTestId('kiosk-result')).toContainText('ورود شما ثبت شد');
    const checkedIn = (await (await phone.request.get(`${f.base}/api/v1/order/${memberOrder}`)).json()) as {
      order: { status: string; paymentBy: string };
    };
    expect(checkedIn.order).toMatchObject({ status: 'delivered', paymentBy: 'credit' });

    // 12:25: past the start and the branch's 20 minutes of grace, nobody checked in for 12:00. The sweep runs.
    await clock({ at: at(12, 25) });
    const swept = await office.request.post(`${f.base}/api/v1/test/job/space-no-show`);
    expect(swept.status()).toBe(200);
    expect(await swept.json()).toMatchObject({ ran: true });
    const np = await noShow.newPage();
    await np.goto(`${f.base}/orderTracking/${noShowOrder}`);
    // A fresh page: its first load is slow on a busy machine.
    await expect(np.getByTestId('order-status')).toHaveAttribute('data-status', 'canceled', { timeout: 20_000 });
    await expect(np.getByTestId('booking-tracking')).toContainText('ورود ثبت نشد و رزرو آزاد شد.');
    expect(textsTo(f, NO_SHOW).some((t) => t.includes('چون ورود ثبت نشد آزاد شد'))).toBe(true);
    const told = textsTo(f, WAITING).filter((t) => t.includes('جا خالی شد'));
    expect(told).toHaveLength(1);
    expect(told[0]).toContain(isoDayToJalali(day));
  } finally {
    await clock({ reset: true });
  }
});

import { DESKTOP, PHONE, expect, openBranchTool, shot, signIn, test } from './browser';

/** A busy shared machine: screens may take a while to answer. */
const slow = expect.configure({ timeout: 30_000 });

/**
 * Issue 21 D04/D38: the shift report a barista closes, at 1280x800 and on a phone: takings by method
 * (money taken only), the cash expected in the drawer, the cash counted at closing, the difference and
 * the closing note. Screenshots: tests/e2e/screens/money-shift-*.png.
 */
test('a barista closes the shift with the counted cash and a note and reads the report on a desktop and a phone', async ({
  browser,
  f,
}) => {
  const desk = await browser.newContext(DESKTOP);
  await signIn(desk, f, '+989120000002');
  const page = await desk.newPage();
  await openBranchTool(page, f, 'شیفت');
  await slow(page.getByTestId('start-shift').or(page.getByTestId('finish-shift'))).toBeVisible();
  if (await page.getByTestId('finish-shift').isVisible()) {
    await page.getByTestId('finish-shift').click();
    await page.getByTestId('confirm-yes').click();
    await slow(page.getByTestId('closed-shift')).toBeVisible();
  }
  await page.getByTestId('start-shift').click();
  await slow(page.getByTestId('open-shift')).toBeVisible();

  // Two espressos paid in cash at the counter.
  const till = await desk.newPage();
  await openBranchTool(till, f, 'ثبت سفارش حضوری');
  const espresso = till.getByTestId('counter-item').filter({ hasText: 'اسپرسو' });
  await espresso.click();
  await espresso.click();
  await till.getByLabel('نقدی').check();
  await till.getByTestId('counter-submit').click();
  await slow(till.getByTestId('counter-done')).toContainText('نقدی');
  await till.close();

  await page.reload();
  await slow(page.getByTestId('expected-cash')).toHaveText('۱۳۰٬۰۰۰ تومان');
  await page.getByLabel('نقد شمارش‌شده در صندوق (تومان، اختیاری)').fill('۱۲۵۰۰۰');
  await slow(page.getByLabel('نقد شمارش‌شده در صندوق (تومان، اختیاری)')).toHaveValue('۱۲۵٬۰۰۰');
  await page.getByLabel('یادداشت پایان شیفت (اختیاری)').fill('یک اسکناس پنج هزار تومانی کم است');
  await shot(page, 'money-shift-open-desktop');
  await page.getByTestId('finish-shift').click();
  await slow(page.getByTestId('confirm-message')).toContainText('۵٬۰۰۰ تومان کسری');
  await page.getByTestId('confirm-yes').click();
  const report = page.getByTestId('closed-shift');
  await slow(report.getByTestId('counted-cash')).toHaveText('۱۲۵٬۰۰۰ تومان');
  await slow(report.getByTestId('cash-difference')).toHaveText('۵٬۰۰۰ تومان کسری');
  await slow(report.getByTestId('closing-note')).toContainText('یک اسکناس پنج هزار تومانی کم است');
  await slow(report.getByTestId('report-total')).toContainText('تومان');
  await report.scrollIntoViewIfNeeded();
  await shot(page, 'money-shift-closed-desktop');
  await desk.close();

  // On a phone: the past shift's report from the list.
  const phone = await browser.newContext(PHONE);
  await signIn(phone, f, '+989120000002');
  const p = await phone.newPage();
  await openBranchTool(p, f, 'شیفت');
  await p.getByTestId('view-shift').first().click();
  const viewed = p.getByTestId('viewed-shift');
  await slow(viewed.getByTestId('cash-difference')).toHaveText('۵٬۰۰۰ تومان کسری');
  await viewed.scrollIntoViewIfNeeded();
  await shot(p, 'money-shift-closed-phone');
  await viewed.getByTestId('shift-cash').scrollIntoViewIfNeeded();
  await shot(p, 'money-shift-cash-phone');
  await phone.close();
});

import { DESKTOP, PHONE, expect, perAttempt, shot, signIn, test } from './browser';

/**
 * Head office on a desktop finds a customer by phone in /panel/users, charges their wallet 50,000
 * toman with a reason (confirmed), and the customer sees the money and the reason on their phone.
 */
test('an admin finds a user, charges their wallet 50,000 toman with a reason, and the user sees it on a phone', async ({
  browser,
  f,
}) => {
  const phone = perAttempt('+989121500777');
  const local = `0${phone.slice(3)}`;
  const customer = await browser.newContext(PHONE);
  await signIn(customer, f, phone);
  const admin = await browser.newContext(DESKTOP);
  await signIn(admin, f, '+989120000000');

  const page = await admin.newPage();
  await page.goto(`${f.base}/panel/users`);
  await page.getByTestId('users-search').fill(local.replace(/\d/g, (d) => '۰۱۲۳۴۵۶۷۸۹'[Number(d)]));
  const row = page.getByTestId('user-row');
  await expect(row).toHaveCount(1);
  await row.getByTestId('user-open').click();
  await page.waitForURL(`**/panel/users/**`);
  await expect(page.getByTestId('user-wallet')).toHaveText('۰ تومان');
  await page.getByTestId('adj-amount').fill('50000');
  await page.getByTestId('adj-reason').fill('جبران تاخیر سفارش');
  await page.getByTestId('adj-submit').click();
  await expect(page.getByTestId('confirm-message')).toContainText('۵۰٬۰۰۰');
  await page.getByTestId('confirm-yes').click();
  await expect(page.getByTestId('user-wallet')).toHaveText('۵۰٬۰۰۰ تومان');
  await shot(page, 'users-wallet-charged-desktop');

  const mine = await customer.newPage();
  await mine.goto(`${f.base}/profile/wallet`);
  await expect(mine.getByTestId('wallet-balance')).toContainText('۵۰٬۰۰۰');
  await mine.goto(`${f.base}/profile/transaction`);
  await expect(mine.getByText('جبران تاخیر سفارش')).toBeVisible();
  await shot(mine, 'users-wallet-charged-phone');
  await admin.close();
  await customer.close();
});

import { expect, PHONE, shot, test } from './browser';

// Issue 16: on a phone, the register form's errors sit under their fields, marked invalid, and the
// keyboard lands on the first one.
test('a newcomer who leaves the names empty and mistypes the phone sees each reason under its field, focused first', async ({
  browser,
  f,
}) => {
  const ctx = await browser.newContext(PHONE);
  const page = await ctx.newPage();
  await page.goto(`${f.base}/login`);
  await page.getByTestId('login-phone').waitFor();
  await page.getByTestId('to-register').click();
  const form = page.getByTestId('register-form');
  await page.getByTestId('register-phone').fill('0912 777');
  await page.getByTestId('register-terms').check();
  await page.getByTestId('register-submit').click();

  const first = page.getByTestId('register-firstName');
  await expect(first).toHaveAttribute('aria-invalid', 'true');
  await expect(first).toBeFocused();
  await expect(form.locator('#register-firstName-error')).toHaveText('لطفا نام خود را وارد کنید.');
  await expect(page.getByTestId('register-lastName')).toHaveAttribute('aria-invalid', 'true');
  await expect(form.locator('#register-lastName-error')).toHaveText('لطفا نام‌خانوادگی وارد کنید.');
  await expect(page.getByTestId('register-phone')).toHaveAttribute('aria-invalid', 'true');
  await expect(form.locator('#register-phone-error')).toHaveText('شماره تلفن وارد شده صحیح نمی باشد');
  // Marked in red like every form of the kit: the invalid field's border differs from a valid one's.
  const border = (id: string) => page.getByTestId(id).evaluate((el) => getComputedStyle(el).borderColor);
  expect(await border('register-firstName')).not.toBe(await border('register-reagentCode'));
  await shot(page, 'register-errors-phone');

  // Fixing a field takes its reason away.
  await first.fill('نیما');
  await expect(first).not.toHaveAttribute('aria-invalid', 'true');
  await expect(form.locator('#register-firstName-error')).toHaveCount(0);
  await ctx.close();
});

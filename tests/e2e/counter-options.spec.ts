import type { BrowserContext, Page } from '@playwright/test';
import { DESKTOP, expect, PHONE, shot, signIn, test, type Fixture } from './browser';

/** The barista reaches the counter as they would: the header's «پنل», their branch's board, its tab bar. */
async function openCounter(ctx: BrowserContext, f: Fixture): Promise<Page> {
  const page = await ctx.newPage();
  await page.goto(`${f.base}/`);
  await page.getByTestId('header-panel').click();
  await page
    .locator(`[data-testid="panel-branch"][data-provider-id="${f.providerId}"]`)
    .getByRole('link', { name: 'سفارش‌های شعبه' })
    .click();
  await page
    .getByRole('navigation', { name: 'پنل شعبه' })
    .getByRole('link', { name: 'ثبت سفارش حضوری', exact: true })
    .click();
  await page.getByRole('heading', { level: 1, name: /^ثبت سفارش حضوری/ }).waitFor();
  return page;
}

/** Marks the latte's milk required (or back to optional) as the branch admin does in its options screen. */
async function milkRequired(admin: BrowserContext, f: Fixture, latteId: string, required: boolean) {
  const now = await (await admin.request.get(`${f.base}/api/v1/menu/item/options/${latteId}`)).json();
  const groups = (now.optionGroups as { title: string; required: boolean }[]).map((g) =>
    g.title === 'شیر' ? { ...g, required } : g,
  );
  expect(
    (await admin.request.post(`${f.base}/api/v1/menu/item/options/${latteId}`, { data: { groups } })).status(),
  ).toBe(200);
}

test('issue 21 D03: a barista at the counter taps a latte whose milk is required, picks almond milk in the option sheet, sells it, and it is on the board', async ({
  browser,
  f,
}) => {
  const admin = await browser.newContext(DESKTOP);
  await signIn(admin, f, '+989120000001');
  const menu = await (await admin.request.get(`${f.base}/api/v1/menu/list/${f.providerId}`)).json();
  const latte = menu.menuList
    .flatMap((c: { items: { _id: string; title: string; description: string }[] }) => c.items)
    .find((i: { title: string }) => i.title === 'لاته');
  await milkRequired(admin, f, latte._id, true);
  try {
    const counter = await browser.newContext(DESKTOP);
    await signIn(counter, f, '+989120000002');
    const till = await openCounter(counter, f);
    await till.getByTestId('counter-item').filter({ hasText: /^لاته/ }).click();
    const sheet = till.getByRole('dialog', { name: 'لاته' });
    await sheet.getByRole('group', { name: /شیر/ }).first().waitFor();
    // Without the milk the sheet asks for it and adds nothing.
    await sheet.getByTestId('options-add').click();
    await sheet.getByRole('alert').filter({ hasText: 'شیر' }).waitFor();
    await expect(till.getByTestId('counter-line')).toHaveCount(0);
    await sheet.getByLabel(/شیر بادام/).check();
    await shot(till, 'counter-options-sheet-desktop');
    await sheet.getByRole('button', { name: 'افزودن به سفارش' }).click();
    await expect(sheet).toHaveCount(0);
    await till.getByTestId('counter-line').getByTestId('line-choice').filter({ hasText: 'شیر بادام' }).waitFor();
    await till.getByLabel('کارتخوان').check();
    await till.getByTestId('counter-submit').click();
    const done = till.getByTestId('counter-done');
    await done.waitFor();
    const orderId = (await done.getAttribute('data-order-id'))!;
    await expect(till.getByTestId('counter-error')).toHaveCount(0);

    await done.getByRole('link', { name: 'سفارش‌های شعبه' }).click();
    const card = till.locator(`[data-testid="panel-order"][data-order-id="${orderId}"]`);
    await card.getByTestId('line-choice').filter({ hasText: 'شیر بادام' }).waitFor({ timeout: 15_000 });
    await expect(card).toContainText('مشتری حضوری');
    await shot(till, 'counter-options-board-desktop');

    // The same sheet on a phone.
    const phone = await browser.newContext(PHONE);
    await signIn(phone, f, '+989120000002');
    const small = await openCounter(phone, f);
    await small.getByTestId('counter-item').filter({ hasText: /^لاته/ }).click();
    await small.getByRole('dialog', { name: 'لاته' }).getByRole('group', { name: /شیر/ }).first().waitFor();
    await shot(small, 'counter-options-sheet-phone');
    await phone.close();
    await counter.close();
  } finally {
    await milkRequired(admin, f, latte._id, false);
    await admin.close();
  }
});

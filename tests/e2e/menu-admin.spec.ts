import sharp from 'sharp';
import { DESKTOP, expect, PHONE, shot, signIn, test } from './browser';

// Names of this run, so the story also runs again on a used data directory.
const suffix = String(Date.now())
  .slice(-5)
  .replace(/\d/g, (d) => '۰۱۲۳۴۵۶۷۸۹'[Number(d)]);
// The demo staff of the fixture's branch (server/db/seed.ts DEMO_PHONES).
const ADMIN = '+989120000001';
const BARISTA = '+989120000002';
const CATEGORY = `شیرینی خانگی ${suffix}`;
const ITEM = `کیک زعفرانی ${suffix}`;

test('an admin adds a category and an item with a photo, a customer sees it on a phone, a barista marks it sold out and the menu says تمام شد', async ({
  browser,
  f,
}) => {
  test.setTimeout(120_000);
  const admin = await browser.newContext(DESKTOP);
  await signIn(admin, f, ADMIN);
  const page = await admin.newPage();

  // The category.
  await page.goto(`${f.base}/panel/${f.providerId}/category`);
  await page.getByTestId('category-title').fill(CATEGORY);
  await page.getByRole('button', { name: 'افزودن', exact: true }).click();
  await page.getByTestId('category-row').filter({ hasText: CATEGORY }).waitFor();

  // The item, with a photo sent from the form.
  await page.goto(`${f.base}/panel/${f.providerId}/items`);
  await page.getByTestId('new-item').click();
  const form = page.getByTestId('item-form');
  await form.getByTestId('item-title').fill(ITEM);
  await form.getByTestId('item-category').selectOption({ label: CATEGORY });
  await form.getByTestId('item-price').fill('۱۲۰۰۰۰');
  const photo = await sharp({ create: { width: 1000, height: 750, channels: 3, background: '#d8a23a' } })
    .jpeg()
    .toBuffer();
  await form.getByTestId('cover-input').setInputFiles({ name: 'کیک.jpg', mimeType: 'image/jpeg', buffer: photo });
  await expect(form.getByTestId('cover-preview')).toBeVisible();
  await shot(page, 'menu-admin-item-form-desktop');
  await form.getByTestId('item-save').click();
  await expect(page.getByTestId('item-form')).toHaveCount(0);
  const row = page.getByTestId('item-row').filter({ hasText: ITEM });
  await expect(row).toContainText('۱۲۰٬۰۰۰');
  await shot(page, 'menu-admin-items-desktop');

  // A customer on a phone sees it at once, with its photo.
  const customer = await browser.newContext(PHONE);
  const menu = await customer.newPage();
  await menu.goto(`${f.base}/menu/${f.providerId}`);
  const card = menu.getByTestId('item-card').filter({ hasText: ITEM });
  await card.scrollIntoViewIfNeeded();
  await expect(card.getByRole('button', { name: `افزودن ${ITEM}` })).toBeVisible();
  const img = card.locator('img');
  await expect.poll(() => img.evaluate((el: HTMLImageElement) => el.complete && el.naturalWidth)).toBeGreaterThan(0);
  await shot(menu, 'menu-admin-new-item-phone');

  // The branch's barista marks it unavailable from the panel (the switch moves at once).
  const barista = await browser.newContext(DESKTOP);
  await signIn(barista, f, BARISTA);
  const bp = await barista.newPage();
  await bp.goto(`${f.base}/panel/${f.providerId}/items`);
  // A barista has no add, edit or remove, only the availability switch.
  await expect(bp.getByTestId('new-item')).toHaveCount(0);
  const available = bp.getByRole('checkbox', { name: `${ITEM} موجود است` });
  await expect(available).toBeChecked();
  await available.uncheck();
  await expect(available).not.toBeChecked();
  await expect(available).toBeEnabled();
  await shot(bp, 'menu-admin-barista-desktop');

  await menu.reload();
  const soldOut = menu.getByTestId('item-card').filter({ hasText: ITEM });
  await soldOut.scrollIntoViewIfNeeded();
  await expect(soldOut).toContainText('تمام شد');
  await expect(soldOut.getByRole('button', { name: `افزودن ${ITEM}` })).toHaveCount(0);
  await shot(menu, 'menu-admin-sold-out-phone');

  await Promise.all([admin.close(), customer.close(), barista.close()]);
});

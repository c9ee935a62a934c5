import type { BrowserContext, Page } from '@playwright/test';
import { toPersianDigits } from '../../lib/digits';
import { DESKTOP, expect, openBranchTool, PHONE, perAttempt, shot, signIn, test, type Fixture } from './browser';

// Phones of their own, so the story also runs again on a used data directory.
const suffix = String(Date.now()).slice(-4);
const TABLE = 12;

/** A signed-in phone with a name (the tab shows it on every line). */
async function phone(browser: import('@playwright/test').Browser, f: Fixture, e164: string, firstName: string) {
  const ctx = await browser.newContext(PHONE);
  await signIn(ctx, f, e164);
  const named = await ctx.request.post(`${f.base}/api/v1/profile/edit`, {
    data: { firstName, lastName: 'آزمون' },
    headers: { origin: f.base },
  });
  expect(named.status()).toBe(200);
  return ctx;
}

/** Scans the table's QR as a phone camera opens it: /qr/{tableId} lands on the branch menu at «میز ۱۲». */
async function scan(ctx: BrowserContext, f: Fixture, tableId: string): Promise<Page> {
  const page = await ctx.newPage();
  await page.goto(`${f.base}/qr/${tableId}`);
  await page.waitForURL(`**/menu/${f.providerId}`);
  await page
    .getByTestId('menu-table')
    .filter({ hasText: `میز ${toPersianDigits(TABLE)}` })
    .waitFor();
  return page;
}

/** Adds a menu item to the phone's own part from the tab screen's menu sheet. */
async function add(page: Page, title: string) {
  await page.getByTestId('tab-add').click();
  const sheet = page.getByRole('dialog', { name: 'افزودن از منو' });
  await sheet.getByRole('button', { name: `افزودن ${title}`, exact: true }).click();
  return sheet;
}

async function sendRound(page: Page) {
  await page.getByTestId('tab-send-round').click();
  await page
    .getByRole('dialog', { name: 'ارسال سفارش به باریستا' })
    .getByRole('button', { name: 'ارسال سفارش این دور' })
    .click();
  await page.getByTestId('tab-notice').waitFor();
}

test('two friends share table 12: join with the code, add, send two rounds, split by items, pay by wallet and by bank; the next party starts a new tab', async ({
  browser,
  f,
}) => {
  const listed = await browser.newContext();
  const { tables } = (await (await listed.request.get(`${f.base}/api/v1/order/tables/${f.providerId}`)).json()) as {
    tables: { _id: string; number: number }[];
  };
  await listed.close();
  const tableId = tables.find((t) => t.number === TABLE)!._id;

  const a = await phone(browser, f, perAttempt(`+98912771${suffix}`), 'نگار');
  const b = await phone(browser, f, perAttempt(`+98912772${suffix}`), 'کاوه');
  // Negar's wallet holds enough for her share (charged by the super admin, as at the counter).
  const admin = await browser.newContext(DESKTOP);
  await signIn(admin, f, '+989120000000');
  const negar = (await (await a.request.get(`${f.base}/api/v1/check/activation`)).json()) as { user: { _id: string } };
  const charged = await admin.request.post(`${f.base}/api/v1/user/charge/wallet`, {
    data: { userId: negar.user._id, price: 300_000, description: 'اعتبار آزمون میز', key: `tab-e2e-${suffix}-credit` },
    headers: { origin: f.base },
  });
  expect(charged.status()).toBe(200);
  await admin.close();

  // Negar scans the table's QR: no tab is open, so the menu offers to start one.
  const pa = await scan(a, f, tableId);
  await pa.getByTestId('tab-start').filter({ hasText: 'شروع سفارش میز' }).click();
  await pa.waitForURL('**/tab/**');
  const tabUrl = pa.url();
  const code = await pa.getByTestId('tab-join-code-shown').getAttribute('data-code');
  expect(code).toMatch(/^\d{4}$/);

  // Kaveh scans the same QR: the table has a tab, so it offers to join it with the code on Negar's phone.
  const pb = await scan(b, f, tableId);
  await pb
    .getByTestId('tab-join')
    .filter({ hasText: `پیوستن به میز ${toPersianDigits(TABLE)}` })
    .waitFor();
  await pb.getByTestId('tab-join-code').fill(toPersianDigits(code!));
  await pb.getByTestId('tab-join').click();
  await pb.waitForURL(tabUrl);
  // Negar's phone shows him at the table without a reload.
  await pa.getByTestId('tab-member').filter({ hasText: 'کاوه' }).waitFor();

  // Both add to their own part: a large latte (the menu's options sheet) and an espresso.
  const sheet = await add(pa, 'لاته');
  const options = pa.getByRole('dialog', { name: 'لاته' });
  await options.getByText('بزرگ', { exact: true }).click();
  await options.getByTestId('options-add').click();
  await sheet.getByTestId('tab-menu-done').click();
  await (await add(pb, 'اسپرسو')).getByTestId('tab-menu-done').click();
  await pa.getByTestId('tab-draft').filter({ hasText: 'کاوه' }).filter({ hasText: 'اسپرسو' }).waitFor();
  await pb.getByTestId('tab-draft').filter({ hasText: 'نگار' }).filter({ hasText: 'لاته' }).waitFor();
  await shot(pa, 'tab-phone');

  // The barista's board (reached from the panel) shows the table's tab with both names once Negar sends the round.
  const staff = await browser.newContext({ ...DESKTOP, viewport: { width: 1024, height: 768 } });
  await signIn(staff, f, '+989120000002');
  const board = await staff.newPage();
  await openBranchTool(board, f, 'سفارش‌های شعبه');
  await sendRound(pa);
  const card = board.locator(`[data-testid="board-tab"][data-table="${TABLE}"]`);
  await card.getByTestId('board-tab-round').first().waitFor({ timeout: 20_000 });
  await card.getByTestId('board-tab-people').filter({ hasText: 'نگار' }).filter({ hasText: 'کاوه' }).waitFor();
  await card.getByTestId('board-tab-line').filter({ hasText: 'کاوه' }).filter({ hasText: 'اسپرسو' }).waitFor();
  await card
    .getByTestId('board-tab-code')
    .filter({ hasText: toPersianDigits(code!) })
    .waitFor();
  // The round is an order of the table on the board.
  const roundOrder = await pa.getByTestId('tab-round').first().getAttribute('data-order-id');
  await board
    .locator(`[data-testid="panel-order"][data-order-id="${roundOrder}"]`)
    .getByText(`میز ${toPersianDigits(TABLE)}`)
    .first()
    .waitFor({ timeout: 15_000 });
  await shot(board, 'tab-board-desktop');
  // Kaveh sees the round and its state from the board live.
  await pb.getByTestId('tab-round').first().getByTestId('tab-round-status').waitFor();

  // A second round: a cappuccino for Kaveh, an espresso for Negar; Kaveh sends it.
  await (await add(pb, 'کاپوچینو')).getByTestId('tab-menu-done').click();
  await (await add(pa, 'اسپرسو')).getByTestId('tab-menu-done').click();
  await pb.getByTestId('tab-draft').filter({ hasText: 'نگار' }).waitFor();
  await sendRound(pb);
  await expect(pa.getByTestId('tab-round')).toHaveCount(2, { timeout: 15_000 });
  await card.getByTestId('board-tab-round').nth(1).waitFor({ timeout: 20_000 });

  // The bill, split by items: each pays their own lines.
  await pa.getByTestId('tab-bill').click();
  const bill = pa.getByTestId('tab-bill-sheet');
  await bill.getByTestId('split-items').click();
  await bill.getByTestId('split-submit').click();
  const mine = bill.locator('[data-testid="tab-share"][data-mine]');
  await mine.waitFor();
  await expect(bill.getByTestId('tab-share')).toHaveCount(2);
  await mine.scrollIntoViewIfNeeded();
  await shot(pa, 'tab-split-phone');
  // The board lists the two shares, each to take at the counter.
  await expect(card.getByTestId('board-tab-share-pay')).toHaveCount(2);
  await board.setViewportSize(DESKTOP.viewport);
  await shot(board, 'tab-board-shares-desktop');

  // Negar pays her share from the wallet.
  await mine.getByTestId('share-pay').click();
  const payA = pa.getByRole('dialog', { name: 'پرداخت سهم من' });
  await payA.getByTestId('share-pay-submit').filter({ hasText: 'پرداخت از کیف پول' }).click();
  await pa.getByTestId('share-paid-note').waitFor();

  // Kaveh pays his at the simulated bank and comes back to the table.
  await pb.getByTestId('tab-bill').click();
  const billB = pb.getByTestId('tab-bill-sheet');
  await billB.locator('[data-testid="tab-share"][data-mine]').getByTestId('share-pay').click();
  await pb.getByRole('dialog', { name: 'پرداخت سهم من' }).getByTestId('share-pay-submit').click();
  await pb.waitForURL('**/payment/sandbox/**');
  await pb.getByTestId('sandbox-pay').click();
  await pb.getByText('سهم شما پرداخت شد').waitFor();
  await pb.getByTestId('tab-return').click();
  await pb.getByTestId('tab-ended').filter({ hasText: 'این میز بسته شد' }).waitFor();

  // Paid in full, the tab closed: Negar's phone says so, and the board no longer lists it.
  await pa.locator('[data-testid="tab-screen"][data-status="closed"]').waitFor({ timeout: 15_000 });
  await card.waitFor({ state: 'detached', timeout: 20_000 });

  // The next party: a third phone scanning the QR starts a new tab and cannot open the old one.
  const c = await phone(browser, f, perAttempt(`+98912773${suffix}`), 'رها');
  const pc = await scan(c, f, tableId);
  await pc.getByTestId('tab-start').click();
  await pc.waitForURL('**/tab/**');
  expect(pc.url()).not.toBe(tabUrl);
  // Reha orders one espresso alone and pays at the counter: the barista takes her share from the board.
  await (await add(pc, 'اسپرسو')).getByTestId('tab-menu-done').click();
  await sendRound(pc);
  await pc.getByTestId('tab-bill').click();
  await pc.getByTestId('tab-bill-sheet').getByTestId('split-submit').click();
  const next = board.locator(`[data-testid="board-tab"][data-table="${TABLE}"]`);
  await next.getByTestId('board-tab-share-pay').click({ timeout: 20_000 });
  await next.getByTestId('board-tab-share-method').selectOption({ label: 'نقدی' });
  await next.getByTestId('board-tab-share-submit').click();
  await next.waitFor({ state: 'detached', timeout: 20_000 });
  await pc.locator('[data-testid="tab-screen"][data-status="closed"]').waitFor({ timeout: 15_000 });
  await pc.goto(tabUrl);
  await pc.getByTestId('tab-not-found').waitFor();

  await Promise.all([a.close(), b.close(), c.close(), staff.close()]);
});

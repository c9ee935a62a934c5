import type { Locator, Page } from '@playwright/test';
import { BRANCH_TOOLS, CHAIN_TOOLS } from '../../lib/panel-nav';
import { can, type PermissionSubject } from '../../lib/permissions';
import { toPersianDigits } from '../../lib/digits';
import { codeFor, DESKTOP, expect as baseExpect, PHONE, shot, test, type Fixture } from './browser';

// Screens load on a busy machine too: a little longer than the default for each to show.
const expect = baseExpect.configure({ timeout: 15_000 });

/**
 * Issue 21: staff reach every screen their role allows by clicking from where they land after
 * signing in (never by typing a panel address): the header's «پنل», the panel hub, the branch's home
 * and its tab bar, the board's way back, the head office's tools and the ticket desk.
 */

const TABLET = { viewport: { width: 1024, height: 768 }, deviceScaleFactor: 1, hasTouch: true, locale: 'fa-IR' };

/** The heading that proves each branch screen loaded (the tab's own label when they agree). */
const BRANCH_HEADINGS: Record<string, string> = {
  orders: 'سفارش‌ها',
  bundle: 'بسته‌های پیش‌خرید',
  onCall: 'پشتیبانی آنکال',
  paymentMethod: 'روش‌های پرداخت حضوری',
};

/** The heading of each head-office screen (the scanner's heading is for screen readers; its camera button shows). */
const OFFICE_HEADINGS: Record<string, string> = {
  '/panel/blog': 'نوشته‌های بلاگ',
  '/panel/referralPolicy': 'سیاست دعوت از دوستان',
  '/panel/bankAccounts': 'حساب‌های بانکی تسویه',
  '/panel/hamkarLife': 'رویدادهای همکار',
};

const heading = (page: Page, text: string) => page.getByRole('heading', { level: 1, name: new RegExp(`^${text}`) });
const branchNav = (page: Page) => page.getByRole('navigation', { name: 'پنل شعبه' });

/** Signs in as people do: «ورود» in the header, the phone, the SMS code; the success dialog is returned. */
async function signInByHand(page: Page, f: Fixture, e164: string): Promise<Locator> {
  await page.goto(`${f.base}/`);
  await page.getByTestId('header-auth').getByRole('button', { name: 'ورود' }).click();
  await page.getByTestId('login-phone').fill(`0${e164.slice(3)}`);
  await page.getByRole('button', { name: 'ارسال کد' }).click();
  const boxes = page.getByTestId('code-box');
  await boxes.first().waitFor();
  await boxes.first().click();
  await page.keyboard.type(await codeFor(f, e164), { delay: 40 });
  const done = page.getByRole('dialog', { name: 'ورود موفق' });
  await done.waitFor();
  return done;
}

/** Nothing on the page is wider than the screen (a row that does not fit scrolls inside itself). */
async function expectNoSidewaysScroll(page: Page) {
  const widths = await page.evaluate(() => ({ page: document.documentElement.scrollWidth, screen: window.innerWidth }));
  expect(widths.page, 'the page scrolls sideways').toBeLessThanOrEqual(widths.screen);
}

/** The user as the app sees them (for which tabs their role gives). */
async function me(page: Page, f: Fixture): Promise<PermissionSubject> {
  const answer = await page.request.get(`${f.base}/api/v1/check/activation`);
  return ((await answer.json()) as { user: PermissionSubject }).user;
}

/**
 * From the branch home, every tab of the branch's tab bar the user may open, each proven by its
 * heading, the tab marked current and in view; the board's way back, the display, a table's QR and
 * an item's options on the way.
 */
async function walkBranchTabs(page: Page, f: Fixture, user: PermissionSubject) {
  const tools = BRANCH_TOOLS.filter((t) => can(user, t.flag, f.providerId));
  const nav = branchNav(page);
  // Exactly the tabs the role allows.
  for (const t of BRANCH_TOOLS) {
    const link = nav.getByRole('link', { name: t.label, exact: true });
    if (tools.includes(t)) await expect(link).toHaveCount(1);
    else await expect(link).toHaveCount(0);
  }
  for (const t of tools) {
    const tab = branchNav(page).getByRole('link', { name: t.label, exact: true });
    await tab.click();
    await expect(heading(page, BRANCH_HEADINGS[t.path] ?? t.label)).toBeVisible();
    const current = branchNav(page).getByRole('link', { name: t.label, exact: true });
    await expect(current).toHaveAttribute('aria-current', 'page');
    await expect(current).toBeInViewport();

    if (t.path === 'orders') {
      // The board: its status tabs, the full-screen display and back, and the way back to the branch home.
      await expect(page.getByRole('navigation', { name: 'وضعیت سفارش‌ها' })).toBeVisible();
      await page.getByTestId('open-display').click();
      await expect(page.getByTestId('barista-display')).toBeVisible();
      await expect(page.getByRole('heading', { name: /^سفارش‌های باز/ })).toBeVisible();
      await page.getByRole('link', { name: 'بازگشت به تابلو' }).click();
      await expect(heading(page, 'سفارش‌ها')).toBeVisible();
      await branchNav(page).getByRole('link', { name: 'خانه شعبه', exact: true }).click();
      await expect(heading(page, 'خانه شعبه')).toBeVisible();
    }
    if (t.path === 'tables') {
      // A table's «کد QR» shows that table's code to print again, not the menu (D25).
      const row = page.getByTestId('table-row').first();
      const number = await row.getByLabel('شماره').inputValue();
      await row.getByTestId('table-qr').click();
      await expect(page.getByTestId('qr-card')).toHaveCount(1);
      await expect(page.getByTestId('qr-card')).toContainText(`میز ${toPersianDigits(number)}`);
      await expect(page.getByTestId('qr-code')).toBeVisible();
      await expect(page.getByTestId('qr-print')).toBeVisible();
      await page.getByRole('link', { name: 'بازگشت به میزها' }).click();
      await expect(heading(page, 'میزها و کد QR')).toBeVisible();
    }
    if (t.path === 'items' && can(user, 'menu', f.providerId)) {
      await page.getByTestId('item-options').first().click();
      await expect(heading(page, 'گزینه‌های «')).toBeVisible();
    }
    if (t.path === 'voucher') {
      await page.getByTestId('new-voucher').click();
      await expect(heading(page, 'کد تخفیف جدید')).toBeVisible();
      await page.getByRole('link', { name: 'بازگشت به فهرست' }).click();
      await expect(heading(page, 'کدهای تخفیف')).toBeVisible();
    }
  }
}

test('a branch admin on a phone signs in, finds «پنل» in the header, and clicks through the hub, the branch home and every tab of their branch', async ({
  browser,
  f,
}) => {
  const ctx = await browser.newContext(PHONE);
  const page = await ctx.newPage();
  const done = await signInByHand(page, f, '+989120000001');
  // The app puts them on today's menu.
  await done.getByTestId('result-adventure').click();
  await page.waitForURL(/\/menu\//);

  await page.getByTestId('header-panel').click();
  await expect(page.getByRole('heading', { level: 1, name: 'شعبه‌های شما' })).toBeVisible();
  const card = page.locator(`[data-testid="panel-branch"][data-provider-id="${f.providerId}"]`);
  await expect(card).toContainText('مدیر شعبه');
  await expectNoSidewaysScroll(page);
  await shot(page, 'nav-hub-phone');

  await card.getByRole('link', { name: 'خانه شعبه' }).click();
  await expect(heading(page, 'خانه شعبه')).toBeVisible();
  // 20 tabs do not fit a phone: the row scrolls inside itself and its far edge fades (D17).
  await expect(branchNav(page)).toHaveAttribute('data-more-end', 'true');
  await expectNoSidewaysScroll(page);
  await shot(page, 'nav-branch-home-phone');

  // The board on a phone: its tab bar, status tabs that scroll with a cue, nothing off the page (D01, D31).
  await branchNav(page).getByRole('link', { name: 'سفارش‌های شعبه', exact: true }).click();
  await expect(heading(page, 'سفارش‌ها')).toBeVisible();
  await expect(page.getByRole('navigation', { name: 'وضعیت سفارش‌ها' })).toHaveAttribute('data-more-end', 'true');
  await expect(branchNav(page).getByRole('link', { name: 'سفارش‌های شعبه', exact: true })).toBeInViewport();
  await expectNoSidewaysScroll(page);
  await shot(page, 'nav-board-phone');
  await branchNav(page).getByRole('link', { name: 'خانه شعبه', exact: true }).click();
  await expect(heading(page, 'خانه شعبه')).toBeVisible();

  await walkBranchTabs(page, f, await me(page, f));
  // The last tab, far along the row, is in view and the row's start now fades instead.
  await expect(branchNav(page)).toHaveAttribute('data-more-start', 'true');
  await ctx.close();
});

test('a barista on a tablet reaches the board from the header and the hub, and from the board every screen a barista may use', async ({
  browser,
  f,
}) => {
  const ctx = await browser.newContext(TABLET);
  const page = await ctx.newPage();
  const done = await signInByHand(page, f, '+989120000002');
  await done.getByTestId('result-adventure').click();
  await page.waitForURL(/\/menu\//);

  await page.getByTestId('header-panel').click();
  const card = page.locator(`[data-testid="panel-branch"][data-provider-id="${f.providerId}"]`);
  await expect(card).toContainText('باریستا');
  await card.getByRole('link', { name: 'سفارش‌های شعبه' }).click();
  await expect(heading(page, 'سفارش‌ها')).toBeVisible();
  await expect(page.getByTestId('stream-state')).toHaveAttribute('data-state', 'live');
  await expectNoSidewaysScroll(page);
  await shot(page, 'nav-board-tablet');

  // The board's way back to the branch home, then every tab a barista has.
  await branchNav(page).getByRole('link', { name: 'خانه شعبه', exact: true }).click();
  await expect(heading(page, 'خانه شعبه')).toBeVisible();
  const barista = await me(page, f);
  await walkBranchTabs(page, f, barista);
  // Not a barista's: the branch's settings.
  await expect(branchNav(page).getByRole('link', { name: 'اطلاعات شعبه' })).toHaveCount(0);
  await ctx.close();
});

test('head office on a desktop reaches every head-office tool from the hub, and a branch home and board', async ({
  browser,
  f,
}) => {
  const ctx = await browser.newContext(DESKTOP);
  const page = await ctx.newPage();
  const done = await signInByHand(page, f, '+989120000000');
  await done.getByRole('button', { name: 'بستن' }).click();
  await done.waitFor({ state: 'detached' });

  // The desktop header has both ways in.
  await expect(page.getByTestId('header-ticket-desk')).toBeVisible();
  await page.getByTestId('header-panel').click();
  await expect(page.getByRole('heading', { level: 1, name: 'ابزارهای مدیریت' })).toBeVisible();
  await expect(page.getByTestId('panel-branch')).not.toHaveCount(0);
  await shot(page, 'nav-hub-desktop');

  // A super admin has every head-office tool.
  for (const t of CHAIN_TOOLS) {
    await page
      .getByRole('navigation', { name: 'ابزارهای مدیریت' })
      .getByRole('link', { name: t.label, exact: true })
      .click();
    if (t.href === '/panel/scanner') await expect(page.getByTestId('scan-camera')).toBeVisible();
    else await expect(heading(page, OFFICE_HEADINGS[t.href] ?? t.label)).toBeVisible();
    await page.getByTestId('header-panel').click();
    await expect(page.getByRole('heading', { level: 1, name: 'ابزارهای مدیریت' })).toBeVisible();
  }

  // A branch: its home and its board with the way back, at a desktop's width.
  const card = page.locator(`[data-testid="panel-branch"][data-provider-id="${f.providerId}"]`);
  await expect(card).toContainText('مدیر کل');
  await card.getByRole('link', { name: 'خانه شعبه' }).click();
  await expect(heading(page, 'خانه شعبه')).toBeVisible();
  await expectNoSidewaysScroll(page);
  await shot(page, 'nav-branch-home-desktop');
  await branchNav(page).getByRole('link', { name: 'سفارش‌های شعبه', exact: true }).click();
  await expect(heading(page, 'سفارش‌ها')).toBeVisible();
  await expectNoSidewaysScroll(page);
  await shot(page, 'nav-board-desktop');
  await branchNav(page).getByRole('link', { name: 'خانه شعبه', exact: true }).click();
  await expect(heading(page, 'خانه شعبه')).toBeVisible();
  await ctx.close();
});

test('a support agent finds «میز پشتیبانی» in the home menu on a phone and in the header on a desktop, and every desk screen', async ({
  browser,
  f,
}) => {
  const ctx = await browser.newContext(PHONE);
  const page = await ctx.newPage();
  const done = await signInByHand(page, f, '+989120000004');
  await done.getByRole('button', { name: 'بستن' }).click();
  await done.waitFor({ state: 'detached' });

  // On the phone's home: «پنل» in the header, both ways in at the top of the menu.
  await expect(page.getByTestId('header-panel')).toBeVisible();
  await page.getByRole('button', { name: 'منوی اصلی' }).click();
  await page.getByTestId('menu-header-ticket-desk').click();
  await expect(heading(page, 'میز پشتیبانی')).toBeVisible();
  await expectNoSidewaysScroll(page);

  // A ticket, then the desk's own screens.
  await page.getByTestId('desk-ticket').first().click();
  await expect(page.getByText('مهلت اولین پاسخ').first()).toBeVisible();
  await page.getByRole('link', { name: 'میز پشتیبانی' }).first().click();
  await expect(heading(page, 'میز پشتیبانی')).toBeVisible();
  await page.getByRole('link', { name: 'موجودی منو' }).click();
  await expect(heading(page, 'موجودی منو')).toBeVisible();
  await page.getByRole('link', { name: 'میز پشتیبانی' }).first().click();
  await page.getByRole('link', { name: 'ثبت درخواست داخلی' }).click();
  await expect(heading(page, 'ثبت درخواست داخلی')).toBeVisible();
  await page.getByRole('link', { name: 'میز پشتیبانی' }).first().click();
  await page.getByRole('link', { name: 'گزارش', exact: true }).click();
  await expect(heading(page, 'گزارش پشتیبانی')).toBeVisible();

  // The hub lists what a support agent has: the desk and the scanner, no branch.
  await page.getByTestId('header-panel').click();
  await expect(page.getByRole('heading', { level: 1, name: 'ابزارهای مدیریت' })).toBeVisible();
  await expect(page.getByTestId('panel-tool')).toHaveText(['میز پشتیبانی', 'اسکن کد QR']);
  await page.getByTestId('panel-tool').filter({ hasText: 'اسکن کد QR' }).click();
  await expect(page.getByTestId('scan-camera')).toBeVisible();
  await page.getByTestId('header-panel').click();
  await page.getByTestId('panel-tool').filter({ hasText: 'میز پشتیبانی' }).click();
  await expect(heading(page, 'میز پشتیبانی')).toBeVisible();

  // On a desktop the header itself has «میز پشتیبانی».
  const desk = await browser.newContext({ ...DESKTOP, storageState: await ctx.storageState() });
  const wide = await desk.newPage();
  await wide.goto(`${f.base}/`);
  await wide.getByTestId('header-ticket-desk').click();
  await expect(heading(wide, 'میز پشتیبانی')).toBeVisible();
  await desk.close();
  await ctx.close();
});

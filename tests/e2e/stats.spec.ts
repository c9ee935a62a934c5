import { DESKTOP, expect, orderEspresso, shot, signIn, test } from './browser';
import { formatNumber } from '../../lib/money';

const ADMIN = '+989120000001';
const SUPER_ADMIN = '+989120000000';
const suffix = String(Date.now()).slice(-4);

test("the branch admin reads the branch stats charts, and the chain's financial report shows the ledger's totals and exports them", async ({
  browser,
  f,
}) => {
  // A sale to count: a customer's espresso at the branch, paid on site.
  const customer = await browser.newContext(DESKTOP);
  await signIn(customer, f, `+98912777${suffix}`);
  await orderEspresso(customer, f);
  await customer.close();

  const adminCtx = await browser.newContext(DESKTOP);
  await signIn(adminCtx, f, ADMIN);
  const page = await adminCtx.newPage();
  await page.goto(`${f.base}/panel/${f.providerId}/statPanel`);
  await page.getByRole('heading', { name: /آمار شعبه/ }).waitFor();
  const totals = page.getByTestId('branch-totals');
  await totals.waitFor();
  const api = await (await adminCtx.request.get(`${f.base}/api/v1/stat/${f.providerId}`)).json();
  await expect(totals).toContainText(formatNumber(api.stat.totals.orders));
  const hours = page.getByTestId('chart-hours');
  await expect(hours.locator('figcaption')).toHaveText('ساعت‌های پرسفارش');
  await expect(hours.locator('canvas')).toHaveCount(1);
  // The numbers behind the chart are a table for keyboard and screen-reader users.
  const top = page.getByTestId('chart-top-items');
  await top.getByText('جدول داده‌ها').click();
  await expect(top.getByRole('table')).toContainText('اسپرسو');
  await expect(page.getByTestId('chart-daily-orders').locator('canvas')).toHaveCount(1);
  await expect(page.getByTestId('chart-daily-money').locator('canvas')).toHaveCount(1);
  await shot(page, 'stat-panel-desktop');
  // The branch admin has no chain-wide report.
  expect((await adminCtx.request.get(`${f.base}/api/v1/stat/financial`)).status()).toBe(403);
  await adminCtx.close();

  const ctx = await browser.newContext(DESKTOP);
  await signIn(ctx, f, SUPER_ADMIN);
  const report = await ctx.newPage();
  await report.goto(`${f.base}/panel/financialReport`);
  await report.getByRole('heading', { name: 'گزارش مالی', level: 1 }).waitFor();
  const data = await (await ctx.request.get(`${f.base}/api/v1/stat/financial`)).json();
  expect(data.report.sales.sold.total).toBeGreaterThan(0);
  await expect(report.getByTestId('sales-total')).toHaveText(`${formatNumber(data.report.sales.sold.total)} تومان`);
  await expect(report.getByTestId('sales-by-type')).toContainText('پرداخت در محل');
  await expect(report.getByTestId('chart-financial-daily').locator('canvas')).toHaveCount(1);
  await shot(report, 'financial-report-desktop');

  // One branch only: the report follows the branch picked.
  await report.getByTestId('financial-branch').selectOption(f.providerId);
  await report.getByTestId('stats-apply').click();
  const branch = await (await ctx.request.get(`${f.base}/api/v1/stat/financial?providerId=${f.providerId}`)).json();
  await expect(report.getByTestId('sales-total')).toHaveText(`${formatNumber(branch.report.sales.sold.total)} تومان`);

  const [download] = await Promise.all([
    report.waitForEvent('download'),
    report.getByTestId('financial-export').click(),
  ]);
  expect(download.suggestedFilename()).toMatch(/\.xlsx$/);
  await ctx.close();
});

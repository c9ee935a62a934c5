import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import ExcelJS from 'exceljs';
import { and, eq } from 'drizzle-orm';
import { db } from '@/server/db/client';
import * as s from '@/server/db/schema';
import { setGateway } from '@/server/integrations/payment';
import { sandboxGateway } from '@/server/integrations/payment/sandbox';
import { jalaliMonthDays, jalaliMonthOf } from '@/lib/stats-dates';
import { tehranIsoDate } from '@/lib/jalali';
import submit from '@/pages/api/v1/order/submit';
import adminCharge from '@/pages/api/v1/user/charge/wallet';
import walletCharge from '@/pages/api/v1/profile/wallet/charge';
import providerStatRoute from '@/pages/api/v1/stat/[providerId]';
import dailyRoute from '@/pages/api/v1/order/stat/daily/[providerId]/[year]/[month]';
import bankDailyRoute from '@/pages/api/v1/stat/bank/daily/[providerId]/[year]/[month]';
import walletDailyRoute from '@/pages/api/v1/stat/wallet/daily/[providerId]/[year]/[month]';
import walletTotalRoute from '@/pages/api/v1/stat/wallet/amount/total';
import aggregationRoute from '@/pages/api/v1/stat/aggregation';
import userStatRoute from '@/pages/api/v1/stat/user';
import financialRoute from '@/pages/api/v1/stat/financial/index';
import exportRoute from '@/pages/api/v1/stat/financial/export';
import { call, itemsOf, login, providerByBranch, setupTestEnv, DEMO_PHONES, type TestEnv } from './harness';
import { moveOrder, payAtBank, userIdOf } from './payment-helpers';
import type { FinancialReportView } from '@/lib/contracts/stats';

let env: TestEnv;
let superAdmin: string;
let admin: string;
let barista: string;
let otherBarista: string;
let customer: string;
let buyer: string;
let buyerId: string;
let mirdamad: typeof s.providers.$inferSelect;
let iranshahr: typeof s.providers.$inferSelect;

const { year, month } = jalaliMonthOf(new Date());
const monthDays = jalaliMonthDays(year, month);
const from = monthDays[0];
const to = monthDays[monthDays.length - 1];
/** The month's instants worked out here independently of the server: Tehran is UTC+03:30. */
const startMs = Date.parse(`${from}T00:00:00+03:30`);
const endMs = Date.parse(`${to}T00:00:00+03:30`) + 86_400_000;
const inMonth = (d: Date | null) => d !== null && d.getTime() >= startMs && d.getTime() < endMs;

beforeAll(async () => {
  env = await setupTestEnv();
  superAdmin = await login(env, DEMO_PHONES.superAdmin);
  admin = await login(env, DEMO_PHONES.mirdamadAdmin);
  barista = await login(env, DEMO_PHONES.mirdamadBarista);
  customer = await login(env, DEMO_PHONES.customer);
  buyer = await login(env, '09121510001');
  buyerId = await userIdOf('09121510001');
  mirdamad = await providerByBranch('mirdamad');
  iranshahr = await providerByBranch('iranshahr');
  otherBarista = await login(env, '09121510009');
  await db()
    .insert(s.providerStaff)
    .values({ providerId: iranshahr.id, userId: await userIdOf('09121510009'), role: 'barista' });
});
afterAll(async () => env?.close());

const item = async (title: string, p = mirdamad) => (await itemsOf(p.id)).find((i) => i.title === title)!;

async function order(lines: [string, number][], paymentBy: 'pos' | 'wallet' | 'bank' | 'hybrid', p = mirdamad) {
  const items = await Promise.all(lines.map(async ([t, count]) => ({ _id: (await item(t, p)).id, count })));
  const r = await call(submit, {
    body: {
      providerId: p.id,
      items,
      orderType: 'takeAway',
      paymentBy,
      ...(paymentBy === 'pos' ? {} : { bankType: 'pos' }),
    },
    token: buyer,
  });
  if (r.status !== 200) throw new Error(`submit: ${JSON.stringify(r.body)}`);
  return r.body as { orderId: string; link?: string; paymentId?: string; order: { totalPrice: number } };
}

const pay = payAtBank;
const move = (orderId: string, status: string, paymentMethodId?: string, token = barista) =>
  moveOrder(token, orderId, status, paymentMethodId);

/** The month: till, wallet, bank and hybrid orders, cancellations with and without refunds, a wallet top-up, a bank payment left open. */
async function buildMonth() {
  const [method] = await db().select().from(s.paymentMethods).where(eq(s.paymentMethods.providerId, mirdamad.id));
  const charged = await call(adminCharge, {
    body: { userId: buyerId, price: 400_000, description: 'اعتبار آزمایشی', key: randomUUID() },
    token: superAdmin,
  });
  expect(charged.status).toBe(200);

  const till = await order([['لاته', 2]], 'pos');
  await move(till.orderId, 'accepted', method.id);
  await move(till.orderId, 'delivered');
  const tillCanceled = await order([['اسپرسو', 1]], 'pos');
  await move(tillCanceled.orderId, 'canceled');

  const wallet = await order([['اسپرسو', 2]], 'wallet');
  await move(wallet.orderId, 'delivered');

  const bank = await order([['کیک شکلاتی', 1]], 'bank');
  await pay(bank.link!);

  // Hybrid: the wallet has 400,000 - 130,000 = 270,000 left; the order asks for more, the bank pays the rest.
  const hybrid = await order([['چیزکیک نیویورکی', 3]], 'hybrid');
  await pay(hybrid.link!);
  // A paid hybrid order canceled by the branch: both parts go back to the wallet.
  const hybridCanceled = await order(
    [
      ['لاته', 1],
      ['کیک شکلاتی', 1],
    ],
    'hybrid',
  );
  await pay(hybridCanceled.link!);
  // Through a bank that cannot reverse (otherwise the bank part goes back to the card: refund-to-card.ts).
  setGateway({ ...sandboxGateway({ merchant: 'همکار' }), reverse: undefined });
  await move(hybridCanceled.orderId, 'canceled');
  setGateway(undefined);

  // A bank order still waiting at the gateway.
  const waiting = await order([['املت', 1]], 'bank');

  // A wallet top-up through this branch's gateway.
  const topUp = await call(walletCharge, { body: { price: 150_000, providerId: mirdamad.id }, token: buyer });
  expect(topUp.status).toBe(200);
  await pay(topUp.body.link);

  // Another branch's sale (paid at its till), and an order paid in the month before (its last minute in Tehran).
  const elsewhere = await order([['لاته', 1]], 'pos', iranshahr);
  const [otherMethod] = await db().select().from(s.paymentMethods).where(eq(s.paymentMethods.providerId, iranshahr.id));
  await move(elsewhere.orderId, 'delivered', otherMethod.id, superAdmin);
  const before = await order([['کاپوچینو', 1]], 'pos');
  await move(before.orderId, 'delivered', method.id);
  await db()
    .update(s.orders)
    .set({ createdAt: new Date(startMs - 6 * 60_000), paidAt: new Date(startMs - 5 * 60_000) })
    .where(eq(s.orders.id, before.orderId));
  // An order paid in the month's first minutes still counts.
  const early = await order([['چای ماسالا', 1]], 'pos');
  await move(early.orderId, 'delivered', method.id);
  await db()
    .update(s.orders)
    .set({ createdAt: new Date(startMs + 4 * 60_000), paidAt: new Date(startMs + 5 * 60_000) })
    .where(eq(s.orders.id, early.orderId));
  // A till order placed but not paid yet: no sale (stats/received.ts).
  await order([['اسپرسو', 1]], 'pos');
  return { till, tillCanceled, wallet, bank, hybrid, hybridCanceled, waiting, early, before };
}

const sum = (xs: number[]) => xs.reduce((a, b) => a + b, 0);

describe('who may see stats', () => {
  type Q = Record<string, string>;
  const branchRoutes = (): { name: string; handler: Parameters<typeof call>[0]; query: Q }[] => [
    { name: 'stat', handler: providerStatRoute, query: { providerId: mirdamad.id, from, to } },
    {
      name: 'daily',
      handler: dailyRoute,
      query: { providerId: mirdamad.id, year: String(year), month: String(month) },
    },
    {
      name: 'bank daily',
      handler: bankDailyRoute,
      query: { providerId: mirdamad.id, year: String(year), month: String(month) },
    },
    {
      name: 'wallet daily',
      handler: walletDailyRoute,
      query: { providerId: mirdamad.id, year: String(year), month: String(month) },
    },
    { name: 'financial of a branch', handler: financialRoute, query: { providerId: mirdamad.id, from, to } },
  ];
  const chainRoutes = (): { name: string; handler: Parameters<typeof call>[0]; query: Q }[] => [
    { name: 'aggregation', handler: aggregationRoute, query: { from, to } },
    { name: 'users', handler: userStatRoute, query: { from, to } },
    { name: 'wallet total', handler: walletTotalRoute, query: {} },
    { name: 'financial of the chain', handler: financialRoute, query: { from, to } },
  ];

  it('lets super admins and the branch admin see the branch; refuses baristas, other branches and customers', async () => {
    for (const r of branchRoutes()) {
      expect((await call(r.handler, { query: r.query, token: superAdmin })).status, r.name).toBe(200);
      expect((await call(r.handler, { query: r.query, token: admin })).status, r.name).toBe(200);
      for (const token of [barista, otherBarista, customer]) {
        const res = await call(r.handler, { query: r.query, token });
        expect(res.status, r.name).toBe(403);
        expect(res.body.error.eLang.fa).toMatch(/[\u0600-\u06FF]/);
      }
      expect((await call(r.handler, { query: r.query })).status, r.name).toBe(401);
    }
  });

  it('keeps the chain-wide numbers to holders of the global stats flag', async () => {
    for (const r of chainRoutes()) {
      expect((await call(r.handler, { query: r.query, token: superAdmin })).status, r.name).toBe(200);
      for (const token of [admin, barista, otherBarista, customer])
        expect((await call(r.handler, { query: r.query, token })).status, r.name).toBe(403);
    }
    // A user given the global 'stats' flag sees them.
    const analyst = await login(env, '09121510010');
    await db()
      .update(s.users)
      .set({ accessLevel: { stats: true } })
      .where(eq(s.users.id, await userIdOf('09121510010')));
    for (const r of chainRoutes())
      expect((await call(r.handler, { query: r.query, token: analyst })).status, r.name).toBe(200);
  });

  it('answers bad input with a Persian 400 and an unknown branch with 404', async () => {
    const badMonth = await call(dailyRoute, {
      query: { providerId: mirdamad.id, year: String(year), month: '13' },
      token: superAdmin,
    });
    expect(badMonth.status).toBe(400);
    expect(badMonth.body.error.eLang.fa).toBe('ماه وارد شده معتبر نیست.');
    const backwards = await call(financialRoute, { query: { from: to, to: from }, token: superAdmin });
    expect(backwards.status).toBe(400);
    expect(backwards.body.error.eLang.fa).toBe('تاریخ پایان باید بعد از تاریخ شروع باشد.');
    const notDay = await call(aggregationRoute, { query: { from: '1405-13-01', to }, token: superAdmin });
    expect(notDay.status).toBe(400);
    expect(notDay.body.error.eLang.fa).toBe('تاریخ وارد شده معتبر نیست.');
    const tooLong = await call(aggregationRoute, {
      query: { from: '2020-01-01', to: '2026-01-01' },
      token: superAdmin,
    });
    expect(tooLong.body.error.eLang.fa).toBe('بازه گزارش حداکثر یک سال است.');
    const unknown = await call(providerStatRoute, {
      query: { providerId: 'nosuchbranch', from, to },
      token: superAdmin,
    });
    expect(unknown.status).toBe(404);
  });
});

describe('a month of sales: the reports equal the orders and the ledger', () => {
  let built: Awaited<ReturnType<typeof buildMonth>>;
  let report: FinancialReportView;
  beforeAll(async () => {
    built = await buildMonth();
    const r = await call(financialRoute, { query: { providerId: mirdamad.id, from, to }, token: admin });
    expect(r.status).toBe(200);
    report = r.body.report;
  });

  it('sums sales by payment type as the orders of the month hold them', async () => {
    const rowsHere = await db().select().from(s.orders).where(eq(s.orders.providerId, mirdamad.id));
    const all = rowsHere.filter((o) => inMonth(o.createdAt));
    // Sold: money received in the month (paid, paid_at in it, not canceled).
    const sold = rowsHere.filter((o) => o.paid && inMonth(o.paidAt) && o.status !== 'canceled');
    for (const type of ['pos', 'wallet', 'bank', 'hybrid'] as const) {
      const mine = sold.filter((o) => o.paymentBy === type);
      const row = report.sales.byPaymentType.find((r) => r.paymentBy === type)!;
      expect(row, type).toEqual({
        paymentBy: type,
        orders: mine.length,
        total: sum(mine.map((o) => o.totalPrice)),
        wallet: sum(mine.map((o) => o.walletAmount)),
        bank: sum(mine.map((o) => o.bankAmount)),
        onSite: sum(mine.map((o) => o.totalPrice - o.walletAmount - o.bankAmount)),
      });
    }
    expect(report.sales.sold.total).toBe(sum(sold.map((o) => o.totalPrice)));
    expect(report.sales.discounts).toBe(sum(sold.map((o) => o.discount)));
    const canceled = all.filter((o) => o.status === 'canceled');
    expect(report.sales.canceled).toEqual({ orders: canceled.length, total: sum(canceled.map((o) => o.totalPrice)) });
    const waiting = all.filter((o) => o.status === 'awaitingPayment');
    expect(report.sales.awaitingPayment).toEqual({
      orders: waiting.length,
      total: sum(waiting.map((o) => o.totalPrice)),
    });

    // What a manager checks by hand: the month's orders are these, and the month before's is not among them.
    expect(report.sales.sold.orders).toBe(5);
    expect(report.sales.canceled.orders).toBe(2);
    expect(report.sales.awaitingPayment.orders).toBe(1);
    expect(sold.map((o) => o.id)).not.toContain(built.before.orderId);
    expect(sold.map((o) => o.id)).toContain(built.early.orderId);
    const hybridRow = report.sales.byPaymentType.find((r) => r.paymentBy === 'hybrid')!;
    expect(hybridRow.wallet).toBeGreaterThan(0);
    expect(hybridRow.bank).toBeGreaterThan(0);
    expect(hybridRow.wallet + hybridRow.bank).toBe(hybridRow.total);
  });

  it('sums the wallet from the ledger and the bank from the confirmed payments', async () => {
    const ledger = await db().select().from(s.walletLedger).where(eq(s.walletLedger.userId, buyerId));
    const orderIds = new Set(
      (await db().select({ id: s.orders.id }).from(s.orders).where(eq(s.orders.providerId, mirdamad.id))).map(
        (o) => o.id,
      ),
    );
    const paymentIds = new Set(
      (await db().select({ id: s.payments.id }).from(s.payments).where(eq(s.payments.providerId, mirdamad.id))).map(
        (p) => p.id,
      ),
    );
    const here = ledger.filter(
      (l) =>
        inMonth(l.createdAt) &&
        ((l.refType === 'order' && orderIds.has(l.refId!)) || (l.refType === 'payment' && paymentIds.has(l.refId!))),
    );
    const of = (reason: string) => here.filter((l) => l.reason === reason);
    expect(report.wallet.charges).toEqual({
      count: of('charge').length,
      amount: sum(of('charge').map((l) => l.amount)),
    });
    expect(report.wallet.charges.amount).toBe(150_000);
    expect(report.wallet.spentOnOrders).toBe(-sum(of('order').map((l) => l.amount)));
    expect(report.wallet.refunds).toBe(sum([...of('orderRefund'), ...of('paymentRefund')].map((l) => l.amount)));
    // The admin's credit belongs to no branch: it is in the chain's report only.
    expect(report.wallet.byReason.map((r) => r.reason)).not.toContain('adminCharge');

    // The same numbers from the orders: what wallets paid for this month's orders, and what came back from the canceled.
    const orders = (await db().select().from(s.orders).where(eq(s.orders.providerId, mirdamad.id))).filter((o) =>
      inMonth(o.createdAt),
    );
    expect(report.wallet.spentOnOrders).toBe(sum(orders.map((o) => o.walletAmount)));
    const refunded = orders.filter((o) => o.refundedAt);
    expect(refunded.map((o) => o.id)).toEqual([built.hybridCanceled.orderId]);
    expect(report.wallet.refunds).toBe(sum(refunded.map((o) => o.walletAmount + o.bankAmount)));

    const paid = (
      await db()
        .select()
        .from(s.payments)
        .where(and(eq(s.payments.providerId, mirdamad.id), eq(s.payments.status, 'paid')))
    ).filter((p) => inMonth(p.verifiedAt));
    expect(report.bank.total).toBe(sum(paid.map((p) => p.amount)));
    expect(report.bank.byPurpose.find((b) => b.purpose === 'wallet')?.amount).toBe(150_000);
    expect(report.bank.byPurpose.find((b) => b.purpose === 'order')?.count).toBe(3);
  });

  it('spreads the same totals over the days, on the report and the monthly daily stats', async () => {
    expect(sum(report.days.map((d) => d.sales))).toBe(report.sales.sold.total);
    // The day rows and the summary are one computation: wallet, bank and till parts agree (issue 21 D28).
    expect(sum(report.days.map((d) => d.wallet))).toBe(report.sales.sold.wallet);
    expect(sum(report.days.map((d) => d.bank))).toBe(report.sales.sold.bank);
    expect(sum(report.days.map((d) => d.onSite))).toBe(report.sales.sold.onSite);
    expect(sum(report.days.map((d) => d.bankSettled))).toBe(report.bank.total);
    expect(report.days[0].day).toBe(from);
    // The early order alone on the month's first day (unless the test runs on that day).
    expect(report.days[0].orders).toBe(from === tehranIsoDate() ? report.sales.sold.orders : 1);
    const q = { providerId: mirdamad.id, year: String(year), month: String(month) };
    const daily = (await call(dailyRoute, { query: q, token: admin })).body;
    expect(daily.days).toHaveLength(monthDays.length);
    expect(sum(daily.days.map((d: { revenue: number }) => d.revenue))).toBe(report.sales.sold.total);
    expect(sum(daily.days.map((d: { canceled: number }) => d.canceled))).toBe(report.sales.canceled.orders);
    const bank = (await call(bankDailyRoute, { query: q, token: admin })).body;
    expect(sum(bank.days.map((d: { amount: number }) => d.amount))).toBe(report.bank.total);
    const wallet = (await call(walletDailyRoute, { query: q, token: admin })).body;
    expect(sum(wallet.days.map((d: { charges: number }) => d.charges))).toBe(report.wallet.charges.amount);
    expect(sum(wallet.days.map((d: { spent: number }) => d.spent))).toBe(report.wallet.spentOnOrders);
    expect(sum(wallet.days.map((d: { refunds: number }) => d.refunds))).toBe(report.wallet.refunds);
  });

  it("counts the branch's best sellers and busiest hours from its sold orders", async () => {
    const r = await call(providerStatRoute, { query: { providerId: mirdamad.id, from, to }, token: admin });
    const stat = r.body.stat;
    expect(stat.totals.orders).toBe(report.sales.sold.orders);
    expect(stat.totals.revenue).toBe(report.sales.sold.total);
    expect(stat.totals.canceled).toBe(2);
    expect(stat.hours).toHaveLength(24);
    expect(sum(stat.hours.map((h: { orders: number }) => h.orders))).toBe(report.sales.sold.orders);
    // Three cheesecakes (hybrid), two lattes at the till: canceled orders' lines do not count.
    const cheesecake = stat.topItems.find((t: { title: string }) => t.title === 'چیزکیک نیویورکی');
    expect(cheesecake).toMatchObject({ count: 3, revenue: 3 * 135_000 });
    expect(stat.topItems.find((t: { title: string }) => t.title === 'لاته')).toMatchObject({ count: 2 });
    expect(stat.topItems[0].title).toBe('چیزکیک نیویورکی');
  });

  it('puts every branch side by side and the chain in one report', async () => {
    const agg = (await call(aggregationRoute, { query: { from, to }, token: superAdmin })).body.stat;
    const m = agg.providers.find((p: { providerId: string }) => p.providerId === mirdamad.id);
    expect(m.revenue).toBe(report.sales.sold.total);
    expect(agg.providers.find((p: { providerId: string }) => p.providerId === iranshahr.id).orders).toBe(1);
    expect(agg.totals.revenue).toBe(sum(agg.providers.map((p: { revenue: number }) => p.revenue)));
    const chain = (await call(financialRoute, { query: { from, to }, token: superAdmin })).body
      .report as FinancialReportView;
    expect(chain.sales.sold.total).toBe(agg.totals.revenue);
    expect(chain.wallet.byReason.find((r) => r.reason === 'adminCharge')?.credit).toBeGreaterThanOrEqual(400_000);
  });

  it("tells the wallets' total, equal to the ledger", async () => {
    const r = await call(walletTotalRoute, { token: superAdmin });
    const users = await db().select({ wallet: s.users.wallet }).from(s.users);
    expect(r.body.total).toBe(sum(users.map((u) => u.wallet)));
    expect(r.body.ledgerTotal).toBe(r.body.total);
    expect(r.body.holders).toBe(users.filter((u) => u.wallet > 0).length);
  });

  it('counts registrations, active buyers and membership levels', async () => {
    const r = await call(userStatRoute, { query: { from, to }, token: superAdmin });
    const stat = r.body.stat;
    const users = await db().select().from(s.users);
    expect(stat.totalUsers).toBe(users.length);
    expect(stat.newUsers).toBe(users.filter((u) => inMonth(u.createdAt)).length);
    expect(stat.activeUsers).toBe(1);
    const levels = await db().select().from(s.memberships);
    expect(stat.levels).toHaveLength(levels.length);
    expect(sum(stat.levels.map((l: { users: number }) => l.users))).toBe(
      users.filter((u) => levels.some((l) => l.level === u.membershipLevel)).length,
    );
  });

  it('exports the report as a right-to-left workbook with Persian headers and Jalali dates', async () => {
    const r = await call(exportRoute, { query: { providerId: mirdamad.id, from, to }, token: admin });
    expect(r.status).toBe(200);
    expect(r.headers['content-type']).toBe('application/vnd.openxmlformats-officedocument.spreadsheetml.sheet');
    expect(String(r.headers['content-disposition'])).toContain("filename*=UTF-8''");
    const wb = new ExcelJS.Workbook();
    await wb.xlsx.load(r.body as unknown as ArrayBuffer);
    expect(wb.worksheets.map((w) => w.name)).toEqual([
      'خلاصه',
      'فروش به تفکیک پرداخت',
      'کیف پول',
      'درگاه بانکی',
      'روزانه',
    ]);
    const sales = wb.getWorksheet('فروش به تفکیک پرداخت')!;
    expect(sales.views[0].rightToLeft).toBe(true);
    expect(sales.getRow(1).getCell(1).value).toBe('نوع پرداخت');
    const last = sales.getRow(sales.rowCount);
    expect(last.getCell(1).value).toBe('جمع');
    expect(last.getCell(3).value).toBe(report.sales.sold.total);
    const days = wb.getWorksheet('روزانه')!;
    expect(days.rowCount).toBe(monthDays.length + 1);
    expect(String(days.getRow(2).getCell(1).value)).toMatch(/^[۰-۹]{4}\/[۰-۹]{2}\/۰۱$/);
    expect(
      await call(exportRoute, { query: { providerId: mirdamad.id, from, to }, token: barista }).then((x) => x.status),
    ).toBe(403);
  });
});

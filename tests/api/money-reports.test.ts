import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import ExcelJS from 'exceljs';
import { eq } from 'drizzle-orm';
import { db } from '@/server/db/client';
import * as s from '@/server/db/schema';
import { isoDayToJalali, tehranIsoDate } from '@/lib/jalali';
import submit from '@/pages/api/v1/order/submit';
import counterCreate from '@/pages/api/v1/order/create';
import spaceSubmit from '@/pages/api/v1/order/space/submit';
import spaceCancel from '@/pages/api/v1/order/space/cancel';
import adminCharge from '@/pages/api/v1/user/charge/wallet';
import methods from '@/pages/api/v1/order/payment/method/list/[providerId]';
import todayRoute from '@/pages/api/v1/provider/[id]/today';
import startShift from '@/pages/api/v1/provider/start/shift';
import finishShift from '@/pages/api/v1/provider/finish/shift';
import shiftOne from '@/pages/api/v1/provider/[id]/shift/[shiftId]';
import providerStatRoute from '@/pages/api/v1/stat/[providerId]';
import aggregationRoute from '@/pages/api/v1/stat/aggregation';
import financialRoute from '@/pages/api/v1/stat/financial/index';
import exportRoute from '@/pages/api/v1/stat/financial/export';
import panelToday from '@/pages/api/v1/panel/today';
import { call, itemsOf, login, providerByBranch, setupTestEnv, DEMO_PHONES, type TestEnv } from './harness';
import { moveOrder, payAtBank, userIdOf } from './payment-helpers';
import type { FinancialReportView } from '@/lib/contracts/stats';
import type { ShiftReport, ShiftView } from '@/lib/contracts/shift';

/**
 * Issue 21 D04 (and D14, D28, D37, D38): one working day with every kind of order, built through the
 * real routes, and every money report checked against sums this test takes from the order rows itself:
 * money counts when it is taken (paid, paid_at, not canceled), never a pay-on-site booking nobody paid.
 */

let env: TestEnv;
let superAdmin: string;
let admin: string;
let barista: string;
let buyer: string;
let booker: string;
let mirdamad: typeof s.providers.$inferSelect;
let cash: { _id: string; title: string };
let card: { _id: string; title: string };

const DAY = 86_400_000;
/** A Tehran day two days ahead (clear of the suite's pinned clock and of midnight). */
const LATER = () => tehranIsoDate(new Date(Date.now() + 2 * DAY));
const sum = (xs: number[]) => xs.reduce((a, b) => a + b, 0);

beforeAll(async () => {
  env = await setupTestEnv();
  superAdmin = await login(env, DEMO_PHONES.superAdmin);
  admin = await login(env, DEMO_PHONES.mirdamadAdmin);
  barista = await login(env, DEMO_PHONES.mirdamadBarista);
  buyer = await login(env, '09121520001');
  booker = await login(env, '09121520002');
  mirdamad = await providerByBranch('mirdamad');
  const list = (await call(methods, { query: { providerId: mirdamad.id }, token: barista })).body.paymentMethods as {
    _id: string;
    title: string;
  }[];
  cash = list.find((m) => m.title === 'نقدی')!;
  card = list.find((m) => m.title === 'کارتخوان')!;
}, 240_000);
afterAll(async () => env?.close());

const item = async (title: string) => (await itemsOf(mirdamad.id)).find((i) => i.title === title)!;

async function order(title: string, count: number, paymentBy: 'pos' | 'wallet' | 'bank' | 'hybrid') {
  const r = await call(submit, {
    body: {
      providerId: mirdamad.id,
      items: [{ _id: (await item(title)).id, count }],
      orderType: 'takeAway',
      paymentBy,
      ...(paymentBy === 'pos' ? {} : { bankType: 'pos' }),
    },
    token: buyer,
  });
  if (r.status !== 200) throw new Error(`submit: ${JSON.stringify(r.body)}`);
  return r.body as { orderId: string; link?: string };
}

const pay = payAtBank;
const move = (orderId: string, status: string, paymentMethodId?: string, token = barista) =>
  moveOrder(token, orderId, status, paymentMethodId);

async function bookRoom(token: string, startingHour: number) {
  const room = await item('اتاق جلسه ۶ نفره (ساعتی)');
  const r = await call(spaceSubmit, {
    body: {
      providerId: mirdamad.id,
      paymentBy: 'pos',
      itemId: room.id,
      startDate: LATER(),
      startingHour,
      endingHour: startingHour + 2,
    },
    token,
  });
  if (r.status !== 200) throw new Error(`book: ${JSON.stringify(r.body)}`);
  return r.body as { orderId: string; order: { totalPrice: number } };
}

type Row = typeof s.orders.$inferSelect;
/** Received, as a person checks it on the rows: paid, stamped with the moment, not canceled. */
const isReceived = (o: Row) => o.paid && o.paidAt !== null && o.status !== 'canceled';
const between = (o: Row, from: Date, to: Date) =>
  o.paidAt!.getTime() >= from.getTime() && o.paidAt!.getTime() < to.getTime();

async function branchRows(): Promise<Row[]> {
  return db().select().from(s.orders).where(eq(s.orders.providerId, mirdamad.id));
}

function expectedTakings(rows: Row[], titles: Map<string, string>) {
  const t = new Map<string, number>();
  const add = (k: string, v: number) => v > 0 && t.set(k, (t.get(k) ?? 0) + v);
  for (const o of rows) {
    add('wallet', o.walletAmount);
    add('bank', o.bankAmount);
    add(o.paymentMethodId ?? 'unrecorded', o.totalPrice - o.walletAmount - o.bankAmount);
  }
  const cashTaken = sum(
    rows
      .filter((o) => titles.get(o.paymentMethodId ?? '')?.includes('نقد'))
      .map((o) => o.totalPrice - o.walletAmount - o.bankAmount),
  );
  return { byKey: Object.fromEntries(t), cash: cashTaken };
}

describe('a working day: every money report counts only money taken', () => {
  const built: Record<string, string> = {};
  let closed: ShiftView;
  let unpaidBookingPrice = 0;

  beforeAll(async () => {
    // The barista opens the shift; the buyer has wallet credit.
    expect((await call(startShift, { body: { providerId: mirdamad.id, note: 'صبح' }, token: barista })).status).toBe(
      200,
    );
    expect(
      (
        await call(adminCharge, {
          body: {
            userId: await userIdOf('09121520001'),
            price: 300_000,
            description: 'اعتبار آزمایشی',
            key: randomUUID(),
          },
          token: superAdmin,
        })
      ).status,
    ).toBe(200);

    // A cafe order paid on site: delivered with the cash method.
    built.cafePos = (await order('لاته', 2, 'pos')).orderId;
    await move(built.cafePos, 'delivered', cash._id);
    // A wallet order, a bank order and a hybrid order (the wallet's rest, then the bank).
    built.wallet = (await order('اسپرسو', 2, 'wallet')).orderId;
    // A paid wallet order the branch cancels: refunded to the wallet.
    built.canceled = (await order('اسپرسو', 1, 'wallet')).orderId;
    await move(built.canceled, 'canceled');
    // A paid wallet order that will be canceled after the shift closes.
    built.lateCancel = (await order('اسپرسو', 1, 'wallet')).orderId;
    const bank = await order('کیک شکلاتی', 1, 'bank');
    await pay(bank.link!);
    built.bank = bank.orderId;
    const hybrid = await order('چیزکیک نیویورکی', 2, 'hybrid');
    await pay(hybrid.link!);
    built.hybrid = hybrid.orderId;
    // A counter order rung up with the card reader.
    const counter = await call(counterCreate, {
      body: {
        providerId: mirdamad.id,
        items: [{ _id: (await item('اسپرسو')).id, count: 1 }],
        paymentMethodId: card._id,
      },
      token: barista,
    });
    expect(counter.status, JSON.stringify(counter.body)).toBe(200);
    built.counter = counter.body.orderId;
    // A meeting room booked for a later day, paid on site, nobody has paid yet.
    const unpaid = await bookRoom(booker, 9);
    built.unpaidBooking = unpaid.orderId;
    unpaidBookingPrice = unpaid.order.totalPrice;
    // A room booked and paid on site at check-in: staff record the payment through the status path.
    built.paidBooking = (await bookRoom(booker, 12)).orderId;
    await move(built.paidBooking, 'accepted', cash._id);
    // A bank order still waiting at the gateway.
    built.pending = (await order('کیک شکلاتی', 1, 'bank')).orderId;
    // A customer books and cancels their own room in the shift: no staff of the shift.
    const own = await bookRoom(booker, 15);
    expect((await call(spaceCancel, { body: { orderId: own.orderId }, token: booker })).status).toBe(200);

    const cashSoFar = expectedTakings(
      (await branchRows()).filter(isReceived),
      new Map([
        [cash._id, cash.title],
        [card._id, card.title],
      ]),
    ).cash;
    const done = await call(finishShift, {
      body: { providerId: mirdamad.id, countedCash: cashSoFar - 5_000, note: 'کسری پنج هزار تومانی' },
      token: admin,
    });
    expect(done.status, JSON.stringify(done.body)).toBe(200);
    closed = done.body.shift;
    // After closing, the branch cancels a paid order of the shift.
    await move(built.lateCancel, 'canceled');
  }, 240_000);

  it('stamps paid_at whenever money is taken, the till included', async () => {
    const rows = new Map((await branchRows()).map((o) => [o.id, o]));
    for (const k of ['cafePos', 'wallet', 'bank', 'hybrid', 'counter', 'paidBooking']) {
      const o = rows.get(built[k])!;
      expect(o.paid, k).toBe(true);
      expect(o.paidAt, k).not.toBeNull();
    }
    expect(rows.get(built.cafePos)!.paymentMethodId).toBe(cash._id);
    expect(rows.get(built.unpaidBooking)!).toMatchObject({ paid: false, paidAt: null, status: 'new' });
    expect(rows.get(built.pending)!).toMatchObject({ paid: false, paidAt: null, status: 'awaitingPayment' });
  });

  it(
    'the day so far (/today), the closed shift, the branch stats, the home strip, the aggregation and the financial report all equal the rows',
    { timeout: 120_000 },
    async () => {
      const rows = await branchRows();
      const titles = new Map([
        [cash._id, cash.title],
        [card._id, card.title],
      ]);
      const dayIso = tehranIsoDate(new Date());
      const dayStart = new Date(Date.parse(`${dayIso}T00:00:00+03:30`));
      const dayEnd = new Date(dayStart.getTime() + DAY);
      const received = rows.filter((o) => isReceived(o) && between(o, dayStart, dayEnd));
      const expected = {
        orders: received.length,
        total: sum(received.map((o) => o.totalPrice)),
        wallet: sum(received.map((o) => o.walletAmount)),
        bank: sum(received.map((o) => o.bankAmount)),
      };
      const onSite = expected.total - expected.wallet - expected.bank;

      // What a manager checks by hand: six orders took money; the unpaid booking, the canceled, the pending are not among them.
      const ids = received.map((o) => o.id);
      for (const k of ['cafePos', 'wallet', 'bank', 'hybrid', 'counter', 'paidBooking'])
        expect(ids, k).toContain(built[k]);
      for (const k of ['unpaidBooking', 'canceled', 'pending', 'lateCancel']) expect(ids, k).not.toContain(built[k]);
      expect(unpaidBookingPrice).toBeGreaterThan(0);

      // The shift report of the day (/today): total and takings by method.
      const today = (await call(todayRoute, { query: { id: mirdamad.id }, token: barista })).body.today as ShiftReport;
      expect(today.total).toBe(expected.total);
      expect(today.orders).toBe(expected.orders);
      const want = expectedTakings(received, titles);
      expect(Object.fromEntries(today.takings.map((t) => [t.key, t.amount]))).toEqual(want.byKey);
      expect(today.expectedCash).toBe(want.cash);

      // The closed shift, read again after one of its orders was canceled: worked out from the rows of its window.
      const later = await call(shiftOne, { query: { id: mirdamad.id, shiftId: closed._id }, token: barista });
      expect(later.status).toBe(200);
      const shift = later.body.shift as ShiftView;
      const inShift = rows.filter(
        (o) => isReceived(o) && between(o, new Date(shift.startedAt), new Date(shift.finishedAt!)),
      );
      expect(shift.report.total).toBe(sum(inShift.map((o) => o.totalPrice)));
      expect(shift.report.total).toBe(closed.report.total - rows.find((o) => o.id === built.lateCancel)!.totalPrice);
      expect(Object.fromEntries(shift.report.takings.map((t) => [t.key, t.amount]))).toEqual(
        expectedTakings(inShift, titles).byKey,
      );

      // Branch stats: totals.revenue and orders.
      const stat = (
        await call(providerStatRoute, { query: { providerId: mirdamad.id, from: dayIso, to: dayIso }, token: admin })
      ).body.stat;
      expect(stat.totals.revenue).toBe(expected.total);
      expect(stat.totals.orders).toBe(expected.orders);
      expect(stat.totals.canceled).toBe(rows.filter((o) => o.status === 'canceled').length);

      // The head-office home strip: today's sold orders and revenue of the branch (canceled ones not counted).
      const strip = (await call(panelToday, { token: superAdmin })).body;
      const branch = strip.orders.byBranch.find((b: { providerId: string }) => b.providerId === mirdamad.id);
      expect(branch).toMatchObject({ count: expected.orders, revenue: expected.total });

      // The aggregation stat.
      const agg = (await call(aggregationRoute, { query: { from: dayIso, to: dayIso }, token: superAdmin })).body.stat;
      expect(agg.providers.find((p: { providerId: string }) => p.providerId === mirdamad.id)).toMatchObject({
        orders: expected.orders,
        revenue: expected.total,
      });

      // The financial report: its summary and its day row agree with the rows and with each other (D28).
      const report = (
        await call(financialRoute, { query: { providerId: mirdamad.id, from: dayIso, to: dayIso }, token: admin })
      ).body.report as FinancialReportView;
      expect(report.sales.sold).toEqual({
        paymentBy: 'all',
        orders: expected.orders,
        total: expected.total,
        wallet: expected.wallet,
        bank: expected.bank,
        onSite,
      });
      const [d] = report.days;
      expect(d).toMatchObject({
        day: dayIso,
        orders: expected.orders,
        sales: expected.total,
        wallet: expected.wallet,
        bank: expected.bank,
        onSite,
      });

      // And the workbook's summary and daily sheet say the same.
      const r = await call(exportRoute, { query: { providerId: mirdamad.id, from: dayIso, to: dayIso }, token: admin });
      expect(r.status).toBe(200);
      const wb = new ExcelJS.Workbook();
      await wb.xlsx.load(r.body as unknown as ArrayBuffer);
      const summary = wb.getWorksheet('خلاصه')!;
      const line = (label: string) => {
        let v: unknown;
        summary.eachRow((row) => {
          if (row.getCell(1).value === label) v = row.getCell(2).value;
        });
        return v;
      };
      expect(line('فروش کل (تومان)')).toBe(expected.total);
      expect(line('پرداخت از کیف پول (تومان)')).toBe(expected.wallet);
      expect(line('پرداخت از درگاه (تومان)')).toBe(expected.bank);
      expect(line('پرداخت در محل (تومان)')).toBe(onSite);
      const days = wb.getWorksheet('روزانه')!;
      const header = (days.getRow(1).values as unknown[]).map(String);
      const col = (h: string) => header.indexOf(h);
      const row = days.getRow(2);
      expect(String(row.getCell(col('تاریخ')).value)).toBe(isoDayToJalali(dayIso));
      expect(row.getCell(col('فروش (تومان)')).value).toBe(expected.total);
      expect(row.getCell(col('پرداخت از کیف پول (تومان)')).value).toBe(expected.wallet);
      expect(row.getCell(col('پرداخت از درگاه (تومان)')).value).toBe(expected.bank);
    },
  );

  it("lists only the branch's staff on the shift, not a customer who canceled their own booking (D14)", async () => {
    const names = closed.report.staff.map((p) => p.phone);
    expect(names).toContain('+989120000002');
    expect(names).not.toContain('+989121520002');
  });

  it('leaves room hours out of the best-selling cafe items (D37)', async () => {
    const dayIso = tehranIsoDate(new Date());
    const stat = (
      await call(providerStatRoute, { query: { providerId: mirdamad.id, from: dayIso, to: dayIso }, token: admin })
    ).body.stat;
    const titles = stat.topItems.map((t: { title: string }) => t.title);
    expect(titles).toContain('لاته');
    expect(titles).not.toContain('اتاق جلسه ۶ نفره (ساعتی)');
  });

  it('closing keeps the counted cash and note, and shows the difference from the cash expected (D38)', async () => {
    expect(closed.countedCash).toBe(closed.report.expectedCash - 5_000);
    expect(closed.closingNote).toBe('کسری پنج هزار تومانی');
    expect(closed.report.expectedCash).toBeGreaterThan(0);
    const [row] = await db().select().from(s.shifts).where(eq(s.shifts.id, closed._id));
    expect(row).toMatchObject({ countedCash: closed.countedCash, closingNote: 'کسری پنج هزار تومانی' });
    // Counted cash is optional, a whole non-negative number of toman.
    expect((await call(startShift, { body: { providerId: mirdamad.id }, token: barista })).status).toBe(200);
    for (const bad of [-1, 1.5, '۵۰۰']) {
      const r = await call(finishShift, { body: { providerId: mirdamad.id, countedCash: bad }, token: barista });
      expect(r.status, String(bad)).toBe(400);
      expect(r.body.error.eLang.fa).toMatch(/[\u0600-\u06FF]/);
    }
    const plain = await call(finishShift, { body: { providerId: mirdamad.id }, token: barista });
    expect(plain.status).toBe(200);
    expect(plain.body.shift).toMatchObject({ countedCash: null, closingNote: '' });
  });
});

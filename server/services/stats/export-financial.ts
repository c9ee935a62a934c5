import ExcelJS from 'exceljs';
import { PAYMENT_PURPOSE_FA, PAYMENT_TYPE_FA, type TFinancialQuery } from '@/lib/contracts/stats';
import { LEDGER_REASON_LABELS } from '@/lib/contracts/wallet';
import { isoDayToJalali, jalaliFileDate, tehranDayStart } from '@/lib/jalali';
import { SALE_VAT_KINDS, SALE_VAT_TEXT } from '@/lib/messages/vat';
import { safeRow } from '../files/excel-cell';
import { db } from '../../db/client';
import { providers } from '../../db/schema';
import { eq } from 'drizzle-orm';
import { financialReport } from './financial-report';

const MONEY = '#,##0';

function sheet(
  wb: ExcelJS.Workbook,
  { name, columns }: { name: string; columns: { header: string; key: string; width: number; money?: boolean }[] },
) {
  const ws = wb.addWorksheet(name, { views: [{ rightToLeft: true, state: 'frozen', ySplit: 1 }] });
  ws.columns = columns.map((c) => ({
    header: c.header,
    key: c.key,
    width: c.width,
    style: c.money ? { numFmt: MONEY } : {},
  }));
  ws.getRow(1).font = { bold: true };
  return ws;
}

/**
 * The financial report as an .xlsx workbook (GET /v1/stat/financial/export): the same numbers as the
 * screen, on right-to-left sheets with Persian headers and Jalali dates: summary, sales by payment
 * type, wallet movements, bank payments and one row per day.
 */
export async function exportFinancialReport(q: TFinancialQuery): Promise<{ data: Buffer; fileName: string }> {
  const { report } = await financialReport(q);
  const [p] = q.providerId
    ? await db().select({ name: providers.name }).from(providers).where(eq(providers.id, q.providerId))
    : [];
  const scope = p ? `شعبه ${p.name}` : 'همه شعبه‌ها';
  const from = isoDayToJalali(report.from);
  const to = isoDayToJalali(report.to);

  const wb = new ExcelJS.Workbook();
  wb.creator = 'همکار';
  const summary = sheet(wb, {
    name: 'خلاصه',
    columns: [
      { header: 'شرح', key: 'label', width: 34 },
      { header: 'مقدار', key: 'value', width: 22, money: true },
    ],
  });
  summary.addRows(
    [
      { label: 'محدوده', value: scope },
      { label: 'از تاریخ', value: from },
      { label: 'تا تاریخ', value: to },
      { label: 'تعداد سفارش‌های فروخته‌شده', value: report.sales.sold.orders },
      { label: 'فروش کل (تومان)', value: report.sales.sold.total },
      { label: 'پرداخت از کیف پول (تومان)', value: report.sales.sold.wallet },
      { label: 'پرداخت از درگاه (تومان)', value: report.sales.sold.bank },
      { label: 'پرداخت در محل (تومان)', value: report.sales.sold.onSite },
      { label: 'تخفیف‌ها (تومان)', value: report.sales.discounts },
      { label: 'مالیات بر ارزش افزوده (تومان)', value: report.sales.vat ?? 0 },
      ...SALE_VAT_KINDS.map((k) => ({ label: `${SALE_VAT_TEXT[k]} (تومان)`, value: report.sales.vatBySale?.[k] ?? 0 })),
      { label: 'سفارش‌های لغوشده', value: report.sales.canceled.orders },
      { label: 'مبلغ سفارش‌های لغوشده (تومان)', value: report.sales.canceled.total },
      { label: 'شارژ کیف پول (تومان)', value: report.wallet.charges.amount },
      { label: 'بازگشت وجه به کیف پول (تومان)', value: report.wallet.refunds },
      { label: 'تسویه‌های درگاه بانکی (تومان)', value: report.bank.total },
    ].map(safeRow),
  );

  const sales = sheet(wb, {
    name: 'فروش به تفکیک پرداخت',
    columns: [
      { header: 'نوع پرداخت', key: 'type', width: 22 },
      { header: 'تعداد سفارش', key: 'orders', width: 14 },
      { header: 'مبلغ کل (تومان)', key: 'total', width: 18, money: true },
      { header: 'کیف پول (تومان)', key: 'wallet', width: 18, money: true },
      { header: 'درگاه (تومان)', key: 'bank', width: 18, money: true },
      { header: 'در محل (تومان)', key: 'onSite', width: 18, money: true },
    ],
  });
  for (const r of [...report.sales.byPaymentType, report.sales.sold]) {
    sales.addRow(
      safeRow({ ...r, type: r.paymentBy === 'all' ? 'جمع' : (PAYMENT_TYPE_FA[r.paymentBy] ?? r.paymentBy) }),
    );
  }

  const wallet = sheet(wb, {
    name: 'کیف پول',
    columns: [
      { header: 'نوع تراکنش', key: 'reason', width: 24 },
      { header: 'تعداد', key: 'count', width: 10 },
      { header: 'واریز (تومان)', key: 'credit', width: 18, money: true },
      { header: 'برداشت (تومان)', key: 'debit', width: 18, money: true },
    ],
  });
  for (const r of report.wallet.byReason)
    wallet.addRow(safeRow({ ...r, reason: LEDGER_REASON_LABELS[r.reason] ?? r.reason }));

  const bank = sheet(wb, {
    name: 'درگاه بانکی',
    columns: [
      { header: 'بابت', key: 'purpose', width: 20 },
      { header: 'تعداد', key: 'count', width: 10 },
      { header: 'مبلغ (تومان)', key: 'amount', width: 18, money: true },
    ],
  });
  for (const r of report.bank.byPurpose)
    bank.addRow(safeRow({ ...r, purpose: PAYMENT_PURPOSE_FA[r.purpose] ?? r.purpose }));

  const days = sheet(wb, {
    name: 'روزانه',
    columns: [
      { header: 'تاریخ', key: 'date', width: 14 },
      { header: 'تعداد سفارش', key: 'orders', width: 14 },
      { header: 'فروش (تومان)', key: 'sales', width: 18, money: true },
      { header: 'پرداخت از کیف پول (تومان)', key: 'wallet', width: 22, money: true },
      { header: 'پرداخت از درگاه (تومان)', key: 'bank', width: 20, money: true },
      { header: 'پرداخت در محل (تومان)', key: 'onSite', width: 20, money: true },
      { header: 'شارژ کیف پول (تومان)', key: 'walletCharges', width: 20, money: true },
      { header: 'تسویه‌های درگاه بانکی (تومان)', key: 'bankSettled', width: 24, money: true },
      { header: 'مالیات بر ارزش افزوده (تومان)', key: 'vat', width: 24, money: true },
    ],
  });
  for (const d of report.days) days.addRow(safeRow({ ...d, date: isoDayToJalali(d.day) }));

  const data = Buffer.from(await wb.xlsx.writeBuffer());
  const day = (isoDay: string) => jalaliFileDate(tehranDayStart(isoDay) ?? isoDay);
  return { data, fileName: `financial-report-${day(report.from)}-to-${day(report.to)}.xlsx` };
}

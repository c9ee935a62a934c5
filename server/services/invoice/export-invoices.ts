import { and, asc, eq, gte, lt } from 'drizzle-orm';
import { tehranDayStart } from '@/lib/jalali';
import { INVOICE_TEXT } from '@/lib/messages/vat';
import { db } from '../../db/client';
import { invoices } from '../../db/schema';
import { AppError } from '../../http/errors';
import { taxDriver, type TaxInvoice } from '../../integrations/tax';
import { contentOf, type InvoiceRow } from './invoice-view';

/** Toman to the tax system's rials. */
const rial = (toman: number) => toman * 10;

/** The tax system's payment method: 1 cheque, 2 set-off, 3 cash, 4 POS, 5 gateway, 6 card-to-card, 7 transfer, 8 other. */
function paymentMethodCode(paymentBy: string | undefined): number {
  if (paymentBy === 'bank' || paymentBy === 'hybrid') return 5;
  if (paymentBy === 'pos') return 4;
  return 8;
}

/**
 * One invoice in the tax system's shape. The discount on the bill is spread over the lines in proportion to
 * their totals (the last line takes the rounding), so the lines add up to the header; a credit note is an
 * invoice of subject 4 (return of sale) that names the invoice it returns.
 */
export function toTaxInvoice({ row, refersTo }: { row: InvoiceRow; refersTo: InvoiceRow | null }): TaxInvoice {
  const c = contentOf(row)!;
  const fee = c.deliveryFee ?? 0;
  const added = addedOf(c);
  // The fee is billed as one more line; in mode 'included' each line's VAT is inside its amount.
  const lines = [
    ...(c.lines ?? []).map((l) => ({ title: l.title, count: l.count, total: l.lineTotal, exempt: l.vatExempt })),
    ...(fee > 0 ? [{ title: 'هزینه ارسال', count: 1, total: fee, exempt: false }] : []),
  ];
  const gross = lines.reduce((n, l) => n + l.total, 0);
  const discount = Math.max(0, gross - (c.total - added));
  const taxed = lines.reduce((n, l) => n + (l.exempt ? 0 : l.total), 0);
  let discountLeft = discount;
  let vatLeft = c.vat;
  const body: TaxInvoice['body'] = lines.map((l, i) => {
    const last = i === lines.length - 1;
    const dis = last ? discountLeft : gross ? Math.round((discount * l.total) / gross) : 0;
    discountLeft -= dis;
    const lastTaxed = !l.exempt && lines.slice(i + 1).every((x) => x.exempt);
    const vam = l.exempt ? 0 : lastTaxed ? vatLeft : taxed ? Math.round((c.vat * l.total) / taxed) : 0;
    vatLeft -= vam;
    const adis = l.total - dis - (added ? 0 : vam);
    const prdis = adis + dis;
    return {
      sstid: '',
      sstt: l.title,
      am: l.count,
      mu: '164',
      fee: rial(Math.round(prdis / l.count)),
      prdis: rial(prdis),
      dis: rial(dis),
      adis: rial(adis),
      vra: l.exempt ? 0 : (c.vatPercent ?? 0),
      vam: rial(vam),
      odam: 0,
      tsstam: rial(adis + vam),
    };
  });
  const tprdis = body.reduce((n, b) => n + b.prdis, 0);
  const tdis = body.reduce((n, b) => n + b.dis, 0);
  const tvam = body.reduce((n, b) => n + b.vam, 0);
  const tbill = body.reduce((n, b) => n + b.tsstam, 0);
  const buyerId = row.buyerNationalId ?? row.buyerEconomicCode;
  return {
    header: {
      taxid: null,
      indatim: Date.parse(c.issuedAt),
      inty: buyerId ? 1 : 2,
      inno: `${row.jalaliYear}${String(row.number).padStart(6, '0')}`,
      irtaxid: refersTo ? `${refersTo.jalaliYear}${String(refersTo.number).padStart(6, '0')}` : null,
      inp: 1,
      ins: row.kind === 'credit' ? 4 : 1,
      tins: c.provider?.economicCode ?? null,
      tob: buyerId ? 1 : null,
      bid: row.buyerNationalId,
      tinb: row.buyerEconomicCode,
      tprdis,
      tdis,
      tadis: tprdis - tdis,
      tvam,
      todam: 0,
      tbill,
      setm: 1,
      cap: tbill,
      insp: 0,
    },
    body,
    payments: [
      { pmt: paymentMethodCode(c.order?.paymentBy), pv: tbill, pdt: Date.parse(c.order?.paidAt ?? c.issuedAt) },
    ],
  };
}

/** The VAT a bill has on top of its prices: the difference between its total and its lines after discount. */
function addedOf(c: NonNullable<ReturnType<typeof contentOf>>): number {
  const owed = (c.itemsPrice ?? 0) - (c.discount ?? 0) + (c.deliveryFee ?? 0);
  return c.total - owed;
}

/**
 * GET /v1/invoice/export/{providerId}/{from}/{to}: the branch's invoices and credit notes issued on the Tehran
 * days from..to (inclusive), in the tax system's invoice JSON, through the tax driver.
 */
export async function exportInvoices({
  providerId,
  from,
  to,
}: {
  providerId: string;
  from: string;
  to: string;
}): Promise<{ driver: string; from: string; to: string; invoices: TaxInvoice[] }> {
  const start = tehranDayStart(from);
  const endDay = tehranDayStart(to);
  if (!start || !endDay || endDay < start) throw new AppError('BAD_INPUT', { fa: INVOICE_TEXT.exportBadRange });
  const end = new Date(endDay.getTime() + 86_400_000);
  const rows = await db()
    .select()
    .from(invoices)
    .where(and(eq(invoices.providerId, providerId), gte(invoices.createdAt, start), lt(invoices.createdAt, end)))
    .orderBy(asc(invoices.chainSeq));
  const referred = new Map<string, InvoiceRow>();
  const missing = rows.filter((r) => r.refersTo && !rows.some((x) => x.id === r.refersTo)).map((r) => r.refersTo!);
  for (const id of missing) {
    const [r] = await db().select().from(invoices).where(eq(invoices.id, id)).limit(1);
    if (r) referred.set(r.id, r);
  }
  for (const r of rows) referred.set(r.id, r);
  const packets = rows.map((r) =>
    toTaxInvoice({ row: r, refersTo: r.refersTo ? (referred.get(r.refersTo) ?? null) : null }),
  );
  const driver = taxDriver();
  const out = await driver.exportInvoices(packets);
  return { driver: driver.name, from, to, invoices: out.invoices };
}

import { invoiceNumberText, type InvoiceView } from '@/lib/contracts/invoice';
import { toPersianDigits } from '@/lib/digits';
import { jalaliDateTime } from '@/lib/jalali';
import { formatAmount, formatNumber } from '@/lib/money';
import { PAYMENT_BY_LABELS } from '@/lib/messages';
import { INVOICE_TEXT, VAT_TEXT } from '@/lib/messages/vat';
import { drawLine, newPersianPdf, pdfBuffer } from '../../pdf/persian-pdf';

const numberText = invoiceNumberText;

/** An invoice (or credit note) on an A5 page: the same facts, lines and totals as /invoice/{id}. */
export async function invoicePdf(inv: InvoiceView): Promise<Buffer> {
  const credit = inv.kind === 'credit';
  const doc = newPersianPdf({ size: 'A5', margin: 28, title: `${INVOICE_TEXT.title} ${numberText(inv)}` });
  const x = 28;
  const width = doc.page.width - 56;
  let y = 28;
  const row = ([label, value]: [string, string], opts: { bold?: boolean; size?: number } = {}) => {
    drawLine(doc, label, { x, width, y, size: opts.size ?? 10, bold: opts.bold, color: '#444' });
    drawLine(doc, value, { x, width, y, size: opts.size ?? 10, bold: opts.bold, align: 'left' });
    y += (opts.size ?? 10) + 8;
  };
  const rule = () => {
    doc
      .moveTo(x, y)
      .lineTo(x + width, y)
      .lineWidth(0.5)
      .strokeColor('#999')
      .stroke();
    y += 8;
  };
  drawLine(doc, credit ? INVOICE_TEXT.creditTitle : INVOICE_TEXT.title, {
    x,
    width,
    y,
    size: 16,
    bold: true,
    align: 'center',
  });
  y += 28;
  row([INVOICE_TEXT.number, numberText(inv)]);
  row([INVOICE_TEXT.date, jalaliDateTime(inv.issuedAt)]);
  if (inv.refersTo) row([INVOICE_TEXT.refersTo, numberText(inv.refersTo)]);
  if (inv.orderNumber !== null) row([INVOICE_TEXT.order, toPersianDigits(inv.orderNumber)]);
  rule();
  row([INVOICE_TEXT.seller, inv.providerName]);
  row([INVOICE_TEXT.economicCode, inv.economicCode ? toPersianDigits(inv.economicCode) : '—']);
  row([INVOICE_TEXT.buyer, inv.buyerName || '—']);
  if (inv.buyerNationalId) row([INVOICE_TEXT.buyerNationalId, toPersianDigits(inv.buyerNationalId)]);
  if (inv.buyerEconomicCode) row([INVOICE_TEXT.buyerEconomicCode, toPersianDigits(inv.buyerEconomicCode)]);
  rule();
  // Lines: title on the right, count and amounts to its left.
  const cols = { title: width * 0.5, count: width * 0.12, unit: width * 0.19, total: width * 0.19 };
  const head = (texts: [string, string, string, string], { y0, bold }: { y0: number; bold: boolean }) => {
    let right = x + width;
    const parts: [string, number][] = [
      [texts[0], cols.title],
      [texts[1], cols.count],
      [texts[2], cols.unit],
      [texts[3], cols.total],
    ];
    for (const [t, w] of parts) {
      right -= w;
      drawLine(doc, t, { x: right, width: w - 4, y: y0, size: 9, bold, align: t === texts[0] ? 'right' : 'left' });
    }
  };
  head([INVOICE_TEXT.item, INVOICE_TEXT.count, INVOICE_TEXT.unitPrice, INVOICE_TEXT.lineTotal], { y0: y, bold: true });
  y += 18;
  for (const l of inv.lines) {
    const title = `${l.title}${l.vatExempt ? ` (${INVOICE_TEXT.exempt})` : ''}`;
    head([title, toPersianDigits(l.count), formatNumber(l.unitPrice), formatNumber(l.lineTotal)], {
      y0: y,
      bold: false,
    });
    y += 16;
  }
  rule();
  row([INVOICE_TEXT.itemsPrice, formatAmount(inv.itemsPrice)]);
  if (inv.discount > 0) row([INVOICE_TEXT.discount, `− ${formatAmount(inv.discount)}`]);
  if (inv.deliveryFee > 0) row([INVOICE_TEXT.deliveryFee, formatAmount(inv.deliveryFee)]);
  row([VAT_TEXT.vatLineWithPercent(toPersianDigits(inv.vatPercent)), formatAmount(inv.vat)]);
  row([credit ? INVOICE_TEXT.creditTotal : INVOICE_TEXT.total, formatAmount(inv.total)], { bold: true, size: 12 });
  if (inv.paymentBy) row(['روش پرداخت', PAYMENT_BY_LABELS[inv.paymentBy] ?? inv.paymentBy]);
  y += 6;
  drawLine(doc, `${INVOICE_TEXT.hash}: ${inv.contentHash.slice(0, 32)}`, { x, width, y, size: 7, color: '#666' });
  return pdfBuffer(doc);
}

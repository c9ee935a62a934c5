import type { InvoiceLineView, InvoiceView } from '@/lib/contracts/invoice';
import type { invoices } from '../../db/schema';

export type InvoiceRow = typeof invoices.$inferSelect;

/** What issue_invoice (migration 0035) hashed: the order's part is written by sync_order_invoice. */
export interface InvoiceContent {
  id: string;
  kind: 'invoice' | 'credit';
  number: number;
  jalaliYear: number;
  chainSeq: number;
  providerId: string;
  subjectType: string;
  subjectId: string;
  refersTo: string | null;
  buyerName: string | null;
  total: number;
  vat: number;
  issuedAt: string;
  prevHash: string | null;
  provider?: { name: string; economicCode: string | null; address: string };
  order?: { id: string; number: number; paymentBy: string; paidAt: string | null };
  lines?: InvoiceLineView[];
  itemsPrice?: number;
  discount?: number;
  deliveryFee?: number;
  vatPercent?: number;
}

/** The content a row's hash covers, parsed; null when it is not JSON (someone edited it). */
export function contentOf(row: Pick<InvoiceRow, 'content'>): InvoiceContent | null {
  try {
    return JSON.parse(row.content) as InvoiceContent;
  } catch {
    return null;
  }
}

/**
 * The items total and discount as the lines show them. An order's lines carry the member's price (the
 * membership discount is already in their unit prices), while the order's `itemsPrice` is before it: shown side
 * by side, the lines did not add up to «جمع اقلام» and the membership discount was taken twice before the eye.
 * The items total is the lines' sum and the discount what is left of it (voucher, bundle, plan), so
 * items − discount + fee (+ VAT on top) = total on the page and the PDF. The hashed content is not changed.
 */
function shownItems(c: Partial<InvoiceContent>): { itemsPrice: number; discount: number } {
  const itemsPrice = c.itemsPrice ?? c.total ?? 0;
  const discount = c.discount ?? 0;
  const lines = (c.lines ?? []).reduce((n, l) => n + l.lineTotal, 0);
  const inLines = itemsPrice - lines;
  if (!c.lines?.length || inLines <= 0 || inLines > discount) return { itemsPrice, discount };
  return { itemsPrice: lines, discount: discount - inLines };
}

/** The wire view: everything shown comes from the hashed content, besides the buyer's official details. */
export function toInvoiceView({ row, refersTo }: { row: InvoiceRow; refersTo: InvoiceRow | null }): InvoiceView {
  const c = contentOf(row) ?? ({} as Partial<InvoiceContent>);
  return {
    _id: row.id,
    kind: row.kind,
    number: row.number,
    jalaliYear: row.jalaliYear,
    refersTo: refersTo ? { _id: refersTo.id, number: refersTo.number, jalaliYear: refersTo.jalaliYear } : null,
    orderId: row.orderId,
    orderNumber: c.order?.number ?? null,
    providerId: row.providerId,
    providerName: c.provider?.name ?? '',
    providerAddress: c.provider?.address ?? '',
    economicCode: c.provider?.economicCode ?? null,
    buyerName: c.buyerName ?? null,
    buyerNationalId: row.buyerNationalId,
    buyerEconomicCode: row.buyerEconomicCode,
    lines: (c.lines ?? []).map((l) => ({ ...l, options: l.options ?? null, vatExempt: Boolean(l.vatExempt) })),
    ...shownItems(c),
    deliveryFee: c.deliveryFee ?? 0,
    vat: c.vat ?? row.vat,
    vatPercent: c.vatPercent ?? 0,
    total: c.total ?? row.total,
    paymentBy: c.order?.paymentBy ?? null,
    issuedAt: c.issuedAt ?? row.createdAt.toISOString(),
    contentHash: row.contentHash,
    prevHash: row.prevHash,
  };
}

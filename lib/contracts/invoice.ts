import { z } from 'zod';
import { ZDayInput } from './common';
import { toPersianDigits } from '../digits';

/** «۱۴۰۵/۰۰۰۱۲»: the Jalali year and the branch's gapless number of that year (page, PDF). */
export function invoiceNumberText(i: { jalaliYear: number; number: number }): string {
  return toPersianDigits(`${i.jalaliYear}/${String(i.number).padStart(5, '0')}`);
}

/** A VAT rate and the Tehran day (YYYY-MM-DD) it starts (GET /v1/vat/rates). */
/**
 * The VAT a bundle, plan or event ticket quote carries beside its price (issue 29), worked out at today's rate
 * under the sale's mode: `total` is what the wallet or bank charges (the price, plus `vat` when it is added).
 */
export interface SaleVatView {
  vat: number;
  vatPercent: number;
  vatMode: 'included' | 'added';
  total: number;
}

export interface VatRateView {
  percent: number;
  from: string;
}

/** POST /v1/vat/rates/add: head office adds a rate from a day on (a future day: orders placed keep theirs). */
export const ZVatRateAdd = z.object({
  percent: z.coerce
    .number({ error: 'درصد مالیات را وارد کنید.' })
    .int({ error: 'درصد مالیات باید عدد صحیح باشد.' })
    .min(0, { error: 'درصد مالیات نامعتبر است.' })
    .max(100, { error: 'درصد مالیات نامعتبر است.' }),
  from: ZDayInput,
});
export type VatRateAddInput = z.output<typeof ZVatRateAdd>;

export interface InvoiceLineView {
  title: string;
  count: number;
  unitPrice: number;
  lineTotal: number;
  options: { group: string; title: string; priceDelta: number }[] | null;
  vatExempt: boolean;
}

/** An invoice or credit note as issued (its hashed content) with the buyer's optional official details. */
export interface InvoiceView {
  _id: string;
  kind: 'invoice' | 'credit';
  number: number;
  jalaliYear: number;
  /** A credit note's invoice. */
  refersTo: { _id: string; number: number; jalaliYear: number } | null;
  orderId: string | null;
  orderNumber: number | null;
  providerId: string;
  providerName: string;
  providerAddress: string;
  economicCode: string | null;
  buyerName: string | null;
  buyerNationalId: string | null;
  buyerEconomicCode: string | null;
  lines: InvoiceLineView[];
  itemsPrice: number;
  discount: number;
  deliveryFee: number;
  vat: number;
  vatPercent: number;
  total: number;
  paymentBy: string | null;
  issuedAt: string;
  contentHash: string;
  prevHash: string | null;
}

/** POST /v1/invoice/buyer: the buyer adds a national ID or economic code for an official invoice. */
export const ZInvoiceBuyer = z.object({
  invoiceId: z.string().min(1).max(64),
  nationalId: z
    .string()
    .trim()
    .regex(/^(\d{10}|\d{11})?$/, { error: 'کد ملی یا شناسه ملی باید ۱۰ یا ۱۱ رقم باشد.' })
    .optional(),
  economicCode: z
    .string()
    .trim()
    .regex(/^(\d{11,14})?$/, { error: 'کد اقتصادی باید ۱۱ تا ۱۴ رقم باشد.' })
    .optional(),
});

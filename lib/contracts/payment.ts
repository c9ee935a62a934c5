import { z } from 'zod';
import { ZId } from './common';
import { ORDER_TYPES, ZOrderLine } from './order';

export const PAYMENT_STATUSES = ['pending', 'paid', 'failed', 'expired'] as const;
export type PaymentStatusName = (typeof PAYMENT_STATUSES)[number];

/** What a payment buys; the database's constraint lists the same values (migration 0030). */
export const PAYMENT_PURPOSES = ['order', 'wallet', 'bundle', 'event', 'tab', 'series', 'plan'] as const;
export type PaymentPurposeName = (typeof PAYMENT_PURPOSES)[number];

export interface PaymentView {
  _id: string;
  purpose: PaymentPurposeName;
  status: PaymentStatusName;
  amount: number;
  orderId: string | null;
  userBundleId: string | null;
  providerId: string | null;
  bankRef: string | null;
  cardPan: string | null;
  createdAt: string;
  verifiedAt: string | null;
  /** For an order payment: the order's status now (e.g. canceled when it expired before the bank answered). */
  orderStatus: string | null;
  /** Credited to the wallet instead (the order had already been released when the bank confirmed). */
  refundedToWallet: boolean;
  /** Returned to the payer's card by the bank (a branch cancel within the bank's window); status is then failed. */
  refundedToCard?: boolean;
  wallet: number;
}

/** POST /v1/order/retry/payment. */
export const ZRetryPayment = z.object({ orderId: ZId });

/** POST /api/v1/payment/quote: the payment modal's numbers, priced by the server. */
export const ZPaymentQuote = z.object({
  providerId: ZId,
  items: z.array(ZOrderLine).min(1, { error: 'سبد خرید خالی است.' }).max(50),
  voucherId: ZId.optional().nullable(),
  /** A workspace reservation's quote (its line is the space item, hours as the count). */
  space: z.boolean().optional(),
  /** A delivery order's quote adds the branch's delivery fee (and checks its minimum). */
  orderType: z.enum(ORDER_TYPES).optional(),
});

export interface PaymentQuoteView {
  itemsPrice: number;
  /** The branch's delivery fee in total (0 unless a delivery order). */
  deliveryFee?: number;
  membershipDiscount: number;
  bundleDiscount: number;
  /** Drinks the member plan covers today (issue 28). */
  planDiscount?: number;
  voucherDiscount: number;
  total: number;
  /** VAT of `total` (issue 29): inside it, or added into it in mode 'added'. */
  vat?: number;
  vatPercent?: number;
  vatMode?: 'included' | 'added';
  wallet: number;
  /** The spec's differential: what the bank is asked for when the wallet pays first. */
  differential: number;
  walletCovers: boolean;
}

/** A bank session opened for a payment: where to send the customer, and the payment to verify later. */
export interface PaymentLinkView {
  link: string;
  paymentId: string;
}

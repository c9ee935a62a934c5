import { z } from 'zod';
import { ZId } from './common';
import { ZLineNote, ZLineOptions } from './item-options';
import type { ChosenOption } from '../item-options';
import { ZDeliveryAddress } from './address';
import { ZGift } from './gift';
import { ERRORS } from '../messages';
import { CANCEL_REASON_TEXT } from '../messages/order';

import {
  ORDER_LIMITS,
  ORDER_STATUSES,
  ORDER_TYPES,
  PAYMENT_BY,
  type OrderStatus,
  type OrderType,
  type PaymentBy,
} from '../order-rules';

// The plain rules live in lib/order-rules.ts so screens can use them without loading zod.
export * from '../order-rules';

const ZCount = z.coerce
  .number()
  .int()
  .min(1, { error: 'تعداد باید حداقل ۱ باشد.' })
  .max(ORDER_LIMITS.itemCount, { error: ERRORS.ORDER_ITEM_COUNT_MAX.fa });

/**
 * Client-sent lines: only the id, count, chosen option ids and note are read; names and prices are
 * ignored (options are priced from the menu by the server).
 */
export const ZOrderLine = z.object({ _id: ZId, count: ZCount, options: ZLineOptions, note: ZLineNote }).passthrough();

/**
 * A cart's lines: at least one, at most ORDER_LIMITS.lines. The cap on units of one item over all
 * its lines is checked where lines are merged (mergeLines in server/services/order/price.ts).
 */
const ZOrderLines = z
  .array(ZOrderLine)
  .min(1, { error: 'سبد خرید خالی است.' })
  .max(ORDER_LIMITS.lines, { error: 'سبد خرید حداکثر ۵۰ ردیف می‌تواند داشته باشد.' });

export const ZCalculatePrice = z.object({
  providerId: ZId.optional(),
  items: ZOrderLines,
  /** A delivery cart's price adds the branch's delivery fee (and checks its minimum). */
  orderType: z.enum(ORDER_TYPES).optional(),
});

export const ZOrderSubmit = z.object({
  /** Client-made key for this checkout: a resubmit with the same key returns the same order. */
  orderId: z
    .string()
    .trim()
    .regex(/^[A-Za-z0-9-]{8,64}$/)
    .optional(),
  providerId: ZId,
  items: ZOrderLines,
  description: z.string().trim().max(500, { error: 'توضیحات حداکثر ۵۰۰ حرف است.' }).optional().default(''),
  tableId: ZId.optional().nullable(),
  orderType: z.enum(ORDER_TYPES).default('inHall'),
  paymentBy: z.enum(PAYMENT_BY, { error: 'روش پرداخت را انتخاب کنید.' }),
  bankType: z.enum(['pos', 'top']).optional(),
  voucherId: ZId.optional().nullable(),
  /** Present when the order is a gift to another user or a phone number. */
  gift: ZGift.optional().nullable(),
  /** Where a delivery («ارسال») order goes; required for one (lib/contracts/address.ts). */
  delivery: ZDeliveryAddress.optional().nullable(),
});
export type OrderSubmitInput = z.infer<typeof ZOrderSubmit>;
/** What a client sends (before parsing: e.g. a gift phone in any spelling). */
export type OrderSubmitBody = z.input<typeof ZOrderSubmit>;

export const ZChangeOrderStatus = z
  .object({
    orderId: ZId,
    status: z.enum(ORDER_STATUSES, { error: 'وضعیت سفارش نامعتبر است.' }),
    paymentMethodId: ZId.optional().nullable(),
    /** Required when the status is canceled: the customer sees it. */
    reason: z.string().trim().max(300, { error: CANCEL_REASON_TEXT.tooLong }).optional(),
  })
  .superRefine((v, ctx) => {
    if (v.status === 'canceled' && !v.reason)
      ctx.addIssue({ code: 'custom', path: ['reason'], message: CANCEL_REASON_TEXT.required });
  });
export type ChangeOrderStatusInput = z.infer<typeof ZChangeOrderStatus>;

/** Shapes on the wire. */
export interface OrderLineView {
  _id: string;
  itemId: string;
  title: string;
  unitPrice: number;
  count: number;
  lineTotal: number;
  /** The options chosen, as priced then (empty for none), and the customer's note for the line. */
  options: ChosenOption[];
  note: string;
  /** A table tab's round (issue 27): whose line it is (absent on other orders; null id: added by staff). */
  personId?: string | null;
  personName?: string | null;
}

/** Units of an order covered by the customer's prepaid bundle instead of being charged. */
export interface OrderBundleUseView {
  itemId: string;
  title: string;
  count: number;
  unitPrice: number;
}

/** Gift details as the viewer may see them: the sender is hidden from the recipient of an anonymous gift. */
export interface OrderGiftView {
  targetId: string | null;
  targetName: string | null;
  /** Masked (0912***4567) except for the sender and staff. */
  targetPhone: string | null;
  anonymous: boolean;
  /** Null when the gift is anonymous and the viewer is the recipient. */
  senderName: string | null;
  /** Whether the viewer is the recipient. */
  toMe: boolean;
}

export interface OrderView {
  _id: string;
  number: number;
  providerId: string;
  providerName: string;
  userId: string;
  customerName: string;
  status: OrderStatus;
  orderType: OrderType;
  tableId: string | null;
  tableNumber: number | null;
  /** The table tab this order is a round of (issue 27); absent for other orders. */
  tabId?: string;
  /** Why the branch canceled it (null: not canceled by staff, or before reasons were asked). */
  cancelReason?: string | null;
  /** The branch's delivery fee included in totalPrice (0 for other orders). */
  deliveryFee?: number;
  /** A delivery order's address (and phone to call), else null. */
  delivery?: { address: string; phone: string } | null;
  description: string;
  paymentBy: PaymentBy;
  paid: boolean;
  paymentMethodId: string | null;
  items: OrderLineView[];
  itemsPrice: number;
  /** All discounts together: membership + voucher + bundle. totalPrice = itemsPrice − discount + deliveryFee. */
  discount: number;
  membershipDiscount: number;
  voucherId: string | null;
  voucherDiscount: number;
  bundleDiscount: number;
  /** What a member plan covered: drinks of its daily allowance, or a booking paid with its credit (issue 28). */
  planDiscount?: number;
  bundleUses: OrderBundleUseView[];
  totalPrice: number;
  /** VAT in toman and the rate it was worked out at (issue 29); inside totalPrice either way. */
  vat?: number;
  vatPercent?: number;
  /** The order's invoice, once sold (issue 29). */
  invoiceId?: string | null;
  /** What was (or is to be) paid from the wallet and through the bank. */
  walletAmount: number;
  bankAmount: number;
  gift: OrderGiftView | null;
  /** While awaiting payment: when the order is released if still unpaid. */
  expiresAt: string | null;
  paidAt: string | null;
  refunded: boolean;
  /** A refunded order whose bank part the bank returned to the payer's card (the wallet part, if any, to the wallet). */
  refundedToCard?: boolean;
  createdAt: string;
  updatedAt: string;
}

/** A page of orders: the customer's own, or a branch's board. */
export interface OrderPageView {
  orders: OrderView[];
  total: number;
}

/** A table a customer may pick for «سالن» (GET /v1/order/tables/{providerId}). */
export interface OrderTableView {
  _id: string;
  number: number;
}

export interface PriceLineView {
  _id: string;
  /** The cart line it prices (lineKey of lib/contracts/item-options: the item id for a plain line). */
  key: string;
  title: string;
  options: ChosenOption[];
  note: string;
  count: number;
  unitPrice: number;
  originalUnitPrice: number;
  membershipDiscount: number;
  lineTotal: number;
}

export interface PriceView {
  price: number;
  itemsPrice: number;
  discount: number;
  lines: PriceLineView[];
  /** The parts of `discount` (the calculate answer carries them; a bare cart pricing may not). */
  membershipDiscount?: number;
  bundleDiscount?: number;
  /** What the member plan covers (drinks within today's allowance). */
  planDiscount?: number;
  /** A delivery order's fee, included in price. */
  deliveryFee?: number;
  /** VAT of `price` (issue 29): inside it when the branch's prices include VAT, added into it when not. */
  vat?: number;
  vatPercent?: number;
  vatMode?: 'included' | 'added';
}

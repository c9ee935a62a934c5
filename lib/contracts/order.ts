import { z } from 'zod';
import { ZId } from './common';

import { ORDER_STATUSES, ORDER_TYPES, PAYMENT_BY, type OrderStatus, type OrderType, type PaymentBy } from '../order-rules';

// The plain rules live in lib/order-rules.ts so screens can use them without loading zod.
export * from '../order-rules';

const ZCount = z.coerce.number().int().min(1, { error: 'تعداد باید حداقل ۱ باشد.' }).max(99, { error: 'تعداد انتخاب شده بیش از حد مجاز است.' });

/** Client-sent lines: only the id and count are trusted; names and prices are ignored. */
export const ZOrderLine = z.object({ _id: ZId, count: ZCount }).passthrough();

export const ZCalculatePrice = z.object({
  providerId: ZId.optional(),
  items: z.array(ZOrderLine).min(1, { error: 'سبد خرید خالی است.' }).max(50),
});
export type TCalculatePrice = z.infer<typeof ZCalculatePrice>;

export const ZOrderSubmit = z.object({
  /** Client-made key for this checkout: a resubmit with the same key returns the same order. */
  orderId: z.string().trim().regex(/^[A-Za-z0-9-]{8,64}$/).optional(),
  providerId: ZId,
  items: z.array(ZOrderLine).min(1, { error: 'سبد خرید خالی است.' }).max(50),
  description: z.string().trim().max(500, { error: 'توضیحات حداکثر ۵۰۰ حرف است.' }).optional().default(''),
  tableId: ZId.optional().nullable(),
  orderType: z.enum(ORDER_TYPES).default('inHall'),
  paymentBy: z.enum(PAYMENT_BY, { error: 'روش پرداخت را انتخاب کنید.' }),
  bankType: z.enum(['pos', 'top']).optional(),
  voucherId: ZId.optional().nullable(),
});
export type TOrderSubmit = z.infer<typeof ZOrderSubmit>;

export const ZChangeOrderStatus = z.object({
  orderId: ZId,
  status: z.enum(ORDER_STATUSES, { error: 'وضعیت سفارش نامعتبر است.' }),
  paymentMethodId: ZId.optional().nullable(),
});
export type TChangeOrderStatus = z.infer<typeof ZChangeOrderStatus>;

export const ZOrderListQuery = z.object({
  providerId: ZId.optional(),
  status: z.enum(ORDER_STATUSES).optional(),
});

/** Shapes on the wire. */
export interface OrderLineView {
  _id: string;
  itemId: string;
  title: string;
  unitPrice: number;
  count: number;
  lineTotal: number;
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
  description: string;
  paymentBy: PaymentBy;
  paid: boolean;
  paymentMethodId: string | null;
  items: OrderLineView[];
  itemsPrice: number;
  discount: number;
  totalPrice: number;
  createdAt: string;
  updatedAt: string;
}

export interface PriceLineView {
  _id: string;
  title: string;
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
}

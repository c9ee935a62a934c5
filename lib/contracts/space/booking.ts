import { z } from 'zod';
import { PAYMENT_BY } from '../../order-rules';
import type { OrderView } from '../order';
import { ZGift } from '../gift';
import { ZId } from '../common';
import { ZHour, ZSpaceDate, ZToman, type SpaceType } from './base';

/** The spec's «Space order». Hours are whole Tehran hours; a pool day sends none. */
export const ZSpaceOrderSubmit = z.object({
  /** Client-made key: a resubmit with the same key returns the same order. */
  orderId: z
    .string()
    .trim()
    .regex(/^[A-Za-z0-9-]{8,64}$/)
    .optional(),
  itemId: ZId,
  providerId: ZId,
  startDate: ZSpaceDate,
  startingHour: ZHour(0, 23).optional().nullable(),
  endingHour: ZHour(1, 24).optional().nullable(),
  description: z.string().trim().max(500, { error: 'توضیحات حداکثر ۵۰۰ حرف است.' }).optional().default(''),
  voucherId: ZId.optional().nullable(),
  /** 'credit': the member plan's room hours or day passes pay it (issue 28), whatever the branch's payment types. */
  paymentBy: z.enum([...PAYMENT_BY, 'credit'], { error: 'روش پرداخت را انتخاب کنید.' }),
  bankType: z.enum(['pos', 'top']).optional(),
  anonymous: z.boolean().optional().default(false),
  targetId: ZId.optional().nullable(),
  targetPhone: z.string().trim().optional().nullable(),
});
export type SpaceOrderSubmitInput = z.infer<typeof ZSpaceOrderSubmit>;
export type SpaceOrderSubmitBody = z.input<typeof ZSpaceOrderSubmit>;

/** Staff booking for a customer (targetId or targetPhone names them), optionally at a price they set. */
export const ZSpaceAdminSubmit = ZSpaceOrderSubmit.extend({
  desiredPrice: ZToman.optional().nullable(),
});
export type SpaceAdminSubmitInput = z.infer<typeof ZSpaceAdminSubmit>;

/** The gift part of a space order, checked as the cafe order checks it. */
export function giftOf(input: Pick<SpaceOrderSubmitInput, 'targetId' | 'targetPhone' | 'anonymous'>) {
  if (!input.targetId && !input.targetPhone) return null;
  return ZGift.parse({ targetId: input.targetId, targetPhone: input.targetPhone, anonymous: input.anonymous });
}
export const ZSpaceCancel = z.object({ orderId: ZId });
/** Staff check a customer in for a booking; an unpaid pay-on-site one names how it was paid. */
export const ZSpaceCheckInByOrder = z.object({ orderId: ZId, paymentMethodId: ZId.optional().nullable() });
/** Or by the customer's check-in code (issue 28): typed or scanned at the counter or the room's kiosk (`itemId`). */
export const ZSpaceCheckInByCode = z.object({
  code: z
    .string({ error: 'کد ورود را وارد کنید.' })
    .trim()
    .min(6, { error: 'کد ورود را کامل وارد کنید.' })
    .max(60, { error: 'کد ورود معتبر نیست.' }),
  itemId: ZId.optional().nullable(),
  paymentMethodId: ZId.optional().nullable(),
});
export const ZSpaceCheckIn = z.union([ZSpaceCheckInByOrder, ZSpaceCheckInByCode]);
export const ZSpaceWaitlist = z.object({
  itemId: ZId,
  date: ZSpaceDate,
  startingHour: ZHour(0, 23).optional().nullable(),
  endingHour: ZHour(1, 24).optional().nullable(),
});
/** The answer of a space order submit (customer or staff). */
export interface SpaceSubmitResult {
  order: OrderView;
  orderId: string;
  reservationId: string;
  link?: string;
  paymentId?: string;
}
export interface PoolAvailability {
  itemId: string;
  date: string;
  capacity: number;
  taken: number;
  left: number;
  closed: boolean;
}
export interface ResourceAvailability {
  itemId: string;
  date: string;
  openingHour: number;
  closingHour: number;
  /** Hours h meaning [h, h+1) that are free or taken, in Tehran time. */
  freeHours: number[];
  takenHours: number[];
  closed: boolean;
}
export interface ReservationView {
  _id: string;
  orderId: string;
  orderNumber: number;
  status: string;
  paid: boolean;
  itemId: string;
  itemTitle: string;
  spaceType: SpaceType;
  providerId: string;
  providerName: string;
  userId: string;
  customerName: string;
  customerPhone: string;
  date: string;
  startingHour: number | null;
  endingHour: number | null;
  seats: number;
  totalPrice: number;
  /** How it is paid (pos: on site), and the staff member who booked it for the customer (null: the customer did). */
  paymentBy: string;
  bookedBy: { _id: string; name: string } | null;
  startsAt: string;
  createdAt: string;
  /** Whether its customer may still cancel it now (before the branch's cut-off, or its start with late-cancel tiers). */
  cancelable: boolean;
  /** Check-in is open in [checkinOpensAt, checkinClosesAt]; after it an unchecked booking is released (issue 28). */
  checkinOpensAt: string;
  checkinClosesAt: string;
  /** The recurring series it belongs to (null: a single booking). */
  seriesId: string | null;
  /** Released by the no-show sweep, and the fee the branch kept (no-show or late cancel). */
  noShow: boolean;
  feeKept: number;
}

/** What GET /v1/order/space/{orderId}/checkin answers its owner. */
export interface CheckinCodeView {
  code: string;
  /** The text the QR carries (the scanner and the kiosk read it). */
  qr: string;
  opensAt: string;
  closesAt: string;
}

/** What GET /v1/order/space/{orderId}/cancel/quote answers: canceling now allowed or not, the fee kept and the refund. */
export interface CancelQuoteView {
  allowed: boolean;
  fee: number;
  refund: number;
  paid: number;
}

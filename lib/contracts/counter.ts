import { z } from 'zod';
import { ORDER_LIMITS } from '../order-rules';
import { ERRORS } from '../messages';
import { ZId, ZPhone } from './common';
import { ZLineNote, ZLineOptions } from './item-options';

/** POST /v1/order/create: an order rung up at a branch's counter (/panel/{id}/counter). */
export const ZCounterOrder = z.object({
  /** Client-made key: a retried submit returns the first order. */
  orderId: z
    .string()
    .trim()
    .regex(/^[A-Za-z0-9-]{8,64}$/)
    .optional(),
  providerId: ZId,
  items: z
    // The chosen option ids and note of each line, priced by the server as a customer's cart is (D03).
    .array(
      z.object({
        _id: ZId,
        count: z.coerce
          .number()
          .int()
          .min(1, { error: 'تعداد باید حداقل ۱ باشد.' })
          .max(ORDER_LIMITS.itemCount, { error: ERRORS.ORDER_ITEM_COUNT_MAX.fa }),
        options: ZLineOptions,
        note: ZLineNote,
      }),
    )
    .min(1, { error: 'حداقل یک آیتم انتخاب کنید.' })
    .max(ORDER_LIMITS.lines, { error: 'سفارش حداکثر ۵۰ ردیف می‌تواند داشته باشد.' }),
  /** The customer's phone, optional: found, or registered when new. */
  phone: z.preprocess((v) => (typeof v === 'string' && v.trim() === '' ? undefined : v), ZPhone.optional()),
  paymentMethodId: z
    .string({ error: 'روش پرداخت را انتخاب کنید.' })
    .trim()
    .min(1, { error: 'روش پرداخت را انتخاب کنید.' })
    .pipe(ZId),
  orderType: z.enum(['takeAway', 'inHall']).default('takeAway'),
  tableId: ZId.optional().nullable(),
  description: z.string().trim().max(500, { error: 'توضیحات حداکثر ۵۰۰ حرف است.' }).optional().default(''),
});
/** POST /v1/order/create as sent. */
export type CounterOrderInput = z.input<typeof ZCounterOrder>;

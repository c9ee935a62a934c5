import { z } from 'zod';
import { PAYMENT_BY } from '../../order-rules';
import type { OrderView } from '../order';
import { ZId } from '../common';
import { ZRequestKey } from '../money-fields';
import { ZHour, ZSpaceDate } from './base';

/**
 * POST /v1/order/space/recurring/submit (issue 28): a room or day pass every day or week, 2 to 12 times, in
 * one step. `onConflict`: 'fail' books nothing when one occurrence is taken («همه یا هیچ»), 'skip' books
 * the rest («رد کردن تداخل‌ها»). Paid once for the series.
 */
export const ZSpaceRecurringSubmit = z.object({
  itemId: ZId,
  providerId: ZId,
  startDate: ZSpaceDate,
  startingHour: ZHour(0, 23).optional().nullable(),
  endingHour: ZHour(1, 24).optional().nullable(),
  repeat: z.object({
    every: z.enum(['day', 'week'], { error: 'تکرار را روزانه یا هفتگی انتخاب کنید.' }),
    count: z.coerce
      .number({ error: 'تعداد جلسات را وارد کنید.' })
      .int({ error: 'تعداد جلسات باید عدد صحیح باشد.' })
      .min(2, { error: 'تعداد جلسات دست‌کم ۲ است.' })
      .max(12, { error: 'تعداد جلسات حداکثر ۱۲ است.' }),
  }),
  onConflict: z.enum(['fail', 'skip'], { error: 'رفتار هنگام تداخل را انتخاب کنید.' }),
  /** 'credit': the member plan's room hours or day passes pay each occurrence (issue 28). */
  paymentBy: z.enum([...PAYMENT_BY, 'credit'], { error: 'روش پرداخت را انتخاب کنید.' }),
  bankType: z.enum(['pos', 'top']).optional(),
  description: z.string().trim().max(500, { error: 'توضیحات حداکثر ۵۰۰ حرف است.' }).optional().default(''),
  /** Client-made key: a resubmit (a double tap, a retry) with the same key answers the series it made. */
  key: ZRequestKey.optional(),
});
export type SpaceRecurringSubmitInput = z.infer<typeof ZSpaceRecurringSubmit>;
export type SpaceRecurringSubmitBody = z.input<typeof ZSpaceRecurringSubmit>;

/** What the recurring submit answers: the booked occurrences, the skipped days, and a bank link when due. */
export interface SpaceRecurringResult {
  seriesId: string;
  orders: OrderView[];
  /** Days (YYYY-MM-DD) left out because they were taken. */
  skipped: string[];
  total: number;
  link?: string;
  paymentId?: string;
}

/** POST /v1/order/space/series/cancel: the rest of a series from `fromDate` (default: today). */
export const ZSpaceSeriesCancel = z.object({ seriesId: ZId, fromDate: ZSpaceDate.optional().nullable() });
export type SpaceSeriesCancelBody = z.input<typeof ZSpaceSeriesCancel>;

export interface SpaceSeriesCancelResult {
  success: true;
  /** The occurrences canceled now, what came back to the wallet and what the branch kept. */
  canceled: string[];
  refunded: number;
  fee: number;
  /** Days that could not be canceled any more (started, checked in, past the branch's rules). */
  kept: string[];
}

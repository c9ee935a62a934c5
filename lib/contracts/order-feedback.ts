import { z } from 'zod';
import { ZId, ZPaging } from './common';
import { RATING_TEXT } from '../messages/order-feedback';

export const ZCancelOwnOrder = z.object({ orderId: ZId });

export const ZRateOrder = z.object({
  orderId: ZId,
  score: z.coerce
    .number({ error: RATING_TEXT.scoreRequired })
    .int({ error: RATING_TEXT.scoreRequired })
    .min(1, { error: RATING_TEXT.scoreRequired })
    .max(5, { error: RATING_TEXT.scoreRequired }),
  comment: z.string().trim().max(500, { error: RATING_TEXT.commentMax }).optional().default(''),
});
export type TRateOrder = z.infer<typeof ZRateOrder>;

export const ZSurveyQuery = z.object({ id: ZId, paging: ZPaging(20) });

export interface RatingView {
  orderId: string;
  orderNumber: number;
  providerId: string;
  customerName: string;
  score: number;
  comment: string;
  createdAt: string;
}

export interface SurveyListView {
  ratings: RatingView[];
  total: number;
  /** Over all the branch's ratings, not just this page; null when there are none. */
  average: number | null;
}

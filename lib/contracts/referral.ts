import { z } from 'zod';
import { ZId } from './common';
import { MAX_TOMAN, PRICE_TEXT, toman } from './money-fields';

export const ZReferralEdit = z.object({
  policyId: ZId.optional(),
  _id: ZId.optional(),
  title: z.string({ error: 'عنوان را وارد کنید.' }).trim().min(1, { error: 'عنوان را وارد کنید.' }).max(100),
  inviterReward: toman({
    min: 0,
    max: 10_000_000,
    required: 'پاداش دعوت‌کننده را وارد کنید.',
    range: 'پاداش معتبر نیست.',
  }),
  inviteeReward: z.preprocess(
    (v) => (v === '' || v === null || v === undefined ? 0 : v),
    toman({ min: 0, max: 10_000_000, required: PRICE_TEXT, range: 'پاداش معتبر نیست.' }),
  ),
  minOrderPrice: z.preprocess(
    (v) => (v === '' || v === null || v === undefined ? 0 : v),
    toman({ min: 0, max: MAX_TOMAN, required: PRICE_TEXT, range: PRICE_TEXT }),
  ),
  active: z.boolean().optional().default(true),
});
export type ReferralEditInput = z.infer<typeof ZReferralEdit>;

export interface ReferralPolicyView {
  _id: string;
  title: string;
  inviterReward: number;
  inviteeReward: number;
  minOrderPrice: number;
  active: boolean;
  updatedAt: string;
}

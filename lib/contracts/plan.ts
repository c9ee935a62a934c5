import { z } from 'zod';
import { toPersianDigits } from '../digits';
import { ZId } from './common';
import type { SaleVatView } from './invoice';
import { MAX_TOMAN, ZRequestKey, toman } from './money-fields';

const count = (label: string, max: number) =>
  z.coerce
    .number({ error: `${label} را وارد کنید.` })
    .int({ error: `${label} باید عدد صحیح باشد.` })
    .min(0, { error: `${label} نمی‌تواند منفی باشد.` })
    .max(max, { error: `${label} حداکثر ${toPersianDigits(max)} است.` });

export const ZPlanCredits = z.object({
  roomHours: count('ساعت اتاق جلسه', 744),
  dayPasses: count('تعداد پاس روزانه', 31),
  drinksPerDay: count('نوشیدنی در روز', 20),
});

const planFields = {
  title: z.string({ error: 'عنوان پلن را وارد کنید.' }).trim().min(1, { error: 'عنوان پلن را وارد کنید.' }).max(100),
  description: z.string().trim().max(500).optional().default(''),
  price: toman({ min: 1_000, max: MAX_TOMAN, required: 'قیمت پلن را وارد کنید.', range: 'قیمت پلن معتبر نیست.' }),
  months: z.coerce
    .number({ error: 'مدت پلن را وارد کنید.' })
    .int()
    .min(1, { error: 'مدت پلن باید بین ۱ تا ۲۴ ماه باشد.' })
    .max(24, { error: 'مدت پلن باید بین ۱ تا ۲۴ ماه باشد.' }),
  credits: ZPlanCredits,
  /** The branches it is used at; empty or missing: every branch. */
  providerIds: z.array(ZId).max(100).optional().nullable(),
  active: z.boolean().optional().default(true),
};
export const ZPlanCreate = z.object(planFields);
export type PlanCreateInput = z.infer<typeof ZPlanCreate>;
export const ZPlanEdit = z.object({ ...planFields, planId: ZId });
export type PlanEditInput = z.infer<typeof ZPlanEdit>;
export const ZPlanActivation = z.object({ planId: ZId, active: z.boolean().optional() });
export const ZPlanPurchase = z.object({
  planId: ZId,
  paymentBy: z.enum(['wallet', 'bank'], { error: 'روش پرداخت را انتخاب کنید.' }),
  bankType: z.enum(['pos', 'top']).optional(),
  key: ZRequestKey.optional(),
});
export type PlanPurchaseInput = z.infer<typeof ZPlanPurchase>;

export interface PlanCredits {
  roomHours: number;
  dayPasses: number;
  drinksPerDay: number;
}

/** A plan on sale; its SaleVatView is a purchase today's VAT and what it charges (`total`, server/services/plan/plan-vat.ts). */
export interface PlanView extends SaleVatView {
  _id: string;
  title: string;
  description: string;
  price: number;
  months: number;
  credits: PlanCredits;
  /** null: every branch. */
  providerIds: string[] | null;
  providerNames: string[];
  active: boolean;
}

export interface MemberPlanView {
  _id: string;
  planId: string;
  title: string;
  price: number;
  /** The sale's VAT (issue 29): on top of `price` in what was charged in mode 'added', else inside it. */
  vat: number;
  months: number;
  credits: PlanCredits;
  providerIds: string[] | null;
  providerNames: string[];
  status: 'awaitingPayment' | 'active' | 'canceled' | 'upcoming' | 'ended';
  startsAt: string | null;
  endsAt: string | null;
  /** When this plan month's room hours and day passes come back (the next plan month, or the end). */
  resetsAt: string | null;
}

export interface PlanLeft {
  roomHours: number;
  dayPasses: number;
  drinksToday: number;
}

/** GET /v1/profile/my/plan: the current plan (else the next one bought) and what is left now. */
export interface MyPlanAnswer {
  plan: MemberPlanView | null;
  left: PlanLeft;
}

/** Staff's view of a member's plans and what they used (users panel). */
export interface MemberPlanUsageView {
  plans: (MemberPlanView & { left: PlanLeft })[];
  uses: {
    _id: string;
    memberPlanId: string;
    kind: 'room_hours' | 'day_passes' | 'drinks';
    amount: number;
    period: string;
    providerName: string;
    refId: string;
    released: boolean;
    createdAt: string;
  }[];
}

/** Head office's list: each plan with how many were sold and the credits used per branch. */
export interface PlanAdminView extends PlanView {
  sold: number;
  usage: { providerId: string; providerName: string; roomHours: number; dayPasses: number; drinks: number }[];
}

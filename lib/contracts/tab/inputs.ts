import { z } from 'zod';
import { ZId } from '../common';
import { ZOrderLine } from '../order';

/** Tab requests: statuses, modes and the request schemas (paths in ./index.ts). */

export const TAB_STATUSES = ['open', 'closed', 'canceled'] as const;
export type TabStatus = (typeof TAB_STATUSES)[number];

export const TAB_SPLIT_MODES = ['items', 'equal', 'custom'] as const;
export type TabSplitMode = (typeof TAB_SPLIT_MODES)[number];

/** How a member pays a share on their phone (staff at the counter use /v1/tab/staff/pay). */
export const TAB_PAYMENT_BY = ['wallet', 'bank', 'hybrid'] as const;
export type TabPaymentBy = (typeof TAB_PAYMENT_BY)[number];

/** The four-digit code a phone needs to join an open tab (shown on members' phones and on the board). */
export const ZJoinCode = z
  .string({ error: 'کد میز را وارد کنید.' })
  .trim()
  .regex(/^\d{4}$/, { error: 'کد میز چهار رقم است.' });

/** A client-made key for one send of a round: a retry with the same key returns the same round. */
export const ZRoundKey = z.string().regex(/^[A-Za-z0-9_-]{8,64}$/, { error: 'شناسه درخواست نامعتبر است.' });

export const ZTabOpen = z.object({ tableId: ZId });
export type TabOpenInput = z.infer<typeof ZTabOpen>;

export const ZTabJoin = z.object({ tableId: ZId, joinCode: ZJoinCode });
export type TabJoinInput = z.infer<typeof ZTabJoin>;

export const ZTabIdQuery = z.object({ tabId: ZId });
export const ZTableIdQuery = z.object({ tableId: ZId });
export const ZTabProviderQuery = z.object({ providerId: ZId });

/** One line added to the caller's own part (options and note as in a cart). */
export const ZTabLineAdd = ZOrderLine.extend({ tabId: ZId });
export type TabLineAddInput = z.infer<typeof ZTabLineAdd>;

export const ZTabLineRemove = z.object({ tabId: ZId, lineId: ZId });
export type TabLineRemoveInput = z.infer<typeof ZTabLineRemove>;

export const ZTabRound = z.object({
  tabId: ZId,
  /** Extra lines sent as the sender's own (staff: a line without a person); the members' drafts always go. */
  items: z.array(ZOrderLine).max(50, { error: 'سبد خرید حداکثر ۵۰ ردیف می‌تواند داشته باشد.' }).optional().default([]),
  description: z.string().trim().max(500, { error: 'توضیحات حداکثر ۵۰۰ حرف است.' }).optional().default(''),
  key: ZRoundKey,
});
export type TabRoundInput = z.infer<typeof ZTabRound>;
export type TabRoundBody = z.input<typeof ZTabRound>;

const ZAmount = z.coerce
  .number({ error: 'مبلغ نامعتبر است.' })
  .int({ error: 'مبلغ نامعتبر است.' })
  .min(1, { error: 'مبلغ نامعتبر است.' })
  .max(100_000_000, { error: 'مبلغ نامعتبر است.' });

/** A custom share: an amount, optionally for a member (a share without one may be paid by anyone at the table). */
export const ZTabCustomShare = z.preprocess(
  (v) => (typeof v === 'number' || typeof v === 'string' ? { amount: v } : v),
  z.object({ amount: ZAmount, userId: ZId.optional().nullable() }),
);

export const ZTabSplit = z
  .object({
    tabId: ZId,
    mode: z.enum(TAB_SPLIT_MODES, { error: 'روش تقسیم صورت‌حساب نامعتبر است.' }),
    /** equal: how many shares. */
    count: z.coerce.number().int().min(1).max(50).optional(),
    /** custom: amounts (numbers, or {amount, userId}) summing to the unpaid rest. */
    amounts: z.array(ZTabCustomShare).min(1).max(50).optional(),
  })
  .superRefine((v, ctx) => {
    if (v.mode === 'equal' && !v.count)
      ctx.addIssue({ code: 'custom', path: ['count'], message: 'تعداد سهم‌ها را وارد کنید.' });
    if (v.mode === 'custom' && !v.amounts?.length)
      ctx.addIssue({ code: 'custom', path: ['amounts'], message: 'مبلغ سهم‌ها را وارد کنید.' });
  });
export type TabSplitInput = z.infer<typeof ZTabSplit>;
export type TabSplitBody = z.input<typeof ZTabSplit>;

export const ZTabPay = z.object({
  tabId: ZId,
  shareId: ZId,
  paymentBy: z.enum(TAB_PAYMENT_BY, { error: 'روش پرداخت را انتخاب کنید.' }),
  bankType: z.enum(['pos', 'top']).optional(),
});
export type TabPayInput = z.infer<typeof ZTabPay>;

export const ZTabStaffPay = z.object({ tabId: ZId, shareId: ZId, paymentMethodId: ZId });
export type TabStaffPayInput = z.infer<typeof ZTabStaffPay>;

export const ZTabClose = z.object({ tabId: ZId, paymentMethodId: ZId.optional().nullable() });
export type TabCloseInput = z.infer<typeof ZTabClose>;

export const ZTabCancel = z.object({ tabId: ZId, reason: z.string().trim().max(300).optional() });
export type TabCancelInput = z.infer<typeof ZTabCancel>;

export const ZTabMove = z.object({ tabId: ZId, tableId: ZId });
export type TabMoveInput = z.infer<typeof ZTabMove>;

/** POST /v1/tab/line's body as the client sends it. */
export type TabLineBody = { tabId: string; _id: string; count: number; options?: string[]; note?: string };

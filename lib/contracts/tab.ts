import { z } from 'zod';
import { ZId } from './common';
import { ZOrderLine } from './order';
import type { ChosenOption } from '../item-options';
import type { OrderStatus } from '../order-rules';

/**
 * One tab per table (issue 27): friends at one table share a live tab, add their own lines, send rounds to
 * the board and pay after the meal, split by items, equally or by custom amounts.
 *
 * Paths (all under /api):
 * - POST /v1/tab/open {tableId} → {tab}; 409 with {error, tabId} when the table already has an open tab
 * - POST /v1/tab/join {tableId, joinCode} → {tab}; wrong code 403, too many tries 429
 * - GET  /v1/tab/table/{tableId} → TableTabView (what the QR screen needs: open or join)
 * - GET  /v1/tab/mine → {tabs} (the tabs the caller is a member of, newest first)
 * - GET  /v1/tab/{tabId} → {tab} (members, and staff with `orders` at the branch)
 * - GET  /v1/tab/events/{tabId} → SSE, event `tab` with TabEventData on every change
 * - POST /v1/tab/line {tabId, _id, count, options?, note?} → {tab} (adds to the caller's own draft part)
 * - POST /v1/tab/line/remove {tabId, lineId} → {tab} (own draft lines only; staff any)
 * - POST /v1/tab/round {tabId, items?, description?, key} → {tab, round} (sends every member's draft lines
 *   plus `items` as the sender's lines; a retried key returns the same round)
 * - POST /v1/tab/split {tabId, mode, count?, amounts?} → {shares} (re-splits only what is not yet paid)
 * - POST /v1/tab/pay {tabId, shareId, paymentBy, bankType?} → {tab, link?} (link for a bank/hybrid payment)
 * - POST /v1/tab/staff/pay {tabId, shareId, paymentMethodId} → {tab}
 * - POST /v1/tab/close {tabId, paymentMethodId?} → {tab}
 * - POST /v1/tab/cancel {tabId, reason?} → {tab} (staff; refunds what was paid to wallets once)
 * - POST /v1/tab/move {tabId, tableId} → {tab} (staff; to a table without an open tab)
 * - GET  /v1/tab/list/{providerId} → {tabs, total} (staff with `orders` at the branch: the open tabs)
 */

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

/** Shapes on the wire. */

export interface TabMemberView {
  userId: string;
  name: string;
  joinedAt: string;
}

/** A line of a round (sent) or of a member's draft part (not sent yet); `userId` null: added by staff. */
export interface TabLineView {
  _id: string;
  itemId: string;
  title: string;
  count: number;
  unitPrice: number;
  lineTotal: number;
  options: ChosenOption[];
  note: string;
  userId: string | null;
  personName: string | null;
}

/** A round: one order on the board for the table. */
export interface TabRoundView {
  _id: string;
  /** The order's id (the same as _id) and its daily number on the board. */
  orderId: string;
  number: number;
  status: OrderStatus;
  total: number;
  /** Who sent it. */
  sentBy: string | null;
  sentByName: string | null;
  createdAt: string;
  lines: TabLineView[];
}

export type TabShareStatus = 'open' | 'paid' | 'void';

export interface TabShareView {
  _id: string;
  /** The member it is for; null: anyone at the table (or staff) may pay it. */
  userId: string | null;
  personName?: string | null;
  amount: number;
  /** What has been paid on it (0 or amount). */
  paid: number;
  status?: TabShareStatus;
  mode?: TabSplitMode;
}

export interface TabView {
  _id: string;
  providerId: string;
  providerName: string;
  tableId: string;
  tableNumber: number;
  joinCode: string;
  status: TabStatus;
  /** Sum of the rounds (not canceled ones). */
  total: number;
  /** Money taken so far (paid shares and counter payments). */
  paid: number;
  /** total − paid (0 when nothing is owed). */
  unpaid: number;
  members: TabMemberView[];
  rounds: TabRoundView[];
  /** Lines added but not sent yet, each with its person. */
  drafts: TabLineView[];
  /** The current split (open and paid shares; void ones left out). */
  shares: TabShareView[];
  splitMode: TabSplitMode | null;
  openedBy: string;
  openedAt: string;
  closedAt: string | null;
  lastActivityAt: string;
}

export interface TabAnswer {
  tab: TabView;
}

export interface TabRoundAnswer {
  tab: TabView;
  round: TabRoundView;
}

export interface TabSplitAnswer {
  shares: TabShareView[];
}

export interface TabPayAnswer {
  tab: TabView;
  /** Set for a bank or hybrid payment: where to send the payer. */
  link?: string;
}

export interface TabListAnswer {
  tabs: TabView[];
  total: number;
}

/** What the QR screen needs: «شروع سفارش میز» (no open tab) or «پیوستن به میز ۵» (one is open). */
export interface TableTabView {
  table: { _id: string; number: number; providerId: string; providerName: string };
  /** The open tab's id, or null; `member` when the caller is already in it. */
  openTab: { _id: string; member: boolean } | null;
}

/** The 409 answer of POST /v1/tab/open when the table has an open tab. */
export interface TabOpenConflict {
  error: { code: 'TAB_ALREADY_OPEN'; message: string; eLang: { fa: string; en: string } };
  tabId: string;
}

/** SSE (GET /v1/tab/events/{tabId}): every message is event `tab` carrying the whole fresh tab. */
export const TAB_EVENT = 'tab' as const;

/** Why the tab changed (the UI may toast it; the tab is always the whole state). */
export const TAB_CHANGES = [
  'snapshot',
  'member',
  'line',
  'round',
  'roundStatus',
  'split',
  'share',
  'closed',
  'canceled',
  'moved',
] as const;
export type TabChange = (typeof TAB_CHANGES)[number];

export interface TabEventData {
  tab: TabView;
  change: TabChange;
}

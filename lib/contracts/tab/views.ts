import type { ChosenOption } from '../../item-options';
import type { OrderStatus } from '../../order-rules';
import type { TabSplitMode, TabStatus } from './inputs';

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

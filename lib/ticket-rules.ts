/** Ticket states, priorities, kinds, labels and wire shapes: plain data shared by server and screens (no zod). */
import { toLatinDigits } from './digits';

/** Ticket states (section 4); the desk's default filter is the first two. */
export const TICKET_STATES = ['initial', 'reviewed', 'inProgress', 'answered', 'closed'] as const;
export type TicketState = (typeof TICKET_STATES)[number];
export const DEFAULT_TICKET_STATES: TicketState[] = ['initial', 'reviewed'];

export const TICKET_PRIORITIES = ['low', 'normal', 'high', 'urgent'] as const;
export type TicketPriority = (typeof TICKET_PRIORITIES)[number];
/** A customer says how pressing it is to them; 'urgent' is the desk's call (it shortens the answer target). */
export const CUSTOMER_PRIORITIES = ['low', 'normal', 'high'] as const;

export const TICKET_TYPES = ['question', 'request', 'complaint', 'suggestion'] as const;
export type TicketType = (typeof TICKET_TYPES)[number];

export const SUPPORT_TYPES = ['order', 'payment', 'space', 'account', 'technical', 'other'] as const;
export type SupportType = (typeof SUPPORT_TYPES)[number];

/** Sort orders the list accepts (whitelisted; each maps to fixed columns on the server). */
export const TICKET_SORTS = ['newest', 'oldest', 'updated', 'due', 'priority'] as const;
export type TicketSort = (typeof TICKET_SORTS)[number];

export const ONCALL_SHIFTS = ['morning', 'evening', 'night'] as const;
export type OnCallShift = (typeof ONCALL_SHIFTS)[number];

export const TICKET_STATE_LABELS: Record<TicketState, string> = {
  initial: 'جدید',
  reviewed: 'بررسی شده',
  inProgress: 'در حال رسیدگی',
  answered: 'پاسخ داده شده',
  closed: 'بسته شده',
};

export const TICKET_PRIORITY_LABELS: Record<TicketPriority, string> = {
  low: 'کم',
  normal: 'معمولی',
  high: 'زیاد',
  urgent: 'فوری',
};

export const TICKET_TYPE_LABELS: Record<TicketType, string> = {
  question: 'سوال',
  request: 'درخواست',
  complaint: 'شکایت',
  suggestion: 'پیشنهاد',
};

export const SUPPORT_TYPE_LABELS: Record<SupportType, string> = {
  order: 'سفارش کافه',
  payment: 'پرداخت و کیف پول',
  space: 'رزرو فضای کار',
  account: 'حساب کاربری',
  technical: 'مشکل فنی سایت',
  other: 'سایر',
};

export const TICKET_SORT_LABELS: Record<TicketSort, string> = {
  newest: 'جدیدترین',
  oldest: 'قدیمی‌ترین',
  updated: 'آخرین به‌روزرسانی',
  due: 'نزدیک‌ترین مهلت پاسخ',
  priority: 'بیشترین اولویت',
};

/** Days of the Persian week, Saturday first (the on-call `day` is the index). */
export const WEEK_DAYS = ['شنبه', 'یکشنبه', 'دوشنبه', 'سه‌شنبه', 'چهارشنبه', 'پنجشنبه', 'جمعه'] as const;

export const ONCALL_SHIFT_LABELS: Record<OnCallShift, string> = {
  morning: 'صبح (۸ تا ۱۴)',
  evening: 'عصر (۱۴ تا ۲۰)',
  night: 'شب (۲۰ تا ۲۴)',
};

/** Stored attachment names are made by the server: random hex and the extension of the sniffed type. */
export const ATTACHMENT_FILE_NAME = /^[a-f0-9]{24}\.(png|jpg|webp|pdf)$/;
export const MAX_ATTACHMENTS = 5;

/** A file named in a create, answer or comment call. */
export interface AttachmentRef {
  fileName: string;
  originalName?: string;
}

/** The query values a list filter becomes; `number` lets search find '#1024' or '۱۰۲۴'. */
export function ticketNumberOf(text: string): number | null {
  const m = /^#?\s*(\d{1,9})$/.exec(toLatinDigits(text.trim()));
  return m ? Number(m[1]) : null;
}

/* ---------- Shapes on the wire ---------- */

export interface TicketAttachmentView {
  fileName: string;
  originalName: string;
  contentType: string;
  size: number;
}

export interface TicketView {
  _id: string;
  number: number;
  subject: string;
  description: string;
  type: TicketType;
  supportType: SupportType;
  priority: TicketPriority;
  state: TicketState;
  answer: string | null;
  answerAttachments: TicketAttachmentView[];
  attachments: TicketAttachmentView[];
  responderId: string | null;
  responderName: string | null;
  provider: string | null;
  providerId: string | null;
  external: boolean;
  userId: string;
  userName: string;
  /** Only the desk sees the customer's phone. */
  userPhone: string | null;
  createdAt: string;
  updatedAt: string;
  answeredAt: string | null;
  firstAnsweredAt: string | null;
  closedAt: string | null;
  /** First-answer target (desk only; null for the customer). */
  dueAt: string | null;
  overdue: boolean;
  rating: number | null;
  ratingComment: string | null;
  commentCount: number;
  /** The customer's order the desk linked this ticket to, with its number and branch. */
  orderId: string | null;
  orderNumber: number | null;
  orderProviderId: string | null;
}

export interface TicketEventView {
  _id: string;
  kind: 'created' | 'state' | 'answer' | 'refer' | 'rating' | 'order';
  fromState: TicketState | null;
  toState: TicketState | null;
  actorName: string | null;
  responderName: string | null;
  note: string | null;
  createdAt: string;
}

/** What the desk's GET v1/ticket/{id} adds: the history of the ticket. */
export interface TicketDetailView extends TicketView {
  events: TicketEventView[];
}

export interface CommentView {
  _id: string;
  ticketId: string;
  text: string;
  attachments: TicketAttachmentView[];
  external: boolean;
  internal: boolean;
  author: { _id: string | null; name: string; role: 'customer' | 'support' };
  mine: boolean;
  createdAt: string;
}

export interface UserCommentView {
  _id: string;
  userId: string;
  text: string;
  attachments: TicketAttachmentView[];
  author: { _id: string | null; name: string };
  createdAt: string;
}

export interface ResponderView {
  _id: string;
  name: string;
  phone: string;
  /** Set for an admin of the ticket's branch (not on the support team): that branch's name (D30). */
  branchAdminOf?: string;
}

export interface OnCallSlotView {
  _id: string;
  day: number;
  shift: OnCallShift;
  userId: string;
  userName: string;
  providerId: string;
}

export interface TicketReportView {
  total: number;
  byState: Record<TicketState, number>;
  overdue: number;
  /** Median minutes from creation to the first answer; null until something was answered. */
  medianFirstAnswerMinutes: number | null;
  answeredCount: number;
  rating: { count: number; average: number | null; distribution: Record<'1' | '2' | '3' | '4' | '5', number> };
  recentRatings: {
    ticketId: string;
    number: number;
    subject: string;
    rating: number;
    comment: string | null;
    ratedAt: string;
  }[];
  /** Closed tickets still waiting for the customer's rating (the customer's report). */
  awaitingRating: { ticketId: string; number: number; subject: string; closedAt: string | null }[];
  dueHours: Record<TicketPriority, number>;
}

/** Which thread a call reads or writes: the customer's (external) or the desk's internal notes. */
export type TicketFlavour = 'internal' | 'external';

/** A page of the ticket list (GET v1/ticket/list). */
export interface TicketPageView {
  tickets: TicketView[];
  total: number;
}

/** A page of a ticket's comments (GET v1/ticket/comment/list). */
export interface CommentPageView {
  comments: CommentView[];
  total: number;
}

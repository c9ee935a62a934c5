/** Ticket states, priorities, kinds and labels: plain rules shared by server and screens (no zod; the wire shapes are in lib/contracts/ticket/views.ts). */
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

/** The query values a list filter becomes; `number` lets search find '#1024' or '۱۰۲۴'. */
export function ticketNumberOf(text: string): number | null {
  const m = /^#?\s*(\d{1,9})$/.exec(toLatinDigits(text.trim()));
  return m ? Number(m[1]) : null;
}

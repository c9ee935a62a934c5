import { z } from 'zod';
import { ZId, ZPhone } from '../common';
import { MAX_TOMAN, ZRequestKey, toman } from '../money-fields';
import { EVENT_MAX_TICKETS_PER_PURCHASE } from './limits';

/**
 * Events and the academy (issue 26): workshops, talks and courses with tickets, teachers, and
 * certificates with three signatures. Paths (all under /api):
 *
 * Public
 * - GET  /v1/event/list/{page}-{size}?providerId&from&to&teacherId&status   → EventListView
 * - GET  /v1/event/{id}                                                     → { event: EventView }
 * - GET  /v1/teacher/list                                                   → { teachers: TeacherView[], total }
 * - GET  /v1/teacher/{id}                                                   → TeacherPageView
 * - GET  /v1/certificate/{code}                                             → { certificate: CertificateView } (404 unknown)
 * - GET  /v1/certificate/{code}/pdf                                         → application/pdf (404 unknown)
 * Customer (signed in)
 * - POST /v1/event/ticket/quote     ZEventTicketQuote                       → { quote: EventQuoteView }
 * - POST /v1/event/ticket/purchase  ZEventTicketPurchase                    → EventPurchaseAnswer
 * - GET  /v1/profile/my/event/ticket/list/{page}-{size}                     → { tickets: TicketView[], total }
 * - POST /v1/event/ticket/cancel    ZEventTicketCancel                      → { ticket: TicketView }
 * - GET  /v1/teacher/my/report      (a user linked to a teacher)            → TeacherReportView (404 when not a teacher)
 * Staff (permission flag `events` at the event's branch, or chain-wide)
 * - POST /v1/event/create           ZEventCreate                            → { event: EventView }
 * - POST /v1/event/edit             ZEventEdit                              → { event: EventView }
 * - POST /v1/event/change/status    ZEventChangeStatus                      → { event: EventView, refunded: number }
 * - POST /v1/event/ticket/checkin   ZEventTicketCheckin                     → { ticket: AttendeeView }
 *        a second scan: 409 `{ error: { code: 'EVENT_TICKET_ALREADY_CHECKED_IN', …, details: CheckinConflictDetails } }`
 * - GET  /v1/event/{id}/attendees/{page}-{size}                             → { attendees: AttendeeView[], total }
 * - GET  /v1/event/{id}/report                                              → EventReportView
 * - GET  /v1/event/{id}/report/xlsx                                         → .xlsx
 * - POST /v1/event/{id}/certificates/issue                                  → { issued: number, total: number }
 * - GET  /v1/teacher/{id}/report                                            → TeacherReportView
 * - GET  /v1/teacher/{id}/report/xlsx                                       → .xlsx
 * - POST /v1/teacher/add            ZTeacherAdd                             → { teacher: TeacherView }
 * - POST /v1/teacher/edit           ZTeacherEdit                            → { teacher: TeacherView }
 * - POST /v1/teacher/remove         ZTeacherRemove                          → { success: true }
 * - POST /v1/event/image/upload     multipart { file, kind: 'cover'|'teacher'|'signature' } → { image: string }
 * - GET  /v1/event/commission/defaults                                      → { defaults: CommissionDefaultsView }
 * - POST /v1/event/commission/defaults/edit  ZCommissionDefaults (chain-wide `events`) → { defaults }
 * - GET  /v1/certificate/signatures                                         → { signatures: SignatureView[] }
 * - POST /v1/certificate/signatures/edit  ZSignaturesEdit (chain-wide `events`) → { signatures: SignatureView[] }
 * - GET  /v1/certificate/list/{page}-{size}?eventId                         → { certificates: CertificateView[], total }
 * The scanner: GET /v1/scan/resolve?code=HK-T-… answers `{ kind: 'ticket', … }` (EventTicketScanView).
 */

export const EVENT_STATUSES = ['draft', 'published', 'canceled'] as const;
export type EventStatus = (typeof EVENT_STATUSES)[number];

export const EVENT_PAYMENT_BY = ['wallet', 'bank', 'hybrid'] as const;
export type EventPaymentBy = (typeof EVENT_PAYMENT_BY)[number];

/** Most tickets one purchase may take. */
export { EVENT_MAX_TICKETS_PER_PURCHASE };

/** An instant as ISO 8601 text (with its offset or Z), parsed to a Date. */
export const ZInstant = z.string({ error: 'زمان را وارد کنید.' }).transform((s, ctx) => {
  const d = new Date(s);
  if (!s.trim() || Number.isNaN(d.getTime())) {
    ctx.addIssue({ code: 'custom', message: 'زمان وارد شده معتبر نیست.' });
    return z.NEVER;
  }
  return d;
});

const ZImageUrl = z.string().trim().max(500).optional().nullable();

const ZPercent = z.preprocess(
  (v) => (typeof v === 'string' ? (v.trim() === '' ? undefined : Number(v)) : v),
  z
    .number({ error: 'درصد کمیسیون را وارد کنید.' })
    .min(0, { error: 'درصد کمیسیون باید بین ۰ تا ۱۰۰ باشد.' })
    .max(100, { error: 'درصد کمیسیون باید بین ۰ تا ۱۰۰ باشد.' }),
);
const ZCommissionFixed = toman({
  min: 0,
  max: MAX_TOMAN,
  required: 'مبلغ ثابت کمیسیون را وارد کنید.',
  range: 'مبلغ ثابت کمیسیون معتبر نیست.',
});

const eventFields = {
  providerId: ZId,
  title: z
    .string({ error: 'عنوان رویداد را وارد کنید.' })
    .trim()
    .min(1, { error: 'عنوان رویداد را وارد کنید.' })
    .max(150),
  description: z.string().trim().max(5000).optional().default(''),
  cover: ZImageUrl,
  teacherId: ZId.optional().nullable(),
  /** Where in the branch, as text (e.g. «سالن همایش طبقه دوم»). */
  room: z.string().trim().max(150).optional().nullable(),
  /** Optionally one of the branch's workspace rooms. */
  spaceItemId: ZId.optional().nullable(),
  startAt: ZInstant,
  endAt: ZInstant,
  capacity: z.coerce
    .number({ error: 'ظرفیت را وارد کنید.' })
    .int({ error: 'ظرفیت باید عدد صحیح باشد.' })
    .min(1, { error: 'ظرفیت باید بین ۱ تا ۱۰۰۰۰ باشد.' })
    .max(10_000, { error: 'ظرفیت باید بین ۱ تا ۱۰۰۰۰ باشد.' }),
  price: toman({ min: 0, max: MAX_TOMAN, required: 'قیمت بلیت را وارد کنید.', range: 'قیمت بلیت معتبر نیست.' }),
  /** Null or absent: the chain's default commission (GET /v1/event/commission/defaults). */
  commissionPercent: ZPercent.optional().nullable(),
  commissionFixed: ZCommissionFixed.optional().nullable(),
  /** Tickets can be canceled (wallet refund) until this many hours before the start. */
  cancelCutoffHours: z.coerce
    .number()
    .int()
    .min(0)
    .max(24 * 60)
    .optional()
    .default(24),
  status: z.enum(EVENT_STATUSES, { error: 'وضعیت رویداد نامعتبر است.' }).optional().default('draft'),
};

function endAfterStart(v: { startAt: Date; endAt: Date }, ctx: z.RefinementCtx) {
  if (v.endAt <= v.startAt)
    ctx.addIssue({ code: 'custom', path: ['endAt'], message: 'زمان پایان باید بعد از زمان شروع باشد.' });
}

export const ZEventCreate = z.object(eventFields).superRefine(endAfterStart);
export type EventCreateInput = z.infer<typeof ZEventCreate>;
export type EventCreateBody = z.input<typeof ZEventCreate>;
export const ZEventEdit = z.object({ ...eventFields, eventId: ZId }).superRefine(endAfterStart);
export type EventEditInput = z.infer<typeof ZEventEdit>;
export type EventEditBody = z.input<typeof ZEventEdit>;
export const ZEventChangeStatus = z.object({
  eventId: ZId,
  status: z.enum(EVENT_STATUSES, { error: 'وضعیت رویداد نامعتبر است.' }),
});
export type EventChangeStatusInput = z.infer<typeof ZEventChangeStatus>;

/** A day (YYYY-MM-DD, Tehran) or an ISO instant. */
const ZFromTo = z.string().trim().max(40).optional();

export const ZEventListQuery = z.object({
  page: z.string(),
  providerId: ZId.optional(),
  teacherId: ZId.optional(),
  /** From this Tehran day (YYYY-MM-DD) or instant; default now for the public list. */
  from: ZFromTo,
  /** Up to and including this Tehran day (YYYY-MM-DD) or instant. */
  to: ZFromTo,
  /** Staff with `events` only: drafts and canceled too ('all'); others always see published events. */
  status: z.enum([...EVENT_STATUSES, 'all']).optional(),
  text: z.string().trim().max(100).optional(),
});

export const ZEventTicketQuote = z.object({
  eventId: ZId,
  count: z.coerce
    .number({ error: 'تعداد بلیت را وارد کنید.' })
    .int()
    .min(1, { error: 'تعداد بلیت باید حداقل ۱ باشد.' })
    .max(EVENT_MAX_TICKETS_PER_PURCHASE, { error: 'در هر خرید حداکثر ۱۰ بلیت می‌توانید بخرید.' }),
  /** A discount code as typed; the answer names its id for the purchase. */
  voucherCode: z.string().trim().max(40).optional().nullable(),
  voucherId: ZId.optional().nullable(),
});
export type EventTicketQuoteInput = z.infer<typeof ZEventTicketQuote>;

export const ZEventTicketPurchase = z.object({
  eventId: ZId,
  count: ZEventTicketQuote.shape.count,
  paymentBy: z.enum(EVENT_PAYMENT_BY, { error: 'روش پرداخت را انتخاب کنید.' }),
  bankType: z.enum(['pos', 'top']).optional(),
  voucherId: ZId.optional().nullable(),
  /** A gift: the tickets go to this user, or to whoever holds this phone (as order gifts). */
  targetId: ZId.optional().nullable(),
  targetPhone: z.string().trim().max(30).optional().nullable(),
  anonymous: z.boolean().optional().default(false),
  /** Client-made key: the same purchase sent twice buys once. */
  key: ZRequestKey.optional(),
});
export type EventTicketPurchaseInput = z.infer<typeof ZEventTicketPurchase>;
export type EventTicketPurchaseBody = z.input<typeof ZEventTicketPurchase>;

export const ZEventTicketCancel = z.object({ ticketId: ZId });
export const ZEventTicketCheckin = z.object({
  /** The ticket's code, as printed (`code`) or as its QR reads (`HK-T-…`). */
  code: z.string({ error: 'کدی وارد نشده است.' }).trim().min(1, { error: 'کدی وارد نشده است.' }).max(80),
});

const teacherFields = {
  name: z.string({ error: 'نام مدرس را وارد کنید.' }).trim().min(1, { error: 'نام مدرس را وارد کنید.' }).max(100),
  bio: z.string().trim().max(3000).optional().default(''),
  photo: ZImageUrl,
  /** Links the teacher to the user with this phone (they then see their own events); null unlinks. */
  userPhone: ZPhone.optional().nullable(),
};
export const ZTeacherAdd = z.object(teacherFields);
export type TeacherAddInput = z.infer<typeof ZTeacherAdd>;
export const ZTeacherEdit = z.object({ ...teacherFields, teacherId: ZId });
export type TeacherEditInput = z.infer<typeof ZTeacherEdit>;
export const ZTeacherRemove = z.object({ teacherId: ZId });

export const ZCommissionDefaults = z.object({ commissionPercent: ZPercent, commissionFixed: ZCommissionFixed });

export const ZSignature = z.object({
  index: z.coerce.number().int().min(1).max(3),
  description: z.string().trim().max(100).default(''),
  fullName: z.string({ error: 'نام امضاکننده را وارد کنید.' }).trim().max(100).default(''),
  image: ZImageUrl,
});
export const ZSignaturesEdit = z.object({
  signatures: z
    .array(ZSignature)
    .length(3, { error: 'سه جای امضا را کامل کنید.' })
    .refine((s) => new Set(s.map((x) => x.index)).size === 3, { error: 'شماره‌های امضا باید ۱، ۲ و ۳ باشند.' }),
});
export type SignaturesEditInput = z.infer<typeof ZSignaturesEdit>;

export const EVENT_IMAGE_KINDS = ['cover', 'teacher', 'signature'] as const;
export type EventImageKind = (typeof EVENT_IMAGE_KINDS)[number];

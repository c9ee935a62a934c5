import { z } from 'zod';
import { ZId, ZPaging } from '../common';
import { TICKET_ERRORS } from '../../messages/ticket';
import {
  ATTACHMENT_FILE_NAME,
  MAX_ATTACHMENTS,
  ONCALL_SHIFTS,
  SUPPORT_TYPES,
  TICKET_PRIORITIES,
  TICKET_SORTS,
  TICKET_STATES,
  TICKET_TYPES,
  type TicketState,
} from '../../ticket-rules';

// The plain rules live in lib/ticket-rules.ts so screens can use them without loading zod; the wire
// shapes (views) in ./views.ts. Both are re-exported so a route or service imports the area from one place.
export * from '../../ticket-rules';
export type * from './views';

const ticketIdRequired = TICKET_ERRORS.TICKET_ID_REQUIRED.fa;

/** A ticket id that must be present: a missing one reads 'شناسه درخواست پشتیبانی مورد نیاز است.'. */
export const ZTicketId = z.string({ error: ticketIdRequired }).trim().min(1, { error: ticketIdRequired }).pipe(ZId);

export const ZAttachmentRef = z.object({
  fileName: z.string().regex(ATTACHMENT_FILE_NAME, { error: 'پیوست انتخاب شده معتبر نیست.' }),
  /** Shown name; the server keeps the one recorded at upload and ignores this. */
  originalName: z.string().max(200).optional(),
});
export type AttachmentRefInput = z.infer<typeof ZAttachmentRef>;

const ZAttachments = z
  .array(ZAttachmentRef)
  .max(MAX_ATTACHMENTS, { error: 'حداکثر ۵ پیوست می‌توانید بفرستید.' })
  .default([]);

const ZText = (max: number, required: string) =>
  z
    .string({ error: required })
    .trim()
    .min(1, { error: required })
    .max(max, { error: `حداکثر ${toPersian(max)} حرف مجاز است.` });

function toPersian(n: number): string {
  return String(n).replace(/[0-9]/g, (d) => '۰۱۲۳۴۵۶۷۸۹'[Number(d)]);
}

const ZOptionalId = z
  .union([ZId, z.literal(''), z.null()])
  .optional()
  .transform((v) => (v ? v : null));

/** The create body of section 7: POST v1/ticket/{internal|external}/add (and v1/ticket/add). */
export const ZTicketCreate = z.object({
  subject: ZText(120, 'لطفا موضوع درخواست را وارد کنید.'),
  description: ZText(4000, 'لطفا شرح درخواست را وارد کنید.'),
  type: z.enum(TICKET_TYPES, { error: 'نوع درخواست معتبر نیست.' }).default('request'),
  supportType: z.enum(SUPPORT_TYPES, { error: 'بخش پشتیبانی معتبر نیست.' }).default('other'),
  priority: z.enum(TICKET_PRIORITIES, { error: 'اولویت معتبر نیست.' }).default('normal'),
  providerId: ZOptionalId,
  /** The branch's name as the client shows it; the server reads it from providerId. */
  provider: z.string().max(200).optional().nullable(),
  responderId: ZOptionalId,
  attachments: ZAttachments,
  /** Only v1/ticket/add reads it: true (the default) files a customer's ticket, false an internal one. */
  external: z.union([z.boolean(), z.enum(['true', 'false']).transform((v) => v === 'true')]).optional(),
});
export type TicketCreateInput = z.infer<typeof ZTicketCreate>;

export const ZChangeTicketState = z.object({
  ticketId: ZTicketId,
  state: z.enum(TICKET_STATES, { error: 'وضعیت درخواست معتبر نیست.' }),
  answer: z.string().trim().max(4000, { error: 'پاسخ حداکثر ۴۰۰۰ حرف است.' }).optional(),
  answerAttachments: ZAttachments,
});
export type ChangeTicketStateInput = z.infer<typeof ZChangeTicketState>;

export const ZReferTicket = z.object({
  ticketId: ZTicketId,
  responderId: ZId,
  note: z.string().trim().max(1000, { error: 'یادداشت ارجاع حداکثر ۱۰۰۰ حرف است.' }).optional().default(''),
});
export type ReferTicketInput = z.infer<typeof ZReferTicket>;

export const ZTicketIdBody = z.object({ ticketId: ZTicketId });

export const ZCommentAdd = z.object({
  ticketId: ZTicketId,
  text: ZText(2000, 'متن نظر را بنویسید.'),
  attachments: ZAttachments,
  /** A note for the support team only: never listed or sent to the customer (desk only). */
  internal: z.boolean().optional().default(false),
  external: z.boolean().optional(),
});
export type CommentAddInput = z.infer<typeof ZCommentAdd>;

export const ZUserCommentAdd = z.object({
  userId: ZId,
  text: ZText(2000, 'متن یادداشت را بنویسید.'),
  attachments: ZAttachments,
});
export type UserCommentAddInput = z.infer<typeof ZUserCommentAdd>;

export const ZRemoveAttachment = z.object({
  attachmentFileName: z
    .string({ error: 'نام پیوست مورد نیاز است.' })
    .regex(ATTACHMENT_FILE_NAME, { error: 'پیوست انتخاب شده معتبر نیست.' }),
});

export const ZRateTicket = z.object({
  ticketId: ZTicketId,
  rating: z.coerce
    .number({ error: 'امتیاز را انتخاب کنید.' })
    .int()
    .min(1, { error: 'امتیاز را انتخاب کنید.' })
    .max(5, { error: 'امتیاز باید بین ۱ تا ۵ باشد.' }),
  comment: z.string().trim().max(1000, { error: 'نظر حداکثر ۱۰۰۰ حرف است.' }).optional().default(''),
});
export type RateTicketInput = z.infer<typeof ZRateTicket>;

export const ZOnCallAdd = z.object({
  day: z.coerce
    .number({ error: 'روز معتبر نیست.' })
    .int()
    .min(0, { error: 'روز معتبر نیست.' })
    .max(6, { error: 'روز معتبر نیست.' }),
  shift: z.enum(ONCALL_SHIFTS, { error: 'شیفت معتبر نیست.' }),
  userId: ZId,
  providerId: ZId,
});
export type OnCallAddInput = z.infer<typeof ZOnCallAdd>;

export const ZOnCallRemove = z.object({ onCallId: ZId, providerId: ZId });

const ZBoolQuery = z
  .enum(['true', 'false', '1', '0'])
  .optional()
  .transform((v) => (v === undefined ? undefined : v === 'true' || v === '1'));

/** A query value Next hands over as a string or a list; `states=a&states=b` and `states=a,b` both work. */
const ZStatesQuery = z
  .union([z.string(), z.array(z.string())])
  .optional()
  .transform((v, ctx) => {
    if (v === undefined) return undefined;
    const parts = (Array.isArray(v) ? v : [v])
      .flatMap((s) => s.split(','))
      .map((s) => s.trim())
      .filter(Boolean);
    for (const p of parts) {
      if (!(TICKET_STATES as readonly string[]).includes(p)) {
        ctx.addIssue({ code: 'custom', message: 'وضعیت درخواست معتبر نیست.' });
        return z.NEVER;
      }
    }
    return parts as TicketState[];
  });

/** 'all' (the spec's default type) means no filter. */
const allOr = <T extends readonly [string, ...string[]]>(values: T) =>
  z
    .union([z.enum(values), z.literal('all'), z.literal('')])
    .optional()
    .transform((v) => (v && v !== 'all' ? (v as T[number]) : undefined));

/** GET v1/ticket/list/{page}-{size}: internal (size 30) and, with external=true, the customer's own (size 5). */
export const ZTicketListQuery = z.object({
  paging: ZPaging(30),
  external: ZBoolQuery,
  sort: z.enum(TICKET_SORTS).optional().default('newest'),
  type: allOr(TICKET_TYPES),
  supportType: allOr(SUPPORT_TYPES),
  priority: allOr(TICKET_PRIORITIES),
  state: allOr(TICKET_STATES),
  'states[]': ZStatesQuery,
  states: ZStatesQuery,
  text: z
    .string()
    .max(100)
    .optional()
    .transform((v) => v?.trim() || undefined),
  providerId: z
    .union([ZId, z.literal('')])
    .optional()
    .transform((v) => v || undefined),
  /** Only tickets past their first-answer target (desk). */
  overdue: ZBoolQuery,
  /** Where a ticket came from on the desk: a customer (external) or staff (internal). */
  origin: z
    .enum(['external', 'internal', 'all', ''])
    .optional()
    .transform((v) => (v === 'external' || v === 'internal' ? v : undefined)),
});
export type TicketListQueryInput = z.infer<typeof ZTicketListQuery>;

export const ZReportQuery = z.object({
  days: z.enum(['7', '30', '90', 'all']).optional().default('all'),
  providerId: z
    .union([ZId, z.literal('')])
    .optional()
    .transform((v) => v || undefined),
});

/** POST /v1/ticket/link/order {ticketId, orderId|null}: null removes the link. */
export const ZLinkTicketOrder = z.object({
  ticketId: ZTicketId,
  orderId: z.union([ZId, z.null()], { error: 'سفارش انتخاب شده معتبر نیست.' }),
});
export type LinkTicketOrderInput = z.infer<typeof ZLinkTicketOrder>;

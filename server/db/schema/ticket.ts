import { boolean, integer, pgTable, serial, smallint, text, timestamp, unique } from 'drizzle-orm/pg-core';
import type { OnCallShift, SupportType, TicketPriority, TicketState, TicketType } from '@/lib/contracts/ticket/schemas';
import { orders } from './order';
import { providers } from './provider';
import { users } from './users';
import { files } from './files';

const ts = (name: string) => timestamp(name, { withTimezone: true, mode: 'date' });

export const tickets = pgTable('tickets', {
  id: text('id').primaryKey(),
  number: serial('number').notNull().unique(),
  userId: text('user_id')
    .notNull()
    .references(() => users.id, { onDelete: 'cascade' }),
  external: boolean('external').notNull().default(true),
  subject: text('subject').notNull(),
  description: text('description').notNull(),
  type: text('type').$type<TicketType>().notNull().default('request'),
  supportType: text('support_type').$type<SupportType>().notNull().default('other'),
  priority: text('priority').$type<TicketPriority>().notNull().default('normal'),
  state: text('state').$type<TicketState>().notNull().default('initial'),
  providerId: text('provider_id').references(() => providers.id, { onDelete: 'set null' }),
  responderId: text('responder_id').references(() => users.id, { onDelete: 'set null' }),
  answer: text('answer'),
  answeredBy: text('answered_by').references(() => users.id, { onDelete: 'set null' }),
  answeredAt: ts('answered_at'),
  firstAnsweredAt: ts('first_answered_at'),
  dueAt: ts('due_at').notNull(),
  closedAt: ts('closed_at'),
  rating: integer('rating'),
  ratingComment: text('rating_comment'),
  ratedAt: ts('rated_at'),
  /** The customer's order this ticket is about (linked by the desk). */
  orderId: text('order_id').references(() => orders.id, { onDelete: 'set null' }),
  createdAt: ts('created_at').notNull().defaultNow(),
  updatedAt: ts('updated_at').notNull().defaultNow(),
});

export const ticketComments = pgTable('ticket_comments', {
  id: text('id').primaryKey(),
  ticketId: text('ticket_id')
    .notNull()
    .references(() => tickets.id, { onDelete: 'cascade' }),
  authorId: text('author_id').references(() => users.id, { onDelete: 'set null' }),
  text: text('text').notNull(),
  external: boolean('external').notNull().default(false),
  internal: boolean('internal').notNull().default(false),
  createdAt: ts('created_at').notNull().defaultNow(),
});

export type TicketEventKind = 'created' | 'state' | 'answer' | 'refer' | 'rating' | 'order';

export const ticketEvents = pgTable('ticket_events', {
  id: text('id').primaryKey(),
  ticketId: text('ticket_id')
    .notNull()
    .references(() => tickets.id, { onDelete: 'cascade' }),
  actorId: text('actor_id').references(() => users.id, { onDelete: 'set null' }),
  kind: text('kind').$type<TicketEventKind>().notNull(),
  fromState: text('from_state').$type<TicketState>(),
  toState: text('to_state').$type<TicketState>(),
  responderId: text('responder_id').references(() => users.id, { onDelete: 'set null' }),
  note: text('note'),
  createdAt: ts('created_at').notNull().defaultNow(),
});

export const userComments = pgTable('user_comments', {
  id: text('id').primaryKey(),
  userId: text('user_id')
    .notNull()
    .references(() => users.id, { onDelete: 'cascade' }),
  authorId: text('author_id').references(() => users.id, { onDelete: 'set null' }),
  text: text('text').notNull(),
  createdAt: ts('created_at').notNull().defaultNow(),
});

export type AttachmentRole = 'pending' | 'ticket' | 'answer' | 'comment' | 'userComment';

export const ticketAttachments = pgTable('ticket_attachments', {
  fileName: text('file_name')
    .primaryKey()
    .references(() => files.name, { onDelete: 'cascade' }),
  originalName: text('original_name').notNull(),
  uploaderId: text('uploader_id').references(() => users.id, { onDelete: 'cascade' }),
  role: text('role').$type<AttachmentRole>().notNull().default('pending'),
  ticketId: text('ticket_id').references(() => tickets.id, { onDelete: 'cascade' }),
  commentId: text('comment_id').references(() => ticketComments.id, { onDelete: 'cascade' }),
  userCommentId: text('user_comment_id').references(() => userComments.id, { onDelete: 'cascade' }),
  sort: integer('sort').notNull().default(0),
  createdAt: ts('created_at').notNull().defaultNow(),
});

export const ticketOnCall = pgTable(
  'ticket_oncall',
  {
    id: text('id').primaryKey(),
    providerId: text('provider_id')
      .notNull()
      .references(() => providers.id, { onDelete: 'cascade' }),
    userId: text('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    day: smallint('day').notNull(),
    shift: text('shift').$type<OnCallShift>().notNull(),
    createdAt: ts('created_at').notNull().defaultNow(),
  },
  (t) => [unique().on(t.providerId, t.day, t.shift, t.userId)],
);

import { boolean, doublePrecision, integer, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import type { EventPaymentBy, EventStatus } from '@/lib/contracts/academy';
import { providers } from './provider';
import { menuItems } from './menu';
import { users } from './users';
import { vouchers } from './voucher';

const ts = (name: string) => timestamp(name, { withTimezone: true, mode: 'date' });

/** Teachers of the academy (issue 26); `userId` links one to an account that then sees its own events. */
export const teachers = pgTable('teachers', {
  id: text('id').primaryKey(),
  name: text('name').notNull(),
  bio: text('bio').notNull().default(''),
  photo: text('photo'),
  userId: text('user_id')
    .unique()
    .references(() => users.id, { onDelete: 'set null' }),
  removedAt: ts('removed_at'),
  createdAt: ts('created_at').notNull().defaultNow(),
  updatedAt: ts('updated_at').notNull().defaultNow(),
});

export const events = pgTable('events', {
  id: text('id').primaryKey(),
  providerId: text('provider_id')
    .notNull()
    .references(() => providers.id),
  title: text('title').notNull(),
  description: text('description').notNull().default(''),
  cover: text('cover'),
  teacherId: text('teacher_id').references(() => teachers.id),
  room: text('room'),
  spaceItemId: text('space_item_id').references(() => menuItems.id, { onDelete: 'set null' }),
  startAt: ts('start_at').notNull(),
  endAt: ts('end_at').notNull(),
  capacity: integer('capacity').notNull(),
  price: integer('price').notNull(),
  /** Null: the chain's default (eventSettings). */
  commissionPercent: doublePrecision('commission_percent'),
  commissionFixed: integer('commission_fixed'),
  cancelCutoffHours: integer('cancel_cutoff_hours').notNull().default(24),
  status: text('status').$type<EventStatus>().notNull().default('draft'),
  createdBy: text('created_by').references(() => users.id, { onDelete: 'set null' }),
  canceledAt: ts('canceled_at'),
  createdAt: ts('created_at').notNull().defaultNow(),
  updatedAt: ts('updated_at').notNull().defaultNow(),
});

/** One row ('chain'): the default commission of events that set none. */
export const eventSettings = pgTable('event_settings', {
  id: text('id').primaryKey().default('chain'),
  commissionPercent: doublePrecision('commission_percent').notNull().default(10),
  commissionFixed: integer('commission_fixed').notNull().default(0),
  updatedAt: ts('updated_at').notNull().defaultNow(),
});

export type EventPurchaseStatus = 'awaitingPayment' | 'paid' | 'canceled' | 'released';

export const eventTicketPurchases = pgTable('event_ticket_purchases', {
  id: text('id').primaryKey(),
  eventId: text('event_id')
    .notNull()
    .references(() => events.id),
  userId: text('user_id')
    .notNull()
    .references(() => users.id),
  count: integer('count').notNull(),
  unitPrice: integer('unit_price').notNull(),
  voucherId: text('voucher_id').references(() => vouchers.id, { onDelete: 'set null' }),
  voucherDiscount: integer('voucher_discount').notNull().default(0),
  total: integer('total').notNull(),
  /** The purchase's VAT in toman (migration 0036), inside `total`. */
  vat: integer('vat').notNull().default(0),
  walletAmount: integer('wallet_amount').notNull().default(0),
  bankAmount: integer('bank_amount').notNull().default(0),
  paymentBy: text('payment_by').$type<EventPaymentBy>().notNull(),
  bankType: text('bank_type'),
  status: text('status').$type<EventPurchaseStatus>().notNull(),
  clientKey: text('client_key'),
  giftTargetId: text('gift_target_id').references(() => users.id, { onDelete: 'set null' }),
  giftTargetPhone: text('gift_target_phone'),
  giftAnonymous: boolean('gift_anonymous').notNull().default(false),
  expiresAt: ts('expires_at'),
  paidAt: ts('paid_at'),
  createdAt: ts('created_at').notNull().defaultNow(),
});

export const eventTickets = pgTable('event_tickets', {
  id: text('id').primaryKey(),
  purchaseId: text('purchase_id')
    .notNull()
    .references(() => eventTicketPurchases.id, { onDelete: 'cascade' }),
  eventId: text('event_id')
    .notNull()
    .references(() => events.id),
  holderId: text('holder_id').references(() => users.id, { onDelete: 'set null' }),
  holderPhone: text('holder_phone').notNull(),
  code: text('code').notNull().unique(),
  pricePaid: integer('price_paid').notNull(),
  /** This seat's share of the purchase's VAT (migration 0036), inside `pricePaid`. */
  vat: integer('vat').notNull().default(0),
  checkedInAt: ts('checked_in_at'),
  checkedInBy: text('checked_in_by').references(() => users.id, { onDelete: 'set null' }),
  canceledAt: ts('canceled_at'),
  refundedAt: ts('refunded_at'),
  createdAt: ts('created_at').notNull().defaultNow(),
});

export const certificates = pgTable('certificates', {
  id: text('id').primaryKey(),
  code: text('code').notNull().unique(),
  ticketId: text('ticket_id')
    .notNull()
    .unique()
    .references(() => eventTickets.id, { onDelete: 'cascade' }),
  eventId: text('event_id')
    .notNull()
    .references(() => events.id),
  attendeeName: text('attendee_name').notNull(),
  issuedAt: ts('issued_at').notNull().defaultNow(),
});

/** The three signature slots printed on every certificate (idx 1..3). */
export const certificateSignatures = pgTable('certificate_signatures', {
  idx: integer('idx').primaryKey(),
  description: text('description').notNull().default(''),
  fullName: text('full_name').notNull().default(''),
  image: text('image'),
  updatedAt: ts('updated_at').notNull().defaultNow(),
});

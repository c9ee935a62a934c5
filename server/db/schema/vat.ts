import { date, integer, pgTable, primaryKey, text, timestamp, unique } from 'drizzle-orm/pg-core';
import { providers } from './provider';
import { orders } from './order';
import { users } from './users';

const ts = (name: string) => timestamp(name, { withTimezone: true, mode: 'date' });

/** VAT rates by the Tehran day each starts (migration 0035); the latest `startsOn` <= a day is in force. */
export const vatRates = pgTable('vat_rates', {
  id: text('id').primaryKey(),
  percent: integer('percent').notNull(),
  startsOn: date('starts_on').notNull().unique(),
  createdBy: text('created_by').references(() => users.id),
  createdAt: ts('created_at').notNull().defaultNow(),
});

/** The last invoice number of a branch's Jalali year; taken by a row-locked upsert in issue_invoice. */
export const invoiceCounters = pgTable(
  'invoice_counters',
  {
    providerId: text('provider_id')
      .notNull()
      .references(() => providers.id),
    jalaliYear: integer('jalali_year').notNull(),
    last: integer('last').notNull(),
  },
  (t) => [primaryKey({ columns: [t.providerId, t.jalaliYear] })],
);

export type InvoiceKind = 'invoice' | 'credit';

/**
 * An invoice or credit note (migration 0035), written only by the database's issue_invoice and never
 * changed: `content` is the canonical JSON text hashed into `contentHash`, carrying `prevHash`.
 */
export const invoices = pgTable(
  'invoices',
  {
    id: text('id').primaryKey(),
    providerId: text('provider_id')
      .notNull()
      .references(() => providers.id),
    jalaliYear: integer('jalali_year').notNull(),
    number: integer('number').notNull(),
    kind: text('kind').$type<InvoiceKind>().notNull(),
    refersTo: text('refers_to'),
    chainSeq: integer('chain_seq').notNull(),
    orderId: text('order_id').references(() => orders.id),
    subjectType: text('subject_type').notNull().default('order'),
    subjectId: text('subject_id').notNull(),
    buyerName: text('buyer_name'),
    buyerNationalId: text('buyer_national_id'),
    buyerEconomicCode: text('buyer_economic_code'),
    total: integer('total').notNull(),
    vat: integer('vat').notNull(),
    content: text('content').notNull(),
    contentHash: text('content_hash').notNull(),
    prevHash: text('prev_hash'),
    createdAt: ts('created_at').notNull().defaultNow(),
  },
  (t) => [
    unique().on(t.providerId, t.jalaliYear, t.number),
    unique().on(t.providerId, t.chainSeq),
    unique().on(t.subjectType, t.subjectId, t.kind),
  ],
);

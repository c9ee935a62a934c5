import type { PaymentPurposeName } from '@/lib/contracts/payment';
import { integer, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { providers } from './provider';
import { orders } from './order';
import { users } from './users';

const ts = (name: string) => timestamp(name, { withTimezone: true, mode: 'date' });

export type PaymentPurpose = PaymentPurposeName;
export type PaymentStatus = 'pending' | 'paid' | 'failed' | 'expired';

export const payments = pgTable('payments', {
  id: text('id').primaryKey(),
  userId: text('user_id')
    .notNull()
    .references(() => users.id),
  providerId: text('provider_id').references(() => providers.id),
  purpose: text('purpose').$type<PaymentPurpose>().notNull(),
  orderId: text('order_id').references(() => orders.id, { onDelete: 'cascade' }),
  userBundleId: text('user_bundle_id'),
  /** What a payment of the purposes event, tab, series and plan buys (server/services/payment/purposes.ts). */
  subjectId: text('subject_id'),
  /** What the bank is asked for, in toman; verification always uses this stored amount. */
  amount: integer('amount').notNull(),
  driver: text('driver').notNull(),
  status: text('status').$type<PaymentStatus>().notNull().default('pending'),
  authority: text('authority').unique(),
  link: text('link'),
  bankRef: text('bank_ref'),
  cardPan: text('card_pan'),
  failure: text('failure'),
  bankType: text('bank_type'),
  device: text('device').notNull().default('web'),
  chargeType: text('charge_type'),
  createdAt: ts('created_at').notNull().defaultNow(),
  updatedAt: ts('updated_at').notNull().defaultNow(),
  verifiedAt: ts('verified_at'),
});

export const sandboxBankSessions = pgTable('sandbox_bank_sessions', {
  authority: text('authority').primaryKey(),
  amount: integer('amount').notNull(),
  merchant: text('merchant').notNull(),
  description: text('description').notNull().default(''),
  callbackUrl: text('callback_url').notNull(),
  status: text('status').$type<'pending' | 'paid' | 'canceled'>().notNull().default('pending'),
  refId: text('ref_id'),
  verifiedCount: integer('verified_count').notNull().default(0),
  createdAt: ts('created_at').notNull().defaultNow(),
});

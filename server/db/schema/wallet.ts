import { integer, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { users } from './users';

const ts = (name: string) => timestamp(name, { withTimezone: true, mode: 'date' });

export type LedgerReason =
  | 'charge'
  | 'order'
  | 'orderRefund'
  | 'paymentRefund'
  | 'adminCharge'
  | 'adminDischarge'
  | 'referral'
  | 'bundle'
  | 'welcome'
  | 'eventTicket'
  | 'eventRefund'
  | 'plan';

export const walletLedger = pgTable('wallet_ledger', {
  id: text('id').primaryKey(),
  userId: text('user_id')
    .notNull()
    .references(() => users.id, { onDelete: 'cascade' }),
  /** Signed: credits positive, spends negative. */
  amount: integer('amount').notNull(),
  balanceAfter: integer('balance_after').notNull(),
  reason: text('reason').$type<LedgerReason>().notNull(),
  description: text('description').notNull().default(''),
  refType: text('ref_type'),
  refId: text('ref_id'),
  actorId: text('actor_id').references(() => users.id, { onDelete: 'set null' }),
  /** One key per money movement: writing the same movement twice is refused by the unique index. */
  idemKey: text('idem_key').notNull().unique(),
  createdAt: ts('created_at').notNull().defaultNow(),
});

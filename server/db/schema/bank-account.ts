import { pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { users } from './users';

/** The chain's settlement bank accounts (migration 0015). */
export const bankAccounts = pgTable('bank_accounts', {
  id: text('id').primaryKey(),
  title: text('title').notNull(),
  ownerName: text('owner_name').notNull(),
  /** IR + 24 digits, checksum verified (lib/iban.ts). */
  iban: text('iban').notNull().unique(),
  bankName: text('bank_name').notNull().default(''),
  createdBy: text('created_by').references(() => users.id, { onDelete: 'set null' }),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});

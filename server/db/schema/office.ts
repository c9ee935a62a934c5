import { boolean, date, integer, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { users } from './users';
import { providers } from './providers';
import { userBundleItems } from './bundle';

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

/** Short links: /l/{code} counts a visit and redirects (migration 0015). */
export const shortLinks = pgTable('short_links', {
  id: text('id').primaryKey(),
  code: text('code').notNull().unique(),
  title: text('title').notNull(),
  target: text('target').notNull(),
  active: boolean('active').notNull().default(true),
  visits: integer('visits').notNull().default(0),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});

/** The chain's life feed (migration 0015). */
export const lifePosts = pgTable('life_posts', {
  id: text('id').primaryKey(),
  title: text('title').notNull(),
  body: text('body').notNull().default(''),
  image: text('image'),
  happenedOn: date('happened_on').notNull(),
  published: boolean('published').notNull().default(true),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});

/** A bundle unit handed over at the counter from the scanner (migration 0015). */
export const bundleRedemptions = pgTable('bundle_redemptions', {
  id: text('id').primaryKey(),
  userBundleItemId: text('user_bundle_item_id')
    .notNull()
    .references(() => userBundleItems.id, { onDelete: 'cascade' }),
  providerId: text('provider_id')
    .notNull()
    .references(() => providers.id),
  staffId: text('staff_id').references(() => users.id, { onDelete: 'set null' }),
  clientKey: text('client_key').notNull().unique(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});

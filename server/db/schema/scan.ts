import { pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { users } from './users';
import { providers } from './provider';
import { userBundleItems } from './bundle';

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

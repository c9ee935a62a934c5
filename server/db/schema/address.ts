import { index, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { users } from './users';
import { orders } from './order';

/** A customer's saved delivery addresses (migration 0017). */
export const userAddresses = pgTable(
  'user_addresses',
  {
    id: text('id').primaryKey(),
    userId: text('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    title: text('title').notNull().default(''),
    address: text('address').notNull(),
    phone: text('phone').notNull().default(''),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('user_addresses_user_idx').on(t.userId, t.createdAt)],
);

/** Where a delivery order goes: a copy made when it was placed. */
export const orderAddresses = pgTable('order_addresses', {
  orderId: text('order_id')
    .primaryKey()
    .references(() => orders.id, { onDelete: 'cascade' }),
  address: text('address').notNull(),
  phone: text('phone').notNull().default(''),
});

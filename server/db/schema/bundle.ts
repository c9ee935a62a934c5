import { boolean, integer, pgTable, primaryKey, text, timestamp } from 'drizzle-orm/pg-core';
import { providers } from './provider';
import { menuItems } from './menu';
import { orders } from './order';
import { users } from './users';

const ts = (name: string) => timestamp(name, { withTimezone: true, mode: 'date' });

export const bundles = pgTable('bundles', {
  id: text('id').primaryKey(),
  providerId: text('provider_id')
    .notNull()
    .references(() => providers.id, { onDelete: 'cascade' }),
  title: text('title').notNull(),
  description: text('description').notNull().default(''),
  price: integer('price').notNull(),
  validDays: integer('valid_days').notNull(),
  active: boolean('active').notNull().default(true),
  sort: integer('sort').notNull().default(0),
  createdAt: ts('created_at').notNull().defaultNow(),
  updatedAt: ts('updated_at').notNull().defaultNow(),
});

export const bundleItems = pgTable(
  'bundle_items',
  {
    bundleId: text('bundle_id')
      .notNull()
      .references(() => bundles.id, { onDelete: 'cascade' }),
    itemId: text('item_id')
      .notNull()
      .references(() => menuItems.id, { onDelete: 'cascade' }),
    count: integer('count').notNull(),
  },
  (t) => [primaryKey({ columns: [t.bundleId, t.itemId] })],
);

export type UserBundleStatus = 'awaitingPayment' | 'active' | 'canceled';

export const userBundles = pgTable('user_bundles', {
  id: text('id').primaryKey(),
  userId: text('user_id')
    .notNull()
    .references(() => users.id, { onDelete: 'cascade' }),
  bundleId: text('bundle_id')
    .notNull()
    .references(() => bundles.id),
  providerId: text('provider_id')
    .notNull()
    .references(() => providers.id),
  title: text('title').notNull(),
  price: integer('price').notNull(),
  paymentBy: text('payment_by').$type<'wallet' | 'bank'>().notNull(),
  status: text('status').$type<UserBundleStatus>().notNull(),
  clientKey: text('client_key'),
  validDays: integer('valid_days').notNull(),
  /** The sale's VAT in toman (migration 0036); charged on top of `price` when the branch adds VAT. */
  vat: integer('vat').notNull().default(0),
  purchasedAt: ts('purchased_at'),
  expiresAt: ts('expires_at'),
  createdAt: ts('created_at').notNull().defaultNow(),
});

export const userBundleItems = pgTable('user_bundle_items', {
  id: text('id').primaryKey(),
  userBundleId: text('user_bundle_id')
    .notNull()
    .references(() => userBundles.id, { onDelete: 'cascade' }),
  itemId: text('item_id')
    .notNull()
    .references(() => menuItems.id),
  title: text('title').notNull(),
  total: integer('total').notNull(),
  remaining: integer('remaining').notNull(),
});

export const orderBundleUses = pgTable('order_bundle_uses', {
  id: text('id').primaryKey(),
  orderId: text('order_id')
    .notNull()
    .references(() => orders.id, { onDelete: 'cascade' }),
  userBundleItemId: text('user_bundle_item_id')
    .notNull()
    .references(() => userBundleItems.id, { onDelete: 'cascade' }),
  itemId: text('item_id').notNull(),
  title: text('title').notNull(),
  count: integer('count').notNull(),
  unitPrice: integer('unit_price').notNull(),
  releasedAt: ts('released_at'),
});

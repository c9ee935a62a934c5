import { boolean, integer, pgTable, primaryKey, text, timestamp } from 'drizzle-orm/pg-core';
import { providers } from './provider';
import { orders } from './order';
import { users } from './users';

const ts = (name: string) => timestamp(name, { withTimezone: true, mode: 'date' });

export type VoucherType = 'percent' | 'amount';
export type VoucherScope = 'provider' | 'categories' | 'items' | 'users';

export const vouchers = pgTable('vouchers', {
  id: text('id').primaryKey(),
  providerId: text('provider_id')
    .notNull()
    .references(() => providers.id, { onDelete: 'cascade' }),
  code: text('code').notNull().unique(),
  title: text('title').notNull().default(''),
  type: text('type').$type<VoucherType>().notNull(),
  value: integer('value').notNull(),
  maxDiscount: integer('max_discount'),
  minOrderPrice: integer('min_order_price').notNull().default(0),
  startsAt: ts('starts_at'),
  endsAt: ts('ends_at'),
  totalLimit: integer('total_limit'),
  perUserLimit: integer('per_user_limit'),
  usedCount: integer('used_count').notNull().default(0),
  scope: text('scope').$type<VoucherScope>().notNull().default('provider'),
  active: boolean('active').notNull().default(true),
  createdBy: text('created_by').references(() => users.id, { onDelete: 'set null' }),
  createdAt: ts('created_at').notNull().defaultNow(),
  updatedAt: ts('updated_at').notNull().defaultNow(),
});

export type VoucherTargetType = 'item' | 'category' | 'user';

export const voucherTargets = pgTable(
  'voucher_targets',
  {
    voucherId: text('voucher_id')
      .notNull()
      .references(() => vouchers.id, { onDelete: 'cascade' }),
    targetType: text('target_type').$type<VoucherTargetType>().notNull(),
    targetId: text('target_id').notNull(),
    active: boolean('active').notNull().default(true),
    createdAt: ts('created_at').notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.voucherId, t.targetType, t.targetId] })],
);

export const voucherUserCounts = pgTable(
  'voucher_user_counts',
  {
    voucherId: text('voucher_id')
      .notNull()
      .references(() => vouchers.id, { onDelete: 'cascade' }),
    userId: text('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    used: integer('used').notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.voucherId, t.userId] })],
);

export const voucherUses = pgTable('voucher_uses', {
  id: text('id').primaryKey(),
  voucherId: text('voucher_id')
    .notNull()
    .references(() => vouchers.id, { onDelete: 'cascade' }),
  userId: text('user_id')
    .notNull()
    .references(() => users.id, { onDelete: 'cascade' }),
  orderId: text('order_id')
    .unique()
    .references(() => orders.id, { onDelete: 'cascade' }),
  /** Or the event ticket purchase that used it (migration 0031; one of the two is set). */
  eventPurchaseId: text('event_purchase_id').unique(),
  discount: integer('discount').notNull(),
  releasedAt: ts('released_at'),
  createdAt: ts('created_at').notNull().defaultNow(),
});

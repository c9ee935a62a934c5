import { sql } from 'drizzle-orm';
import { boolean, check, date, integer, jsonb, pgTable, primaryKey, text, timestamp } from 'drizzle-orm/pg-core';
import type { ChosenOption } from '@/lib/item-options';
import { ORDER_STATUSES, type OrderStatus, type OrderType, type PaymentBy } from '@/lib/order-rules';
import { providers, providerTables } from './provider';
import { menuItems } from './menu';
import { users } from './users';
import { tabs } from './tab';

const ts = (name: string) => timestamp(name, { withTimezone: true, mode: 'date' });

export const orders = pgTable(
  'orders',
  {
    id: text('id').primaryKey(),
    number: integer('number').notNull(),
    clientKey: text('client_key'),
    providerId: text('provider_id')
      .notNull()
      .references(() => providers.id),
    /** The customer; null for a walk-in counter order without a phone (migration 0027: no user row, no SMS). */
    userId: text('user_id').references(() => users.id),
    status: text('status').$type<OrderStatus>().notNull(),
    orderType: text('order_type').$type<OrderType>().notNull(),
    tableId: text('table_id').references(() => providerTables.id),
    description: text('description').notNull().default(''),
    paymentBy: text('payment_by').$type<PaymentBy>().notNull(),
    bankType: text('bank_type'),
    paid: boolean('paid').notNull().default(false),
    paymentMethodId: text('payment_method_id'),
    itemsPrice: integer('items_price').notNull(),
    discount: integer('discount').notNull().default(0),
    totalPrice: integer('total_price').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
    // The money columns (migration 0004).
    membershipDiscount: integer('membership_discount').notNull().default(0),
    voucherId: text('voucher_id'),
    voucherDiscount: integer('voucher_discount').notNull().default(0),
    bundleDiscount: integer('bundle_discount').notNull().default(0),
    walletAmount: integer('wallet_amount').notNull().default(0),
    bankAmount: integer('bank_amount').notNull().default(0),
    giftTargetId: text('gift_target_id'),
    giftTargetPhone: text('gift_target_phone'),
    giftAnonymous: boolean('gift_anonymous').notNull().default(false),
    /** When an order waiting for its online payment is released. */
    expiresAt: ts('expires_at'),
    paidAt: ts('paid_at'),
    refundedAt: ts('refunded_at'),
    /** Why the branch canceled the order, shown to the customer (migration 0021). */
    cancelReason: text('cancel_reason'),
    /** The branch's delivery fee added to a delivery order's total (migration 0021). */
    deliveryFee: integer('delivery_fee').notNull().default(0),
    /** A round of a table's tab (issue 27, migration 0032): paid when the tab is, not up front. */
    tabId: text('tab_id').references(() => tabs.id),
    /** What a member plan's daily drinks covered (migration 0034). */
    planDiscount: integer('plan_discount').notNull().default(0),
    /** The order's VAT in toman and the rate (percent) in force on its day (migration 0035). */
    vat: integer('vat').notNull().default(0),
    vatPercent: integer('vat_percent').notNull().default(0),
  },
  (t) => [
    check(
      'orders_status_check',
      sql`${t.status} IN (${sql.join(
        ORDER_STATUSES.map((s) => sql.raw(`'${s}'`)),
        sql`, `,
      )})`,
    ),
  ],
);

export const orderItems = pgTable('order_items', {
  id: text('id').primaryKey(),
  orderId: text('order_id')
    .notNull()
    .references(() => orders.id, { onDelete: 'cascade' }),
  itemId: text('item_id')
    .notNull()
    .references(() => menuItems.id),
  title: text('title').notNull(),
  unitPrice: integer('unit_price').notNull(),
  count: integer('count').notNull(),
  lineTotal: integer('line_total').notNull(),
  sort: integer('sort').notNull().default(0),
  /** The options chosen, as priced then; null for a line without (migration 0018). */
  options: jsonb('options').$type<ChosenOption[]>(),
  note: text('note'),
  /** Whose line of a tab's round it is (migration 0032); null for other orders and lines staff added. */
  personId: text('person_id').references(() => users.id),
  personName: text('person_name'),
  /** The item was VAT-exempt when sold (migration 0035). */
  vatExempt: boolean('vat_exempt').notNull().default(false),
});

export const orderStatusHistory = pgTable('order_status_history', {
  id: text('id').primaryKey(),
  orderId: text('order_id')
    .notNull()
    .references(() => orders.id, { onDelete: 'cascade' }),
  fromStatus: text('from_status').$type<OrderStatus | null>(),
  toStatus: text('to_status').$type<OrderStatus>().notNull(),
  actorId: text('actor_id').references(() => users.id),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});

export const providerOrderCounters = pgTable(
  'provider_order_counters',
  {
    providerId: text('provider_id')
      .notNull()
      .references(() => providers.id, { onDelete: 'cascade' }),
    day: date('day').notNull(),
    lastNumber: integer('last_number').notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.providerId, t.day] })],
);

import { integer, jsonb, pgTable, primaryKey, text, timestamp } from 'drizzle-orm/pg-core';
import type { ChosenOption } from '@/lib/item-options';
import type { TabSplitMode, TabStatus } from '@/lib/contracts/tab';
import { paymentMethods, providers, providerTables } from './provider';
import { menuItems } from './menu';
import { users } from './users';

const ts = (name: string) => timestamp(name, { withTimezone: true, mode: 'date' });

/** A table's tab (issue 27, migration 0032): at most one open per table (partial unique index). */
export const tabs = pgTable('tabs', {
  id: text('id').primaryKey(),
  providerId: text('provider_id')
    .notNull()
    .references(() => providers.id),
  tableId: text('table_id')
    .notNull()
    .references(() => providerTables.id),
  joinCode: text('join_code').notNull(),
  status: text('status').$type<TabStatus>().notNull().default('open'),
  splitMode: text('split_mode').$type<TabSplitMode>(),
  openedBy: text('opened_by')
    .notNull()
    .references(() => users.id),
  closedBy: text('closed_by').references(() => users.id),
  cancelReason: text('cancel_reason'),
  createdAt: ts('created_at').notNull().defaultNow(),
  closedAt: ts('closed_at'),
  lastActivityAt: ts('last_activity_at').notNull().defaultNow(),
});

export const tabMembers = pgTable(
  'tab_members',
  {
    tabId: text('tab_id')
      .notNull()
      .references(() => tabs.id, { onDelete: 'cascade' }),
    userId: text('user_id')
      .notNull()
      .references(() => users.id),
    joinedAt: ts('joined_at').notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.tabId, t.userId] })],
);

/** A member's line not sent yet (their own part of the next round). */
export const tabLines = pgTable('tab_lines', {
  id: text('id').primaryKey(),
  tabId: text('tab_id')
    .notNull()
    .references(() => tabs.id, { onDelete: 'cascade' }),
  userId: text('user_id').references(() => users.id),
  itemId: text('item_id')
    .notNull()
    .references(() => menuItems.id),
  title: text('title').notNull(),
  unitPrice: integer('unit_price').notNull(),
  count: integer('count').notNull(),
  optionIds: jsonb('option_ids').$type<string[]>().notNull().default([]),
  options: jsonb('options').$type<ChosenOption[]>(),
  note: text('note'),
  createdAt: ts('created_at').notNull().defaultNow(),
});

export type TabShareStatusName = 'open' | 'paid' | 'void';
export type TabShareMode = TabSplitMode | 'counter';

/** A share of the bill: open (to pay), paid (its parts add up to the amount) or void (replaced by a re-split). */
export const tabShares = pgTable('tab_shares', {
  id: text('id').primaryKey(),
  tabId: text('tab_id')
    .notNull()
    .references(() => tabs.id, { onDelete: 'cascade' }),
  userId: text('user_id').references(() => users.id),
  amount: integer('amount').notNull(),
  status: text('status').$type<TabShareStatusName>().notNull().default('open'),
  mode: text('mode').$type<TabShareMode>().notNull(),
  walletPaid: integer('wallet_paid').notNull().default(0),
  bankPaid: integer('bank_paid').notNull().default(0),
  counterPaid: integer('counter_paid').notNull().default(0),
  paymentMethodId: text('payment_method_id').references(() => paymentMethods.id),
  paidBy: text('paid_by').references(() => users.id),
  paidAt: ts('paid_at'),
  refundedAt: ts('refunded_at'),
  createdAt: ts('created_at').notNull().defaultNow(),
});

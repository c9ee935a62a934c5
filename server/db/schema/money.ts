import { boolean, integer, pgTable, primaryKey, text, timestamp } from 'drizzle-orm/pg-core';
import { providers } from './providers';
import { menuItems } from './menu';
import { orders } from './orders';
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
  | 'welcome';

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

export type PaymentPurpose = 'order' | 'wallet' | 'bundle';
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
    .notNull()
    .unique()
    .references(() => orders.id, { onDelete: 'cascade' }),
  discount: integer('discount').notNull(),
  releasedAt: ts('released_at'),
  createdAt: ts('created_at').notNull().defaultNow(),
});

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

export const referralPolicies = pgTable('referral_policies', {
  id: text('id').primaryKey(),
  title: text('title').notNull(),
  inviterReward: integer('inviter_reward').notNull(),
  inviteeReward: integer('invitee_reward').notNull().default(0),
  minOrderPrice: integer('min_order_price').notNull().default(0),
  active: boolean('active').notNull().default(true),
  updatedBy: text('updated_by').references(() => users.id, { onDelete: 'set null' }),
  createdAt: ts('created_at').notNull().defaultNow(),
  updatedAt: ts('updated_at').notNull().defaultNow(),
});

export const referralRewards = pgTable('referral_rewards', {
  inviteeId: text('invitee_id')
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  inviterId: text('inviter_id')
    .notNull()
    .references(() => users.id, { onDelete: 'cascade' }),
  policyId: text('policy_id').references(() => referralPolicies.id, { onDelete: 'set null' }),
  orderId: text('order_id').references(() => orders.id, { onDelete: 'set null' }),
  inviterAmount: integer('inviter_amount').notNull().default(0),
  inviteeAmount: integer('invitee_amount').notNull().default(0),
  createdAt: ts('created_at').notNull().defaultNow(),
});

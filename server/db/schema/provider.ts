import { boolean, doublePrecision, integer, jsonb, pgTable, primaryKey, text, timestamp } from 'drizzle-orm/pg-core';
import type { AccessLevel, StaffRole } from '@/lib/permissions';
import type { DisplayType, PaymentType } from '@/lib/contracts/menu/customer';
import { users } from './users';
import type { LateCancelTier } from '@/lib/space-policy';

export const providers = pgTable('providers', {
  id: text('id').primaryKey(),
  name: text('name').notNull(),
  branch: text('branch').notNull(),
  address: text('address').notNull().default(''),
  displayType: jsonb('display_type').$type<DisplayType[]>().notNull().default([]),
  staticPhone: text('static_phone').notNull().default(''),
  phone: text('phone').notNull().default(''),
  email: text('email').notNull().default(''),
  openingTime: text('opening_time').notNull().default('08:00'),
  closingTime: text('closing_time').notNull().default('22:00'),
  lat: doublePrecision('lat'),
  lng: doublePrecision('lng'),
  paymentTypes: jsonb('payment_types').$type<PaymentType[]>().notNull().default(['pos']),
  hasRules: boolean('has_rules').notNull().default(false),
  rules: text('rules').notNull().default(''),
  active: boolean('active').notNull().default(true),
  sort: integer('sort').notNull().default(0),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  /** How long before a reservation starts its customer may still cancel it (migration 0013). */
  cancelCutoffMinutes: integer('cancel_cutoff_minutes').notNull().default(120),
  /** Added to every delivery order, and the least a delivery order may cost (migration 0021, toman). */
  deliveryFee: integer('delivery_fee').notNull().default(0),
  deliveryMinOrder: integer('delivery_min_order').notNull().default(0),
  /** Workspace policies (migration 0033): check-in opens before the start and closes after the grace. */
  checkinOpensMinutes: integer('checkin_opens_minutes').notNull().default(15),
  graceMinutes: integer('grace_minutes').notNull().default(20),
  /** A no-show keeps this percent of what was paid; a late cancel the highest tier whose window holds it. */
  noShowFeePercent: integer('no_show_fee_percent').notNull().default(0),
  lateCancelTiers: jsonb('late_cancel_tiers').$type<LateCancelTier[]>().notNull().default([]),
  /** Prices include VAT ('included') or have it added on top ('added'); the economic code on its invoices (migration 0035). */
  vatMode: text('vat_mode').$type<'included' | 'added'>().notNull().default('included'),
  economicCode: text('economic_code'),
});

export const providerStaff = pgTable(
  'provider_staff',
  {
    providerId: text('provider_id')
      .notNull()
      .references(() => providers.id, { onDelete: 'cascade' }),
    userId: text('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    role: text('role').$type<StaffRole>().notNull(),
    accessLevel: jsonb('access_level').$type<AccessLevel>().notNull().default({}),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.providerId, t.userId] })],
);

export const providerTables = pgTable('provider_tables', {
  id: text('id').primaryKey(),
  providerId: text('provider_id')
    .notNull()
    .references(() => providers.id, { onDelete: 'cascade' }),
  number: integer('number').notNull(),
  label: text('label').notNull().default(''),
  /** Set when an admin removes the table; the row stays for the orders that name it (migration 0011). */
  removedAt: timestamp('removed_at', { withTimezone: true }),
});

export const paymentMethods = pgTable('payment_methods', {
  id: text('id').primaryKey(),
  providerId: text('provider_id')
    .notNull()
    .references(() => providers.id, { onDelete: 'cascade' }),
  title: text('title').notNull(),
  active: boolean('active').notNull().default(true),
});

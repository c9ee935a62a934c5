import {
  check,
  date,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
  timestamp,
  unique,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { sql } from 'drizzle-orm';
import { providers } from './provider';
import { menuItems } from './menu';
import { orders } from './order';
import { users } from './users';

const ts = (name: string) => timestamp(name, { withTimezone: true, mode: 'date' });

/** A workspace item's capacity on a range of days (0 closes it), migration 0013. */
export const spaceCapacityOverrides = pgTable(
  'space_capacity_overrides',
  {
    id: text('id').primaryKey(),
    itemId: text('item_id')
      .notNull()
      .references(() => menuItems.id, { onDelete: 'cascade' }),
    providerId: text('provider_id')
      .notNull()
      .references(() => providers.id, { onDelete: 'cascade' }),
    startDate: date('start_date').notNull(),
    endDate: date('end_date').notNull(),
    capacity: integer('capacity').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('space_capacity_overrides_item_idx').on(t.itemId, t.startDate, t.endDate),
    check('space_capacity_overrides_capacity_check', sql`${t.capacity} >= 0`),
  ],
);

/** A room or day pass booked every day or week (issue 28), paid once for all its occurrences. */
export const spaceSeries = pgTable(
  'space_series',
  {
    id: text('id').primaryKey(),
    userId: text('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    itemId: text('item_id')
      .notNull()
      .references(() => menuItems.id),
    providerId: text('provider_id')
      .notNull()
      .references(() => providers.id),
    repeat: text('repeat').$type<'day' | 'week'>().notNull(),
    count: integer('count').notNull(),
    paymentBy: text('payment_by').notNull(),
    total: integer('total').notNull().default(0),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    /** The client's key (migration 0037): a repeated submit answers this series; and the days it skipped. */
    clientKey: text('client_key'),
    skipped: jsonb('skipped').$type<string[]>().notNull().default([]),
  },
  (t) => [
    index('space_series_user_idx').on(t.userId),
    uniqueIndex('space_series_key_idx')
      .on(t.userId, t.clientKey)
      .where(sql`${t.clientKey} IS NOT NULL`),
    check('space_series_repeat_check', sql`${t.repeat} IN ('day', 'week')`),
    check('space_series_count_check', sql`${t.count} BETWEEN 1 AND 12`),
  ],
);

/** The reservation half of a space order: which item, which day and (for a resource) which hours. */
export const spaceReservations = pgTable(
  'space_reservations',
  {
    id: text('id').primaryKey(),
    orderId: text('order_id')
      .notNull()
      .unique()
      .references(() => orders.id, { onDelete: 'cascade' }),
    itemId: text('item_id')
      .notNull()
      .references(() => menuItems.id),
    providerId: text('provider_id')
      .notNull()
      .references(() => providers.id),
    userId: text('user_id')
      .notNull()
      .references(() => users.id),
    day: date('day').notNull(),
    startingHour: integer('starting_hour'),
    endingHour: integer('ending_hour'),
    seats: integer('seats').notNull().default(1),
    startsAt: ts('starts_at').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    /** The staff member who booked it for the customer; null when the customer booked (migration 0028). */
    bookedBy: text('booked_by').references(() => users.id, { onDelete: 'set null' }),
    /** The code shown at the door (QR and text), random, unique (migration 0033). */
    checkinCode: text('checkin_code')
      .notNull()
      .unique('space_reservations_checkin_code_key')
      .default(sql`upper(substr(replace(gen_random_uuid()::text, '-', ''), 1, 12))`),
    /** The recurring series it is one occurrence of (null: a single booking). */
    seriesId: text('series_id').references(() => spaceSeries.id, { onDelete: 'set null' }),
    /** Released by the no-show sweep (once), and the fee kept by a no-show or a late cancel. */
    releasedAt: ts('released_at'),
    noShowAt: ts('no_show_at'),
    feeKept: integer('fee_kept').notNull().default(0),
  },
  (t) => [
    index('space_reservations_item_day_idx').on(t.itemId, t.day),
    index('space_reservations_provider_idx').on(t.providerId, t.day),
  ],
);

/** The row every booking of an item on a day locks first. */
export const spaceDayLocks = pgTable(
  'space_day_locks',
  {
    itemId: text('item_id')
      .notNull()
      .references(() => menuItems.id, { onDelete: 'cascade' }),
    day: date('day').notNull(),
  },
  (t) => [primaryKey({ columns: [t.itemId, t.day] })],
);

/** Customers waiting for a full day or hour; told by SMS when a booking of it is canceled. */
export const spaceWaitlist = pgTable(
  'space_waitlist',
  {
    id: text('id').primaryKey(),
    itemId: text('item_id')
      .notNull()
      .references(() => menuItems.id, { onDelete: 'cascade' }),
    userId: text('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    day: date('day').notNull(),
    startingHour: integer('starting_hour'),
    endingHour: integer('ending_hour'),
    notifiedAt: ts('notified_at'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [unique('space_waitlist_item_id_user_id_day_key').on(t.itemId, t.userId, t.day)],
);

import { pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { providers } from './provider';
import { users } from './users';
import { orders } from './order';
import { shifts } from './shift';

const ts = (name: string) => timestamp(name, { withTimezone: true, mode: 'date' });

/** Orders a staff member rang up at the counter (migration 0012). */
export const counterOrders = pgTable('counter_orders', {
  orderId: text('order_id')
    .primaryKey()
    .references(() => orders.id, { onDelete: 'cascade' }),
  providerId: text('provider_id')
    .notNull()
    .references(() => providers.id, { onDelete: 'cascade' }),
  staffId: text('staff_id')
    .notNull()
    .references(() => users.id),
  shiftId: text('shift_id').references(() => shifts.id, { onDelete: 'set null' }),
  createdAt: ts('created_at').notNull().defaultNow(),
});

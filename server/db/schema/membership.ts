import { sql } from 'drizzle-orm';
import { check, integer, pgTable, text } from 'drizzle-orm/pg-core';

/** The customers' club levels: a level's discount and the completed orders it takes. */
export const memberships = pgTable(
  'memberships',
  {
    level: integer('level').primaryKey(),
    name: text('name').notNull(),
    discountPercent: integer('discount_percent').notNull(),
    minOrders: integer('min_orders').notNull().default(0),
  },
  (t) => [check('memberships_level0_no_discount', sql`${t.level} > 0 OR ${t.discountPercent} = 0`)],
);

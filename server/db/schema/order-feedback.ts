import { sql } from 'drizzle-orm';
import { check, index, integer, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { orders } from './order';
import { providers } from './provider';
import { users } from './users';

/** A customer's rating of a delivered order: 1–5 and a comment, one per order (migration 0018). */
export const orderRatings = pgTable(
  'order_ratings',
  {
    orderId: text('order_id')
      .primaryKey()
      .references(() => orders.id, { onDelete: 'cascade' }),
    providerId: text('provider_id')
      .notNull()
      .references(() => providers.id, { onDelete: 'cascade' }),
    userId: text('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    score: integer('score').notNull(),
    comment: text('comment').notNull().default(''),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    check('order_ratings_score_check', sql`${t.score} BETWEEN 1 AND 5`),
    index('order_ratings_provider_idx').on(t.providerId, t.createdAt.desc()),
  ],
);

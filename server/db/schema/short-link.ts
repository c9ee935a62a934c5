import { boolean, integer, pgTable, text, timestamp } from 'drizzle-orm/pg-core';

/** Short links: /l/{code} counts a visit and redirects (migration 0015). */
export const shortLinks = pgTable('short_links', {
  id: text('id').primaryKey(),
  code: text('code').notNull().unique(),
  title: text('title').notNull(),
  target: text('target').notNull(),
  active: boolean('active').notNull().default(true),
  visits: integer('visits').notNull().default(0),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});

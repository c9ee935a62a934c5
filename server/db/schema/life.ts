import { boolean, date, pgTable, text, timestamp } from 'drizzle-orm/pg-core';

/** The chain's life feed (migration 0015). */
export const lifePosts = pgTable('life_posts', {
  id: text('id').primaryKey(),
  title: text('title').notNull(),
  body: text('body').notNull().default(''),
  image: text('image'),
  happenedOn: date('happened_on').notNull(),
  published: boolean('published').notNull().default(true),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});

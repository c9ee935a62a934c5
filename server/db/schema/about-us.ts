import { integer, jsonb, pgTable, text, timestamp } from 'drizzle-orm/pg-core';

const ts = (name: string) => timestamp(name, { withTimezone: true, mode: 'date' });

export const aboutUsItems = pgTable('about_us_items', {
  id: text('id').primaryKey(),
  section: text('section').notNull(),
  /** Stable index within the section (never renumbered); some sections are addressed by it. */
  idx: integer('idx').notNull(),
  data: jsonb('data').$type<Record<string, unknown>>().notNull().default({}),
  createdAt: ts('created_at').notNull().defaultNow(),
  updatedAt: ts('updated_at').notNull().defaultNow(),
});

import { sql } from 'drizzle-orm';
import { check, integer, jsonb, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import type { ShiftReport } from '@/lib/contracts/shift';
import { providers } from './provider';
import { users } from './users';

const ts = (name: string) => timestamp(name, { withTimezone: true, mode: 'date' });

/** A branch's shift (migration 0012); at most one open (finished_at null) per branch. */
export const shifts = pgTable(
  'shifts',
  {
    id: text('id').primaryKey(),
    providerId: text('provider_id')
      .notNull()
      .references(() => providers.id, { onDelete: 'cascade' }),
    startedBy: text('started_by')
      .notNull()
      .references(() => users.id),
    startedAt: ts('started_at').notNull().defaultNow(),
    finishedBy: text('finished_by').references(() => users.id),
    finishedAt: ts('finished_at'),
    note: text('note').notNull().default(''),
    /** The report as it stood at closing, kept as a record; screens work it out from the rows (a later cancellation leaves it). */
    report: jsonb('report').$type<ShiftReport>(),
    /** Cash counted in the drawer at closing, integer toman; null when not counted (migration 0026). */
    countedCash: integer('counted_cash'),
    /** What the closer noted (migration 0026). */
    closingNote: text('closing_note').notNull().default(''),
  },
  (t) => [check('shifts_finish_check', sql`(${t.finishedAt} IS NULL) = (${t.finishedBy} IS NULL)`)],
);

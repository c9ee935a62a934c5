import type { TicketPriority } from '@/lib/contracts/ticket/schemas';
import { sql, type SQL } from 'drizzle-orm';
import { config } from '../../config';

/** When the first answer to a ticket of `priority` opened at `from` is due (TICKET_DUE_HOURS_*). */
export function dueAtFor({ priority, from }: { priority: TicketPriority; from: Date }): Date {
  return new Date(from.getTime() + config().ticketDueHours[priority] * 3_600_000);
}

/**
 * The same target in SQL, counted from the database's `now()`: a new ticket's due time is its created
 * stamp plus the hours, both on the database's clock, and compared with `now()` (isOverdue, the lists).
 */
export function dueAtSql({ priority }: { priority: TicketPriority }): SQL {
  return sql`now() + ${sql.raw(`interval '${Number(config().ticketDueHours[priority])} hours'`)}`;
}

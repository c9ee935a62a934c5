import type { TicketPriority } from '@/lib/contracts/ticket';
import { config } from '../../config';

/** When the first answer to a ticket of `priority` opened at `from` is due (TICKET_DUE_HOURS_*). */
export function dueAtFor({ priority, from }: { priority: TicketPriority; from: Date }): Date {
  return new Date(from.getTime() + config().ticketDueHours[priority] * 3_600_000);
}

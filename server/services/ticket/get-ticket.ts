import { and, eq } from 'drizzle-orm';
import type { TicketDetailView, TicketView } from '@/lib/contracts/ticket/schemas';
import type { SessionUser } from '../../auth/session';
import { db } from '../../db/client';
import { tickets } from '../../db/schema';
import { AppError } from '../../http/errors';
import { deskScopeSql } from './desk-scope';
import { ticketDetail } from './ticket-detail';
import { toTicketViews } from './ticket-view';

/**
 * GET v1/ticket/{id} (support desk): answers an array whose first item is the ticket with its history.
 * A branch admin opens only the tickets of their branch or referred to them; others do not exist for them.
 */
export async function getDeskTicket({
  actor,
  ticketId,
}: {
  actor: SessionUser;
  ticketId: string;
}): Promise<{ ticket: TicketDetailView[] }> {
  const [row] = await db()
    .select()
    .from(tickets)
    .where(and(eq(tickets.id, ticketId), deskScopeSql(actor)))
    .limit(1);
  if (!row) throw new AppError('TICKET_NOT_FOUND');
  return { ticket: [await ticketDetail({ row })] };
}

/** GET v1/ticket/external/{id}: the caller's own ticket; anyone else's does not exist for them. */
export async function getOwnTicket({
  actor,
  ticketId,
}: {
  actor: SessionUser;
  ticketId: string;
}): Promise<{ ticket: TicketView }> {
  const [row] = await db()
    .select()
    .from(tickets)
    .where(and(eq(tickets.id, ticketId), eq(tickets.userId, actor.id)))
    .limit(1);
  if (!row) throw new AppError('TICKET_NOT_FOUND');
  const [ticket] = await toTicketViews({ rows: [row], audience: 'customer' });
  return { ticket };
}

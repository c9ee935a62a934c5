import { and, eq, sql } from 'drizzle-orm';
import type { TicketView, RateTicketInput } from '@/lib/contracts/ticket/schemas';
import type { SessionUser } from '../../auth/session';
import { db } from '../../db/client';
import { newId } from '../../db/ids';
import { ticketEvents, tickets } from '../../db/schema';
import { AppError } from '../../http/errors';
import { ticketViewById } from './ticket-view';

/** POST v1/ticket/external/rate {ticketId, rating 1–5, comment}: the owner rates the answer once, after the ticket is closed. */
export async function rateTicket({
  actor,
  input,
}: {
  actor: SessionUser;
  input: RateTicketInput;
}): Promise<{ ticket: TicketView }> {
  await db().transaction(async (tx) => {
    const [t] = await tx
      .select()
      .from(tickets)
      .where(and(eq(tickets.id, input.ticketId), eq(tickets.userId, actor.id)))
      .for('update');
    if (!t) throw new AppError('TICKET_NOT_FOUND');
    if (t.state !== 'closed') throw new AppError('TICKET_RATING_NOT_ALLOWED');
    if (t.rating !== null) throw new AppError('TICKET_ALREADY_RATED');
    // Stamps come from the database's clock (docs/layout.md, Time).
    const now = sql`now()`;
    await tx
      .update(tickets)
      .set({ rating: input.rating, ratingComment: input.comment || null, ratedAt: now, updatedAt: now })
      .where(eq(tickets.id, t.id));
    await tx.insert(ticketEvents).values({
      id: newId(),
      ticketId: t.id,
      actorId: actor.id,
      kind: 'rating',
      note: String(input.rating),
      createdAt: now,
    });
  });
  return { ticket: (await ticketViewById({ ticketId: input.ticketId, audience: 'customer' }))! };
}

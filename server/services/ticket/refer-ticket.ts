import { eq, sql } from 'drizzle-orm';
import type { TicketView, ReferTicketInput } from '@/lib/contracts/ticket/schemas';
import type { SessionUser } from '../../auth/session';
import { db } from '../../db/client';
import { newId } from '../../db/ids';
import { ticketEvents, tickets } from '../../db/schema';
import { AppError } from '../../http/errors';
import { isOnCallCandidate, isSupportUserId } from './is-responder';
import { ticketBranchId } from './ticket-branch';
import { ticketViewById } from './ticket-view';

/**
 * POST v1/ticket/refer {ticketId, responderId, note}: hands a ticket to a member of the support team,
 * or to an admin of the ticket's branch, with a note kept in its history.
 */
export async function referTicket({
  actor,
  input,
}: {
  actor: SessionUser;
  input: ReferTicketInput;
}): Promise<{ ticket: TicketView }> {
  await db().transaction(async (tx) => {
    const [t] = await tx.select().from(tickets).where(eq(tickets.id, input.ticketId)).for('update');
    if (!t) throw new AppError('TICKET_NOT_FOUND');
    // The support team, or an admin of the ticket's branch (its own, or its order's).
    const branchId = await ticketBranchId({ ticket: t, tx });
    const allowed = branchId
      ? await isOnCallCandidate({ userId: input.responderId, providerId: branchId, tx })
      : await isSupportUserId({ userId: input.responderId, tx });
    if (!allowed) throw new AppError('TICKET_RESPONDER_INVALID');
    // Stamps come from the database's clock (docs/layout.md, Time).
    const now = sql`now()`;
    await tx.update(tickets).set({ responderId: input.responderId, updatedAt: now }).where(eq(tickets.id, t.id));
    await tx.insert(ticketEvents).values({
      id: newId(),
      ticketId: t.id,
      actorId: actor.id,
      kind: 'refer',
      responderId: input.responderId,
      note: input.note || null,
      createdAt: now,
    });
  });
  return { ticket: (await ticketViewById({ ticketId: input.ticketId, audience: 'desk' }))! };
}

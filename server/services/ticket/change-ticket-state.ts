import { and, eq, or, sql } from 'drizzle-orm';
import { canSomewhere } from '@/lib/permissions';
import type { ChangeTicketStateInput, TicketView } from '@/lib/contracts/ticket/schemas';
import type { SessionUser } from '../../auth/session';
import { db } from '../../db/client';
import { newId } from '../../db/ids';
import { ticketEvents, tickets } from '../../db/schema';
import { AppError } from '../../http/errors';
import { claimAttachments } from './claim-attachments';
import { deskScopeSql } from './desk-scope';
import { notifyAnswered } from './notify-answered';
import { ticketViewById } from './ticket-view';

/**
 * POST v1/ticket/change/state {state, ticketId, answer?, answerAttachments?}. Support staff (a branch
 * admin: on the tickets of their branch or referred to them) move a ticket to any state and may answer it; 'answered' needs an answer (now or earlier). The owner
 * may only close their own ticket. The customer gets an SMS when the ticket is answered.
 */
export async function changeTicketState({
  actor,
  input,
}: {
  actor: SessionUser;
  input: ChangeTicketStateInput;
}): Promise<{ ticket: TicketView }> {
  const answer = input.answer?.trim() || undefined;
  // Desk users: the support team, or a branch admin for the tickets of their branch or referred to them.
  const scope = deskScopeSql(actor);
  const deskUser = canSomewhere(actor, 'support');
  // The rows the caller reaches: the support team every ticket, a branch admin theirs and their own, a customer their own.
  const mine = eq(tickets.userId, actor.id);
  const reach = !deskUser ? mine : scope ? or(scope, mine) : undefined;
  const result = await db().transaction(async (tx) => {
    // Locked so two agents answering at once do not overwrite each other's history.
    const [t] = await tx
      .select()
      .from(tickets)
      .where(and(eq(tickets.id, input.ticketId), reach))
      .for('update');
    if (!t) throw new AppError('TICKET_NOT_FOUND');
    const support =
      deskUser &&
      (!scope ||
        (
          await tx
            .select({ id: tickets.id })
            .from(tickets)
            .where(and(eq(tickets.id, t.id), scope))
            .limit(1)
        ).length > 0);
    if (!support && (input.state !== 'closed' || answer || input.answerAttachments.length))
      throw new AppError('TICKET_STATE_FORBIDDEN');
    if (input.state === 'answered' && !answer && !t.answer) throw new AppError('TICKET_ANSWER_REQUIRED');
    // Stamps come from the database's clock (docs/layout.md, Time).
    const now = sql`now()`;
    const later = sql`now() + interval '1 millisecond'`;
    await tx
      .update(tickets)
      .set({
        state: input.state,
        updatedAt: now,
        closedAt: input.state === 'closed' ? (t.closedAt ?? now) : null,
        ...(answer ? { answer, answeredBy: actor.id, answeredAt: now, firstAnsweredAt: t.firstAnsweredAt ?? now } : {}),
      })
      .where(eq(tickets.id, t.id));
    await claimAttachments({ tx, actorId: actor.id, refs: input.answerAttachments, role: 'answer', ticketId: t.id });
    if (answer)
      await tx
        .insert(ticketEvents)
        .values({ id: newId(), ticketId: t.id, actorId: actor.id, kind: 'answer', createdAt: now });
    if (input.state !== t.state) {
      await tx.insert(ticketEvents).values({
        id: newId(),
        ticketId: t.id,
        actorId: actor.id,
        kind: 'state',
        fromState: t.state,
        toState: input.state,
        createdAt: later,
      });
    }
    const answered = Boolean(answer) || (input.state === 'answered' && t.state !== 'answered');
    return { ticket: t, notify: answered && t.userId !== actor.id, support };
  });
  if (result.notify) await notifyAnswered(result.ticket);
  return {
    ticket: (await ticketViewById({ ticketId: input.ticketId, audience: result.support ? 'desk' : 'customer' }))!,
  };
}

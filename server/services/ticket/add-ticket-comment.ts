import { and, eq, sql } from 'drizzle-orm';
import type { CommentView, CommentAddInput } from '@/lib/contracts/ticket/schemas';
import type { SessionUser } from '../../auth/session';
import { hitLimits } from '../../auth/rate-limit';
import { db } from '../../db/client';
import { newId } from '../../db/ids';
import { ticketComments, ticketEvents, tickets } from '../../db/schema';
import { AppError } from '../../http/errors';
import { claimAttachments } from './claim-attachments';
import { toCommentViews } from './comment-view';
import { deskScopeSql } from './desk-scope';

/**
 * POST v1/ticket/comment/add (support desk) and v1/ticket/external/comment/add (the ticket's owner).
 * Support may mark a comment internal: a note for the team that the customer never sees. A customer
 * writing on an answered ticket puts it back in the desk's queue ('reviewed'); a closed ticket takes
 * no more public comments. A public comment from support counts as the first answer for the target.
 */
export async function addTicketComment({
  actor,
  input,
  flavour,
}: {
  actor: SessionUser;
  input: CommentAddInput;
  flavour: 'internal' | 'external';
}): Promise<{ success: true; comment: CommentView }> {
  const external = flavour === 'external';
  const internal = !external && input.internal;
  if (external) await hitLimits([{ key: `ticket-comment:${actor.id}`, windowSeconds: 600, max: 30 }]);
  const id = newId();
  const ownerId = await db().transaction(async (tx) => {
    const [t] = await tx
      .select()
      .from(tickets)
      .where(and(eq(tickets.id, input.ticketId), external ? undefined : deskScopeSql(actor)))
      .for('update');
    if (!t || (external && t.userId !== actor.id)) throw new AppError('TICKET_NOT_FOUND');
    if (t.state === 'closed' && !internal) throw new AppError('TICKET_CLOSED');
    // Stamps come from the database's clock (docs/layout.md, Time).
    const now = sql`now()`;
    await tx
      .insert(ticketComments)
      .values({ id, ticketId: t.id, authorId: actor.id, text: input.text, external, internal, createdAt: now });
    await claimAttachments({ tx, actorId: actor.id, refs: input.attachments, role: 'comment', commentId: id });
    const reopen = external && t.state === 'answered';
    const firstAnswer = !external && !internal && !t.firstAnsweredAt && t.userId !== actor.id;
    await tx
      .update(tickets)
      .set({
        updatedAt: now,
        ...(reopen ? { state: 'reviewed' as const } : {}),
        ...(firstAnswer ? { firstAnsweredAt: now } : {}),
      })
      .where(eq(tickets.id, t.id));
    if (reopen)
      await tx.insert(ticketEvents).values({
        id: newId(),
        ticketId: t.id,
        actorId: actor.id,
        kind: 'state',
        fromState: 'answered',
        toState: 'reviewed',
        createdAt: now,
      });
    return t.userId;
  });
  const [row] = await db().select().from(ticketComments).where(eq(ticketComments.id, id));
  const [comment] = await toCommentViews({ rows: [row], viewerId: actor.id, ownerId });
  return { success: true, comment };
}

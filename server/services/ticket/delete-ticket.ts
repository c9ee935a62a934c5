import { and, eq, or } from 'drizzle-orm';
import type { SessionUser } from '../../auth/session';
import { db } from '../../db/client';
import { ticketAttachments, ticketComments, tickets } from '../../db/schema';
import { AppError } from '../../http/errors';
import { removeStoredFile } from '../files/stored-file';

/**
 * POST v1/ticket/delete (support desk: any ticket) and DELETE v1/ticket/external/delete (the owner:
 * their own). Comments and history go with the ticket; its files are removed from storage after.
 */
export async function deleteTicket({
  actor,
  ticketId,
  flavour,
}: {
  actor: SessionUser;
  ticketId: string;
  flavour: 'internal' | 'external';
}): Promise<{ success: true }> {
  const fileNames = await db().transaction(async (tx) => {
    const [t] = await tx
      .select({ id: tickets.id })
      .from(tickets)
      .where(and(eq(tickets.id, ticketId), flavour === 'external' ? eq(tickets.userId, actor.id) : undefined))
      .for('update');
    if (!t) throw new AppError('TICKET_NOT_FOUND');
    const files = await tx
      .select({ fileName: ticketAttachments.fileName })
      .from(ticketAttachments)
      .leftJoin(ticketComments, eq(ticketComments.id, ticketAttachments.commentId))
      .where(or(eq(ticketAttachments.ticketId, t.id), eq(ticketComments.ticketId, t.id)));
    await tx.delete(tickets).where(eq(tickets.id, t.id));
    return files.map((f) => f.fileName);
  });
  for (const name of fileNames) await removeStoredFile(name);
  return { success: true };
}

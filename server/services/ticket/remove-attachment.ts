import { eq, sql } from 'drizzle-orm';
import type { SessionUser } from '../../auth/session';
import { db } from '../../db/client';
import { ticketAttachments, ticketComments, tickets } from '../../db/schema';
import { AppError } from '../../http/errors';
import { removeStoredFile } from '../files/stored-file';
import { isSupport } from './access';

const SCOPES = {
  ticket: ['pending', 'ticket', 'answer'],
  comment: ['pending', 'comment', 'userComment'],
} as const;

/**
 * POST v1/ticket/remove/attachment and v1/comment/remove/attachment {attachmentFileName}: its
 * uploader removes a file (before sending, or later while the ticket is open); support staff may
 * remove any file on a ticket or a user note. Anyone else is told it does not exist.
 */
export async function removeAttachment({
  actor,
  fileName,
  scope,
}: {
  actor: SessionUser;
  fileName: string;
  scope: keyof typeof SCOPES;
}): Promise<{ success: true }> {
  const [row] = await db()
    .select({ role: ticketAttachments.role, uploaderId: ticketAttachments.uploaderId, state: tickets.state })
    .from(ticketAttachments)
    .leftJoin(ticketComments, eq(ticketComments.id, ticketAttachments.commentId))
    .leftJoin(tickets, eq(tickets.id, sql`coalesce(${ticketAttachments.ticketId}, ${ticketComments.ticketId})`))
    .where(eq(ticketAttachments.fileName, fileName))
    .limit(1);
  if (!row || !(SCOPES[scope] as readonly string[]).includes(row.role)) throw new AppError('ATTACHMENT_NOT_FOUND');
  const mine = row.uploaderId === actor.id;
  const support = isSupport(actor);
  if (row.role === 'pending' ? !mine : !(mine || support)) throw new AppError('ATTACHMENT_NOT_FOUND');
  if (row.role === 'userComment' && !support) throw new AppError('ATTACHMENT_NOT_FOUND');
  // A closed ticket is a record: only the support team may still take a file off it.
  if (row.state === 'closed' && !support) throw new AppError('TICKET_CLOSED');
  await removeStoredFile(fileName);
  return { success: true };
}

import { eq, sql } from 'drizzle-orm';
import type { SessionUser } from '../../auth/session';
import { db } from '../../db/client';
import { ticketAttachments, ticketComments, tickets } from '../../db/schema';
import { AppError } from '../../http/errors';
import { readStoredFile } from '../files/stored-file';
import { canSomewhere } from '@/lib/permissions';
import { isSupport } from './access';
import { deskScopeSql } from './desk-scope';

/**
 * The bytes of a ticket attachment for someone who may see it: support staff (a branch admin: of the
 * tickets of their branch or referred to them); its uploader; the
 * ticket's owner for files of the ticket, its answer and comments that are not internal notes.
 * Everyone else gets 404, so file names reveal nothing.
 */
export async function readAttachment({ user, fileName }: { user: SessionUser; fileName: string }) {
  const scope = canSomewhere(user, 'support') ? deskScopeSql(user) : sql`false`;
  const [row] = await db()
    .select({
      role: ticketAttachments.role,
      originalName: ticketAttachments.originalName,
      uploaderId: ticketAttachments.uploaderId,
      internal: ticketComments.internal,
      ownerId: tickets.userId,
      // A desk user other than the support team sees the files of the tickets they may work (D30).
      desk: scope ? sql<boolean>`coalesce((${scope}), false)` : sql<boolean>`${tickets.id} is not null`,
    })
    .from(ticketAttachments)
    .leftJoin(ticketComments, eq(ticketComments.id, ticketAttachments.commentId))
    .leftJoin(tickets, eq(tickets.id, sql`coalesce(${ticketAttachments.ticketId}, ${ticketComments.ticketId})`))
    .where(eq(ticketAttachments.fileName, fileName))
    .limit(1);
  if (!row) throw new AppError('ATTACHMENT_NOT_FOUND');
  const owner = row.ownerId === user.id;
  const allowed =
    isSupport(user) ||
    row.desk === true ||
    row.uploaderId === user.id ||
    (owner && (row.role === 'ticket' || row.role === 'answer')) ||
    (owner && row.role === 'comment' && row.internal === false);
  if (!allowed) throw new AppError('ATTACHMENT_NOT_FOUND');
  const file = await readStoredFile({ kind: 'ticket', fileName });
  if (!file) throw new AppError('ATTACHMENT_NOT_FOUND');
  return { ...file, originalName: row.originalName };
}

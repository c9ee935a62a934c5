import { and, asc, eq } from 'drizzle-orm';
import type { TicketAttachmentView } from '@/lib/contracts/ticket/schemas';
import { db, type DbOrTx } from '../../db/client';
import { files, ticketAttachments } from '../../db/schema';

/** Attachments with their recorded type and size, in the order they were attached. */
export async function attachmentsWhere({ where, tx = db() }: { where: ReturnType<typeof and>; tx?: DbOrTx }) {
  return tx
    .select({
      fileName: ticketAttachments.fileName,
      originalName: ticketAttachments.originalName,
      role: ticketAttachments.role,
      ticketId: ticketAttachments.ticketId,
      commentId: ticketAttachments.commentId,
      userCommentId: ticketAttachments.userCommentId,
      contentType: files.contentType,
      size: files.size,
    })
    .from(ticketAttachments)
    .innerJoin(files, eq(files.name, ticketAttachments.fileName))
    .where(where)
    .orderBy(asc(ticketAttachments.sort), asc(ticketAttachments.createdAt));
}

export function attachmentView(a: {
  fileName: string;
  originalName: string;
  contentType: string;
  size: number;
}): TicketAttachmentView {
  return { fileName: a.fileName, originalName: a.originalName, contentType: a.contentType, size: a.size };
}

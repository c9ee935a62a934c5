import { and, eq } from 'drizzle-orm';
import type { AttachmentRefInput } from '@/lib/contracts/ticket/schemas';
import type { Tx } from '../../db/client';
import { ticketAttachments, type AttachmentRole } from '../../db/schema';
import { AppError } from '../../http/errors';

/**
 * Attaches files the actor uploaded (and nothing else) to a ticket, answer or comment, inside the
 * caller's transaction. A file someone else uploaded, or one already used, fails the whole call,
 * so a name guessed from another ticket can never be pulled in.
 */
export async function claimAttachments({
  tx,
  ...opts
}: {
  tx: Tx;
  actorId: string;
  refs: AttachmentRefInput[];
  role: Exclude<AttachmentRole, 'pending'>;
  ticketId?: string;
  commentId?: string;
  userCommentId?: string;
}): Promise<void> {
  const names = [...new Set(opts.refs.map((r) => r.fileName))];
  let sort = 0;
  for (const fileName of names) {
    const claimed = await tx
      .update(ticketAttachments)
      .set({
        role: opts.role,
        ticketId: opts.ticketId ?? null,
        commentId: opts.commentId ?? null,
        userCommentId: opts.userCommentId ?? null,
        sort: sort++,
      })
      .where(
        and(
          eq(ticketAttachments.fileName, fileName),
          eq(ticketAttachments.uploaderId, opts.actorId),
          eq(ticketAttachments.role, 'pending'),
        ),
      )
      .returning({ fileName: ticketAttachments.fileName });
    if (!claimed.length) throw new AppError('ATTACHMENT_INVALID');
  }
}

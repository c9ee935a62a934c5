import { and, count, desc, eq } from 'drizzle-orm';
import type { CommentView } from '@/lib/contracts/ticket/schemas';
import type { SessionUser } from '../../auth/session';
import { db } from '../../db/client';
import { ticketComments, tickets } from '../../db/schema';
import { AppError } from '../../http/errors';
import { pagedRows } from '../../http/paging';
import { toCommentViews } from './comment-view';
import { deskScopeSql } from './desk-scope';

/**
 * GET v1/ticket/comment/list/{page}-100 (support desk: every comment, internal notes included) and
 * GET v1/ticket/external/comment/list/{page}-{number} (the owner: internal notes are never listed).
 * Newest first, so page 1 of any size holds the latest comments.
 */
export async function listTicketComments({
  actor,
  ticketId,
  paging,
  flavour,
}: {
  actor: SessionUser;
  ticketId: string;
  paging: { page: number; size: number };
  flavour: 'internal' | 'external';
}): Promise<{ comments: CommentView[]; total: number }> {
  const external = flavour === 'external';
  const [t] = await db()
    .select({ id: tickets.id, userId: tickets.userId })
    .from(tickets)
    .where(and(eq(tickets.id, ticketId), external ? eq(tickets.userId, actor.id) : deskScopeSql(actor)))
    .limit(1);
  if (!t) throw new AppError('TICKET_NOT_FOUND');
  const where = and(eq(ticketComments.ticketId, t.id), external ? eq(ticketComments.internal, false) : undefined);
  const { rows, total } = await pagedRows({
    paging,
    rows: ({ limit, offset }) =>
      db()
        .select()
        .from(ticketComments)
        .where(where)
        .orderBy(desc(ticketComments.createdAt), desc(ticketComments.id))
        .limit(limit)
        .offset(offset),
    count: db().select({ total: count() }).from(ticketComments).where(where),
  });
  return { comments: await toCommentViews({ rows, viewerId: actor.id, ownerId: t.userId }), total };
}

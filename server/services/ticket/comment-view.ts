import { and, inArray } from 'drizzle-orm';
import type { CommentView, UserCommentView } from '@/lib/contracts/ticket/schemas';
import { db, type DbOrTx } from '../../db/client';
import { ticketAttachments, ticketComments, userComments, users } from '../../db/schema';
import { attachmentsWhere, attachmentView } from './attachment-view';
import { displayName } from './display-name';

type CommentRow = typeof ticketComments.$inferSelect;
type UserCommentRow = typeof userComments.$inferSelect;

async function namesOf(ids: (string | null)[], tx: DbOrTx) {
  const list = [...new Set(ids.filter((x): x is string => Boolean(x)))];
  const rows = list.length
    ? await tx
        .select({ id: users.id, firstName: users.firstName, lastName: users.lastName, phone: users.phone })
        .from(users)
        .where(inArray(users.id, list))
    : [];
  return new Map(rows.map((r) => [r.id, displayName(r)]));
}

/** Comments on a ticket with their files; `ownerId` is the ticket's customer (their words read as 'customer'). */
export async function toCommentViews({
  rows,
  viewerId,
  ownerId,
  tx = db(),
}: {
  rows: CommentRow[];
  viewerId: string;
  ownerId: string;
  tx?: DbOrTx;
}): Promise<CommentView[]> {
  if (!rows.length) return [];
  const names = await namesOf(
    rows.map((r) => r.authorId),
    tx,
  );
  const atts = await attachmentsWhere({
    where: and(
      inArray(
        ticketAttachments.commentId,
        rows.map((r) => r.id),
      ),
    ),
    tx,
  });
  return rows.map((r) => ({
    _id: r.id,
    ticketId: r.ticketId,
    text: r.text,
    attachments: atts.filter((a) => a.commentId === r.id).map(attachmentView),
    external: r.external,
    internal: r.internal,
    author: {
      _id: r.authorId,
      name: r.authorId ? (names.get(r.authorId) ?? 'کاربر حذف شده') : 'کاربر حذف شده',
      role: r.authorId === ownerId ? 'customer' : 'support',
    },
    mine: r.authorId === viewerId,
    createdAt: r.createdAt.toISOString(),
  }));
}

export async function toUserCommentViews({
  rows,
  tx = db(),
}: {
  rows: UserCommentRow[];
  tx?: DbOrTx;
}): Promise<UserCommentView[]> {
  if (!rows.length) return [];
  const names = await namesOf(
    rows.map((r) => r.authorId),
    tx,
  );
  const atts = await attachmentsWhere({
    where: and(
      inArray(
        ticketAttachments.userCommentId,
        rows.map((r) => r.id),
      ),
    ),
    tx,
  });
  return rows.map((r) => ({
    _id: r.id,
    userId: r.userId,
    text: r.text,
    attachments: atts.filter((a) => a.userCommentId === r.id).map(attachmentView),
    author: { _id: r.authorId, name: r.authorId ? (names.get(r.authorId) ?? 'کاربر حذف شده') : 'کاربر حذف شده' },
    createdAt: r.createdAt.toISOString(),
  }));
}

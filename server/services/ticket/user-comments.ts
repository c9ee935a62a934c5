import { count, desc, eq } from 'drizzle-orm';
import type { UserCommentAddInput, UserCommentView } from '@/lib/contracts/ticket/schemas';
import type { SessionUser } from '../../auth/session';
import { db } from '../../db/client';
import { newId } from '../../db/ids';
import { userComments, users } from '../../db/schema';
import { AppError } from '../../http/errors';
import { pagedRows } from '../../http/paging';
import { claimAttachments } from './claim-attachments';
import { toUserCommentViews } from './comment-view';

/** POST v1/user/comment/add: a support note about a user (seen only by the support team). */
export async function addUserComment({
  actor,
  input,
}: {
  actor: SessionUser;
  input: UserCommentAddInput;
}): Promise<{ success: true; comment: UserCommentView }> {
  const id = newId();
  await db().transaction(async (tx) => {
    const [u] = await tx.select({ id: users.id }).from(users).where(eq(users.id, input.userId)).limit(1);
    if (!u) throw new AppError('USER_NOT_FOUND');
    await tx.insert(userComments).values({ id, userId: u.id, authorId: actor.id, text: input.text });
    await claimAttachments({ tx, actorId: actor.id, refs: input.attachments, role: 'userComment', userCommentId: id });
  });
  const [row] = await db().select().from(userComments).where(eq(userComments.id, id));
  const [comment] = await toUserCommentViews({ rows: [row] });
  return { success: true, comment };
}

/** GET v1/user/comment/list/{userId}/1-100: the support team's notes about a user, newest first. */
export async function listUserComments({
  userId,
  paging,
}: {
  userId: string;
  paging: { page: number; size: number };
}): Promise<{ comments: UserCommentView[]; total: number }> {
  const [u] = await db().select({ id: users.id }).from(users).where(eq(users.id, userId)).limit(1);
  if (!u) throw new AppError('USER_NOT_FOUND');
  const where = eq(userComments.userId, userId);
  const { rows, total } = await pagedRows({
    paging,
    rows: ({ limit, offset }) =>
      db()
        .select()
        .from(userComments)
        .where(where)
        .orderBy(desc(userComments.createdAt), desc(userComments.id))
        .limit(limit)
        .offset(offset),
    count: db().select({ total: count() }).from(userComments).where(where),
  });
  return { comments: await toUserCommentViews({ rows }), total };
}

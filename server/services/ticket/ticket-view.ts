import { and, count, eq, inArray } from 'drizzle-orm';
import type { TicketView } from '@/lib/contracts/ticket/schemas';
import { db, type DbOrTx } from '../../db/client';
import { databaseNow } from '../../db/now';
import { orders, providers, ticketAttachments, ticketComments, tickets, users } from '../../db/schema';
import { attachmentsWhere, attachmentView } from './attachment-view';
import { displayName } from './display-name';

type TicketRow = typeof tickets.$inferSelect;

/** 'desk' is what support staff see; 'customer' drops internal notes, the target time and phones. */
export type Audience = 'desk' | 'customer';

const NONE = ['-'];

/** Whether a ticket has waited past its first-answer target. */
export function isOverdue({
  ticket: t,
  now,
}: {
  ticket: Pick<TicketRow, 'firstAnsweredAt' | 'state' | 'dueAt'>;
  /** The database's now (databaseNow): the due time is counted on its clock. */
  now: Date;
}): boolean {
  return !t.firstAnsweredAt && t.state !== 'closed' && t.dueAt.getTime() < now.getTime();
}

/** The wire view of several tickets with a fixed number of queries (names, branches, files, comment counts). */
export async function toTicketViews({
  rows,
  audience,
  tx = db(),
}: {
  rows: TicketRow[];
  audience: Audience;
  tx?: DbOrTx;
}): Promise<TicketView[]> {
  if (!rows.length) return [];
  const ids = rows.map((r) => r.id);
  const userIds = [...new Set(rows.flatMap((r) => [r.userId, r.responderId].filter((x): x is string => Boolean(x))))];
  const providerIds = [...new Set(rows.map((r) => r.providerId).filter((x): x is string => Boolean(x)))];
  const people = await tx
    .select({ id: users.id, firstName: users.firstName, lastName: users.lastName, phone: users.phone })
    .from(users)
    .where(inArray(users.id, userIds));
  const branches = await tx
    .select({ id: providers.id, name: providers.name })
    .from(providers)
    .where(inArray(providers.id, providerIds.length ? providerIds : NONE));
  const atts = await attachmentsWhere({
    where: and(inArray(ticketAttachments.ticketId, ids), inArray(ticketAttachments.role, ['ticket', 'answer'])),
    tx,
  });
  const counts = await tx
    .select({ ticketId: ticketComments.ticketId, n: count() })
    .from(ticketComments)
    .where(
      and(
        inArray(ticketComments.ticketId, ids),
        audience === 'customer' ? eq(ticketComments.internal, false) : undefined,
      ),
    )
    .groupBy(ticketComments.ticketId);
  const orderIds = [...new Set(rows.map((r) => r.orderId).filter((x): x is string => Boolean(x)))];
  const linked = orderIds.length
    ? await tx
        .select({ id: orders.id, number: orders.number, providerId: orders.providerId })
        .from(orders)
        .where(inArray(orders.id, orderIds))
    : [];
  const orderOf = new Map(linked.map((o) => [o.id, o]));
  const person = new Map(people.map((p) => [p.id, p]));
  const branch = new Map(branches.map((b) => [b.id, b.name]));
  const commentCount = new Map(counts.map((c) => [c.ticketId, Number(c.n)]));
  const now = await databaseNow(tx);
  const desk = audience === 'desk';
  return rows.map((r) => ({
    _id: r.id,
    number: r.number,
    subject: r.subject,
    description: r.description,
    type: r.type,
    supportType: r.supportType,
    priority: r.priority,
    state: r.state,
    answer: r.answer,
    answerAttachments: atts.filter((a) => a.ticketId === r.id && a.role === 'answer').map(attachmentView),
    attachments: atts.filter((a) => a.ticketId === r.id && a.role === 'ticket').map(attachmentView),
    responderId: desk ? r.responderId : null,
    responderName: desk && r.responderId ? displayName(person.get(r.responderId)) : null,
    provider: r.providerId ? (branch.get(r.providerId) ?? null) : null,
    providerId: r.providerId,
    external: r.external,
    userId: r.userId,
    userName: displayName(person.get(r.userId)),
    userPhone: desk ? (person.get(r.userId)?.phone ?? null) : null,
    createdAt: r.createdAt.toISOString(),
    updatedAt: r.updatedAt.toISOString(),
    answeredAt: r.answeredAt?.toISOString() ?? null,
    firstAnsweredAt: r.firstAnsweredAt?.toISOString() ?? null,
    closedAt: r.closedAt?.toISOString() ?? null,
    dueAt: desk ? r.dueAt.toISOString() : null,
    overdue: desk ? isOverdue({ ticket: r, now }) : false,
    rating: r.rating,
    ratingComment: r.ratingComment,
    commentCount: commentCount.get(r.id) ?? 0,
    orderId: r.orderId,
    orderNumber: r.orderId ? (orderOf.get(r.orderId)?.number ?? null) : null,
    orderProviderId: r.orderId ? (orderOf.get(r.orderId)?.providerId ?? null) : null,
  }));
}

export async function ticketViewById({
  ticketId,
  audience,
  tx = db(),
}: {
  ticketId: string;
  audience: Audience;
  tx?: DbOrTx;
}): Promise<TicketView | null> {
  const [row] = await tx.select().from(tickets).where(eq(tickets.id, ticketId)).limit(1);
  if (!row) return null;
  return (await toTicketViews({ rows: [row], audience, tx }))[0];
}

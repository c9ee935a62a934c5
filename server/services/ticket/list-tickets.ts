import { and, asc, count, desc, eq, exists, inArray, isNull, like, lt, ne, or, sql, type SQL } from 'drizzle-orm';
import { normalizePersian } from '@/lib/digits';
import {
  ticketNumberOf,
  type TicketSort,
  type TicketView,
  type TicketListQueryInput,
} from '@/lib/contracts/ticket/schemas';
import type { SessionUser } from '../../auth/session';
import { db } from '../../db/client';
import { tickets, users } from '../../db/schema';
import { AppError } from '../../http/errors';
import { pagedRows } from '../../http/paging';
import { canSomewhere } from '@/lib/permissions';
import { deskScopeSql } from './desk-scope';
import { containsPattern, foldSql } from './search';
import { toTicketViews } from './ticket-view';

const PRIORITY_RANK = sql`CASE ${tickets.priority} WHEN 'urgent' THEN 0 WHEN 'high' THEN 1 WHEN 'normal' THEN 2 ELSE 3 END`;

function orderOf(sort: TicketSort): SQL[] {
  switch (sort) {
    case 'oldest':
      return [asc(tickets.createdAt), asc(tickets.id)];
    case 'updated':
      return [desc(tickets.updatedAt), desc(tickets.id)];
    // Tickets still waiting for a first answer first, the nearest deadline on top.
    case 'due':
      return [sql`${tickets.firstAnsweredAt} IS NULL DESC`, asc(tickets.dueAt), asc(tickets.id)];
    // The most pressing first; within one priority the one that has waited longest.
    case 'priority':
      return [asc(PRIORITY_RANK), asc(tickets.createdAt), asc(tickets.id)];
    default:
      return [desc(tickets.createdAt), desc(tickets.id)];
  }
}

/** Subject, description or number; on the desk also the customer's name or phone. */
function searchCondition(text: string, desk: boolean): SQL | undefined {
  const pattern = containsPattern(text);
  const number = ticketNumberOf(text);
  const parts: (SQL | undefined)[] = [like(foldSql(sql`${tickets.subject} || ' ' || ${tickets.description}`), pattern)];
  if (number !== null) parts.push(eq(tickets.number, number));
  if (desk) {
    const digits = normalizePersian(text).replace(/\D/g, '').replace(/^0/, '');
    parts.push(
      exists(
        db()
          .select({ one: sql`1` })
          .from(users)
          .where(
            and(
              eq(users.id, tickets.userId),
              or(
                like(foldSql(sql`coalesce(${users.firstName}, '') || ' ' || coalesce(${users.lastName}, '')`), pattern),
                digits.length >= 4 ? like(users.phone, `%${digits}%`) : undefined,
              ),
            ),
          ),
      ),
    );
  }
  return or(...parts);
}

/**
 * GET v1/ticket/list/{page}-{size}. With external=true: the caller's own tickets (the customer's
 * portal, 5 a page). Otherwise the support desk (30 a page): every ticket for the support team, the tickets
 * of their branch or referred to them for a branch admin (D30).
 */
export async function listTickets({
  actor,
  query,
}: {
  actor: SessionUser;
  query: TicketListQueryInput;
}): Promise<{ tickets: TicketView[]; total: number }> {
  const own = query.external === true;
  // The desk: the support team sees every ticket, a branch admin their branch's and those referred to them.
  if (!own && !canSomewhere(actor, 'support')) throw new AppError('FORBIDDEN');
  const states = [...new Set([...(query.states ?? []), ...(query['states[]'] ?? [])])];
  const conditions: (SQL | undefined)[] = [
    own ? eq(tickets.userId, actor.id) : deskScopeSql(actor),
    query.state ? eq(tickets.state, query.state) : undefined,
    states.length ? inArray(tickets.state, states) : undefined,
    query.type ? eq(tickets.type, query.type) : undefined,
    query.supportType ? eq(tickets.supportType, query.supportType) : undefined,
    query.priority ? eq(tickets.priority, query.priority) : undefined,
    query.providerId ? eq(tickets.providerId, query.providerId) : undefined,
    query.text ? searchCondition(query.text, !own) : undefined,
  ];
  if (!own) {
    if (query.origin) conditions.push(eq(tickets.external, query.origin === 'external'));
    if (query.overdue)
      conditions.push(isNull(tickets.firstAnsweredAt), ne(tickets.state, 'closed'), lt(tickets.dueAt, sql`now()`));
  }
  const where = and(...conditions);
  const { rows, total } = await pagedRows({
    paging: query.paging,
    rows: ({ limit, offset }) =>
      db()
        .select()
        .from(tickets)
        .where(where)
        .orderBy(...orderOf(query.sort))
        .limit(limit)
        .offset(offset),
    count: db().select({ total: count() }).from(tickets).where(where),
  });
  return { tickets: await toTicketViews({ rows, audience: own ? 'customer' : 'desk' }), total };
}

import { and, count, desc, eq, inArray, isNull, or } from 'drizzle-orm';
import type { TicketView } from '@/lib/contracts/academy';
import type { SessionUser } from '../../auth/session';
import { db } from '../../db/client';
import { eventTicketPurchases, eventTickets, events } from '../../db/schema';
import { pagedRows } from '../../http/paging';
import { toTicketViews } from './ticket-view';

/**
 * GET /v1/profile/my/event/ticket/list/{page}-{size}: tickets the customer holds (theirs, or gifted to
 * their account or phone) and tickets they bought as gifts, paid or canceled (not those waiting for the
 * bank or released unpaid), newest event first.
 */
export async function myTickets({
  user,
  paging,
}: {
  user: SessionUser;
  paging: { page: number; size: number };
}): Promise<{ tickets: TicketView[]; total: number }> {
  const where = and(
    or(
      eq(eventTickets.holderId, user.id),
      and(isNull(eventTickets.holderId), eq(eventTickets.holderPhone, user.phone)),
      eq(eventTicketPurchases.userId, user.id),
    ),
    inArray(eventTicketPurchases.status, ['paid', 'canceled']),
  );
  const { rows, total } = await pagedRows({
    paging,
    rows: ({ limit, offset }) =>
      db()
        .select({ t: eventTickets })
        .from(eventTickets)
        .innerJoin(eventTicketPurchases, eq(eventTicketPurchases.id, eventTickets.purchaseId))
        .innerJoin(events, eq(events.id, eventTickets.eventId))
        .where(where)
        .orderBy(desc(events.startAt), eventTickets.createdAt, eventTickets.id)
        .limit(limit)
        .offset(offset),
    count: db()
      .select({ total: count() })
      .from(eventTickets)
      .innerJoin(eventTicketPurchases, eq(eventTicketPurchases.id, eventTickets.purchaseId))
      .where(where),
  });
  return { tickets: await toTicketViews({ rows: rows.map((r) => r.t), viewer: user }), total };
}

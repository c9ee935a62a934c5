import { and, asc, count, eq, inArray } from 'drizzle-orm';
import type { AttendeeView } from '@/lib/contracts/academy';
import type { SessionUser } from '../../auth/session';
import { db } from '../../db/client';
import { eventTicketPurchases, eventTickets } from '../../db/schema';
import { pagedRows } from '../../http/paging';
import { loadEventForStaff } from './load-event';
import { toAttendeeViews } from './ticket-view';

/** GET /v1/event/{id}/attendees/{page}-{size}: every paid or canceled ticket of the event, in purchase order. */
export async function listAttendees({
  actor,
  eventId,
  paging,
}: {
  actor: SessionUser;
  eventId: string;
  paging: { page: number; size: number };
}): Promise<{ attendees: AttendeeView[]; total: number }> {
  const e = await loadEventForStaff({ eventId, actor });
  const where = and(eq(eventTickets.eventId, e.id), inArray(eventTicketPurchases.status, ['paid', 'canceled']));
  const { rows, total } = await pagedRows({
    paging,
    rows: ({ limit, offset }) =>
      db()
        .select({ t: eventTickets })
        .from(eventTickets)
        .innerJoin(eventTicketPurchases, eq(eventTicketPurchases.id, eventTickets.purchaseId))
        .where(where)
        .orderBy(asc(eventTickets.createdAt), asc(eventTickets.id))
        .limit(limit)
        .offset(offset),
    count: db()
      .select({ total: count() })
      .from(eventTickets)
      .innerJoin(eventTicketPurchases, eq(eventTicketPurchases.id, eventTickets.purchaseId))
      .where(where),
  });
  return { attendees: await toAttendeeViews({ rows: rows.map((r) => r.t) }), total };
}

import { eq } from 'drizzle-orm';
import type { EventTicketScanView } from '@/lib/contracts/academy';
import { can } from '@/lib/permissions';
import type { SessionUser } from '../../auth/session';
import { db } from '../../db/client';
import { events } from '../../db/schema';
import { AppError } from '../../http/errors';
import { ticketByCode } from './checkin-ticket';
import { toAttendeeViews } from './ticket-view';
import { toEventViews } from './event-view';

/**
 * The panel scanner's answer for a ticket's QR (`HK-T-{code}`): the ticket and its event, for staff with
 * `events` at the event's branch; anyone else gets the scanner's one 404, as for other codes.
 */
export async function scanTicket({ actor, code }: { actor: SessionUser; code: string }): Promise<EventTicketScanView> {
  const t = await ticketByCode({ code });
  if (!t) throw new AppError('SCAN_UNKNOWN');
  const [e] = await db().select().from(events).where(eq(events.id, t.eventId)).limit(1);
  if (!can(actor, 'events', e.providerId)) throw new AppError('SCAN_UNKNOWN');
  const [ticket] = await toAttendeeViews({ rows: [t] });
  const [ev] = await toEventViews({ rows: [e] });
  return {
    kind: 'ticket',
    ticket,
    event: {
      _id: ev._id,
      title: ev.title,
      providerName: ev.providerName,
      room: ev.room,
      startAt: ev.startAt,
      endAt: ev.endAt,
      status: ev.status,
    },
    canCheckIn: ticket.status === 'active' && e.status !== 'canceled',
  };
}

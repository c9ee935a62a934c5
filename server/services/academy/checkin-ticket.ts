import { eq, sql } from 'drizzle-orm';
import type { AttendeeView, CheckinConflictDetails } from '@/lib/contracts/academy';
import { can } from '@/lib/permissions';
import { parseScan } from '@/lib/scan-codes';
import type { SessionUser } from '../../auth/session';
import { db, type DbOrTx } from '../../db/client';
import { eventTicketPurchases, eventTickets, events, users } from '../../db/schema';
import { AppError } from '../../http/errors';
import { displayName } from '../users/view';
import { normalizeCode } from './codes';
import { toAttendeeViews, type TicketRow } from './ticket-view';

/** The ticket a typed code or a scanned QR (`HK-T-…`) names. */
export async function ticketByCode({ tx = db(), code }: { tx?: DbOrTx; code: string }): Promise<TicketRow | null> {
  const scanned = parseScan(code);
  const plain = scanned?.kind === 'ticket' ? scanned.id : normalizeCode(code);
  const [t] = await tx.select().from(eventTickets).where(eq(eventTickets.code, plain)).limit(1);
  return t ?? null;
}

/**
 * POST /v1/event/ticket/checkin {code}: staff with `events` at the event's branch let a paid ticket in,
 * once. The stamp is set by a conditional update under the ticket's row lock, so two scanners at once
 * let it in once; the second (and any later) scan is a 409 that says when and by whom.
 */
export async function checkinTicket({ actor, code }: { actor: SessionUser; code: string }): Promise<{
  ticket: AttendeeView;
}> {
  const id = await db().transaction(async (tx) => {
    const t = await ticketByCode({ tx, code });
    if (!t) throw new AppError('EVENT_TICKET_NOT_FOUND');
    const [e] = await tx.select().from(events).where(eq(events.id, t.eventId)).limit(1);
    if (!can(actor, 'events', e.providerId)) throw new AppError('FORBIDDEN');
    const [p] = await tx.select().from(eventTicketPurchases).where(eq(eventTicketPurchases.id, t.purchaseId));
    const [fresh] = await tx.select().from(eventTickets).where(eq(eventTickets.id, t.id)).for('update');
    if (fresh.checkedInAt) {
      const [by] = fresh.checkedInBy
        ? await tx
            .select({
              firstName: users.firstName,
              lastName: users.lastName,
              firstNameFa: users.firstNameFa,
              lastNameFa: users.lastNameFa,
            })
            .from(users)
            .where(eq(users.id, fresh.checkedInBy))
        : [];
      const details: CheckinConflictDetails = {
        checkedInAt: fresh.checkedInAt.toISOString(),
        checkedInBy: { _id: fresh.checkedInBy, name: by ? displayName(by) : '' },
      };
      throw new AppError('EVENT_TICKET_ALREADY_CHECKED_IN', { details });
    }
    if (e.status === 'canceled') throw new AppError('EVENT_CANCELED');
    if (p.status !== 'paid') throw new AppError('EVENT_TICKET_NOT_PAID');
    if (fresh.canceledAt) throw new AppError('EVENT_TICKET_CANCELED');
    await tx
      .update(eventTickets)
      .set({ checkedInAt: sql`now()`, checkedInBy: actor.id })
      .where(eq(eventTickets.id, t.id));
    return t.id;
  });
  const [row] = await db().select().from(eventTickets).where(eq(eventTickets.id, id));
  return { ticket: (await toAttendeeViews({ rows: [row] }))[0] };
}

import { eq } from 'drizzle-orm';
import type { TicketView } from '@/lib/contracts/academy';
import type { SessionUser } from '../../auth/session';
import { clockNow } from '../../clock';
import { db } from '../../db/client';
import { eventTicketPurchases, eventTickets, events } from '../../db/schema';
import { AppError } from '../../http/errors';
import { refundTicket } from './refund-ticket';
import { cancelUntil } from './event-view';
import { toTicketViews } from './ticket-view';

/**
 * POST /v1/event/ticket/cancel {ticketId}: the holder or the buyer cancels a paid ticket before the
 * event's cut-off; what was paid for that seat goes back to the buyer's wallet, once (the refund's
 * ledger key, and the event row locked as purchases lock it).
 */
export async function cancelTicket({ user, ticketId }: { user: SessionUser; ticketId: string }): Promise<{
  ticket: TicketView;
}> {
  await db().transaction(async (tx) => {
    const [t] = await tx.select().from(eventTickets).where(eq(eventTickets.id, ticketId)).limit(1);
    if (!t) throw new AppError('EVENT_TICKET_NOT_FOUND');
    const [p] = await tx.select().from(eventTicketPurchases).where(eq(eventTicketPurchases.id, t.purchaseId));
    const mine = p.userId === user.id || t.holderId === user.id || (!t.holderId && t.holderPhone === user.phone);
    if (!mine) throw new AppError('EVENT_TICKET_NOT_FOUND');
    const [e] = await tx.select().from(events).where(eq(events.id, t.eventId)).for('update');
    if (p.status !== 'paid') throw new AppError('EVENT_TICKET_NOT_PAID');
    const [fresh] = await tx.select().from(eventTickets).where(eq(eventTickets.id, t.id)).for('update');
    if (fresh.canceledAt) throw new AppError('EVENT_TICKET_CANCELED');
    if (fresh.checkedInAt) throw new AppError('EVENT_TICKET_USED');
    if (e.status === 'canceled') throw new AppError('EVENT_CANCELED');
    if (clockNow() >= cancelUntil(e)) throw new AppError('EVENT_CANCEL_CUTOFF');
    await refundTicket({ tx, ticket: fresh, buyerId: p.userId, title: e.title, actorId: user.id });
  });
  const [row] = await db().select().from(eventTickets).where(eq(eventTickets.id, ticketId));
  return { ticket: (await toTicketViews({ rows: [row], viewer: user }))[0] };
}

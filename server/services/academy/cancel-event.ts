import { and, eq, inArray, isNull, sql } from 'drizzle-orm';
import type { EventStatus, EventView } from '@/lib/contracts/academy';
import { jalaliDate } from '@/lib/jalali';
import type { SessionUser } from '../../auth/session';
import { db, type Tx } from '../../db/client';
import { eventTicketPurchases, eventTickets, events, users } from '../../db/schema';
import { AppError } from '../../http/errors';
import { sms } from '../../integrations/sms';
import { log } from '../../log';
import { releaseVoucherUse } from '../voucher/take-voucher';
import { toEventViews, type EventRow } from './event-view';
import { loadEventForStaff } from './load-event';
import { refundTicket } from './refund-ticket';

export interface CanceledEvent {
  event: EventRow;
  /** Tickets refunded by this call (none when another call canceled first). */
  refunded: { ticketId: string; buyerId: string; amount: number }[];
}

/**
 * Cancels an event inside the caller's transaction, with its row locked: every paid ticket is refunded
 * to its buyer's wallet once (a second cancel, even at the same moment, waits for the lock and finds
 * nothing left to refund), and purchases still waiting for the bank are released (a late bank payment
 * then goes to the payer's wallet, PURPOSE_HANDLERS.event).
 */
export async function cancelEventInTx({
  tx,
  event,
  actor,
}: {
  tx: Tx;
  event: EventRow;
  actor: SessionUser;
}): Promise<CanceledEvent> {
  const [e] = await tx
    .update(events)
    .set({ status: 'canceled', canceledAt: sql`coalesce(${events.canceledAt}, now())`, updatedAt: sql`now()` })
    .where(eq(events.id, event.id))
    .returning();
  const waiting = await tx
    .update(eventTicketPurchases)
    .set({ status: 'released' })
    .where(and(eq(eventTicketPurchases.eventId, e.id), eq(eventTicketPurchases.status, 'awaitingPayment')))
    .returning({ id: eventTicketPurchases.id });
  for (const w of waiting) await releaseVoucherUse({ tx, eventPurchaseId: w.id });
  const paid = await tx
    .select({ id: eventTickets.id, pricePaid: eventTickets.pricePaid, buyerId: eventTicketPurchases.userId })
    .from(eventTickets)
    .innerJoin(eventTicketPurchases, eq(eventTicketPurchases.id, eventTickets.purchaseId))
    .where(
      and(eq(eventTickets.eventId, e.id), eq(eventTicketPurchases.status, 'paid'), isNull(eventTickets.refundedAt)),
    );
  const refunded: CanceledEvent['refunded'] = [];
  for (const t of paid) {
    if (await refundTicket({ tx, ticket: t, buyerId: t.buyerId, title: e.title, actorId: actor.id }))
      refunded.push({ ticketId: t.id, buyerId: t.buyerId, amount: t.pricePaid });
  }
  return { event: e, refunded };
}

/** Texts each buyer refunded by a cancel, once per buyer; after the commit, a failed SMS is only logged. */
export async function textCanceledEvent({ event, refunded }: CanceledEvent): Promise<void> {
  const buyers = [...new Set(refunded.map((r) => r.buyerId))];
  if (!buyers.length) return;
  try {
    const phones = await db().select({ id: users.id, phone: users.phone }).from(users).where(inArray(users.id, buyers));
    for (const p of phones) {
      const amount = refunded.filter((r) => r.buyerId === p.id).reduce((s, r) => s + r.amount, 0);
      const text = `رویداد «${event.title}» (${jalaliDate(event.startAt)}) لغو شد.${amount > 0 ? ' مبلغ بلیت‌های شما به کیف پولتان بازگشت.' : ''}`;
      await sms()
        .send({ to: p.phone, text })
        .catch((err) => log.error({ err }, '[academy] cancel SMS failed'));
    }
  } catch (err) {
    log.error({ err }, '[academy] cancel SMS failed');
  }
}

/**
 * POST /v1/event/change/status {eventId, status}: draft ⇄ published, or canceled (final: refunds and
 * texts). Canceling an event already canceled answers it again and refunds nothing.
 */
export async function changeEventStatus({
  actor,
  eventId,
  status,
}: {
  actor: SessionUser;
  eventId: string;
  status: EventStatus;
}): Promise<{ event: EventView; refunded: number }> {
  let canceled: CanceledEvent | null = null;
  const row = await db().transaction(async (tx) => {
    const e = await loadEventForStaff({ tx, eventId, actor, lock: true });
    if (e.status === 'canceled') {
      if (status === 'canceled') return e;
      throw new AppError('EVENT_CANCELED');
    }
    if (status === 'canceled') {
      canceled = await cancelEventInTx({ tx, event: e, actor });
      return canceled.event;
    }
    const [u] = await tx
      .update(events)
      .set({ status, updatedAt: sql`now()` })
      .where(eq(events.id, e.id))
      .returning();
    return u;
  });
  const done = canceled as CanceledEvent | null;
  if (done) await textCanceledEvent(done);
  const [event] = await toEventViews({ rows: [row], viewer: actor });
  return { event, refunded: done?.refunded.length ?? 0 };
}

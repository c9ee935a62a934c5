import { and, count, eq, inArray, isNull } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { eventTicketPurchases, eventTickets } from '../../db/schema';

/** A seat is taken by a ticket not canceled whose purchase is paid or still waits for the bank. */
export const SEAT_HOLDING = ['awaitingPayment', 'paid'] as const;

/** Seats taken per event (held and sold), and sold alone (paid). */
export async function seatsTaken({
  tx,
  eventIds,
}: {
  tx: DbOrTx;
  eventIds: string[];
}): Promise<Map<string, { taken: number; sold: number }>> {
  const out = new Map<string, { taken: number; sold: number }>();
  if (!eventIds.length) return out;
  const rows = await tx
    .select({ eventId: eventTickets.eventId, status: eventTicketPurchases.status, n: count() })
    .from(eventTickets)
    .innerJoin(eventTicketPurchases, eq(eventTicketPurchases.id, eventTickets.purchaseId))
    .where(
      and(
        inArray(eventTickets.eventId, eventIds),
        isNull(eventTickets.canceledAt),
        inArray(eventTicketPurchases.status, [...SEAT_HOLDING]),
      ),
    )
    .groupBy(eventTickets.eventId, eventTicketPurchases.status);
  for (const r of rows) {
    const o = out.get(r.eventId) ?? { taken: 0, sold: 0 };
    o.taken += Number(r.n);
    if (r.status === 'paid') o.sold += Number(r.n);
    out.set(r.eventId, o);
  }
  return out;
}

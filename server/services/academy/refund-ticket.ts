import { and, eq, isNull, sql } from 'drizzle-orm';
import type { Tx } from '../../db/client';
import { eventTickets } from '../../db/schema';
import { moveWallet } from '../wallet/move-wallet';

/** The wallet movement key of a ticket's refund: whatever refunds it (its cancel, its event's cancel), once. */
export function ticketRefundKey(ticketId: string): string {
  return `event-ticket:${ticketId}:refund`;
}

/** Refunds one paid ticket to its buyer's wallet, once (the key), and marks it canceled and refunded. */
export async function refundTicket({
  tx,
  ticket,
  buyerId,
  title,
  actorId,
}: {
  tx: Tx;
  ticket: { id: string; pricePaid: number };
  buyerId: string;
  title: string;
  actorId: string | null;
}): Promise<boolean> {
  const [marked] = await tx
    .update(eventTickets)
    .set({ canceledAt: sql`coalesce(${eventTickets.canceledAt}, now())`, refundedAt: sql`now()` })
    .where(and(eq(eventTickets.id, ticket.id), isNull(eventTickets.refundedAt)))
    .returning({ id: eventTickets.id });
  if (!marked) return false;
  if (ticket.pricePaid > 0)
    await moveWallet({
      tx,
      move: {
        userId: buyerId,
        amount: ticket.pricePaid,
        reason: 'eventRefund',
        description: `بازگشت وجه بلیت ${title}`,
        refType: 'event',
        refId: ticket.id,
        actorId,
        key: ticketRefundKey(ticket.id),
      },
    });
  return true;
}

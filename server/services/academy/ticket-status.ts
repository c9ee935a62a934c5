import type { TicketStatus } from '@/lib/contracts/academy';
import type { PurchaseRow, TicketRow } from './ticket-view';

/** A ticket's state as its holder and the door read it. */
export function ticketStatus({
  ticket: t,
  purchase: p,
}: {
  ticket: TicketRow;
  purchase: Pick<PurchaseRow, 'status'>;
}): TicketStatus {
  if (p.status === 'awaitingPayment') return 'awaitingPayment';
  if (p.status === 'released') return 'released';
  if (t.canceledAt || p.status === 'canceled') return 'canceled';
  if (t.checkedInAt) return 'checkedIn';
  return 'active';
}

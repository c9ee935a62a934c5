import { and, eq } from 'drizzle-orm';
import type { ReservationView } from '@/lib/contracts/space/booking';
import type { SessionUser } from '../../auth/session';
import { clockNow } from '../../clock';
import { spaceReservations } from '../../db/schema';
import { reservationQuery, reservationView } from './reservation-view';

/** The reservation of one order, for its owner (orderTracking); null when the order is not a reservation. */
export async function reservationOfOrder({ actor, orderId }: { actor: SessionUser; orderId: string }) {
  const [row] = await reservationQuery(
    and(eq(spaceReservations.orderId, orderId), eq(spaceReservations.userId, actor.id)),
  ).limit(1);
  return { reservation: row ? reservationView({ row, now: clockNow() }) : null };
}

/** The reservation of one order for staff (the scanner), or null when the order is no booking. */
export async function reservationByOrderId({ orderId }: { orderId: string }): Promise<ReservationView | null> {
  const [row] = await reservationQuery(eq(spaceReservations.orderId, orderId)).limit(1);
  return row ? reservationView({ row, now: clockNow() }) : null;
}

import { eq } from 'drizzle-orm';
import { can } from '@/lib/permissions';
import { tehranIsoDate } from '@/lib/jalali';
import type { OrderView } from '@/lib/contracts/order';
import type { SessionUser } from '../../auth/session';
import { clockNow } from '../../clock';
import { db } from '../../db/client';
import { orders, spaceReservations } from '../../db/schema';
import { AppError } from '../../http/errors';
import { changeOrderStatus } from '../order/change-status';

/** Whether an order is a workspace booking (kept off the prep board and its live stream). */
export async function isSpaceBooking({ orderId }: { orderId: string }): Promise<boolean> {
  const [r] = await db()
    .select({ id: spaceReservations.id })
    .from(spaceReservations)
    .where(eq(spaceReservations.orderId, orderId))
    .limit(1);
  return Boolean(r);
}

/**
 * POST /v1/order/space/checkin {orderId, paymentMethodId?}: staff of the branch check a customer in
 * for their booking (the scanner or the reservations list). A booking's order status means: new =
 * booked, delivered = checked in; canceled as any order. A pay-on-site booking not yet paid needs the
 * payment method staff took the money with, and goes through the same status/payment path as
 * delivering a pay-on-site cafe order, so the money reports count it from check-in.
 */
export async function checkInReservation({
  actor,
  input,
}: {
  actor: SessionUser;
  input: { orderId: string; paymentMethodId?: string | null };
}): Promise<{ order: OrderView }> {
  const [row] = await db()
    .select({
      day: spaceReservations.day,
      providerId: orders.providerId,
      status: orders.status,
      paid: orders.paid,
      paymentBy: orders.paymentBy,
    })
    .from(spaceReservations)
    .innerJoin(orders, eq(orders.id, spaceReservations.orderId))
    .where(eq(spaceReservations.orderId, input.orderId))
    .limit(1);
  if (!row || !can(actor, 'orders', row.providerId)) throw new AppError('SPACE_RESERVATION_NOT_FOUND');
  if (row.status === 'delivered') throw new AppError('SPACE_ALREADY_CHECKED_IN');
  if (row.status === 'canceled' || row.status === 'awaitingPayment') throw new AppError('SPACE_CHECKIN_CLOSED');
  if (row.day > tehranIsoDate(clockNow())) throw new AppError('SPACE_CHECKIN_NOT_TODAY');
  const unpaidOnSite = !row.paid && row.paymentBy === 'pos';
  if (unpaidOnSite && !input.paymentMethodId) throw new AppError('SPACE_CHECKIN_PAYMENT');
  return changeOrderStatus({
    actor,
    input: {
      orderId: input.orderId,
      status: 'delivered',
      paymentMethodId: unpaidOnSite ? input.paymentMethodId : null,
    },
  });
}

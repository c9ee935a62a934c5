import { and, count, desc, eq } from 'drizzle-orm';
import type { SessionUser } from '../../auth/session';
import { clockNow } from '../../clock';
import { db } from '../../db/client';
import { pagedRows } from '../../http/paging';
import { orders, spaceReservations } from '../../db/schema';
import { reservationQuery, reservationView } from './reservation-view';
import { holdsPlace } from './space-holds';

/**
 * GET /v1/order/space/list/{providerId}/{page}-50: a branch's reservations, newest day first;
 * with `date`, only that day's, and `active` leaves out canceled and lapsed ones.
 */
export async function providerReservations({
  providerId,
  paging,
  opts = {},
}: {
  providerId: string;
  paging: { page: number; size: number };
  opts?: { date?: string; active?: boolean };
}) {
  const now = clockNow();
  const where = and(
    eq(spaceReservations.providerId, providerId),
    opts.date ? eq(spaceReservations.day, opts.date) : undefined,
    opts.active ? holdsPlace(now) : undefined,
  );
  const { rows, total } = await pagedRows({
    paging,
    rows: ({ limit, offset }) =>
      reservationQuery(where)
        .orderBy(desc(spaceReservations.day), desc(spaceReservations.startsAt), desc(spaceReservations.createdAt))
        .limit(limit)
        .offset(offset),
    count: db()
      .select({ total: count() })
      .from(spaceReservations)
      .innerJoin(orders, eq(orders.id, spaceReservations.orderId))
      .where(where),
  });
  return { reservations: rows.map((row) => reservationView({ row, now })), total };
}

/** GET /v1/order/space/mine/{page}-20: the signed-in customer's reservations. */
export async function myReservations({
  actor,
  paging,
}: {
  actor: SessionUser;
  paging: { page: number; size: number };
}) {
  const now = clockNow();
  const where = eq(spaceReservations.userId, actor.id);
  const { rows, total } = await pagedRows({
    paging,
    rows: ({ limit, offset }) =>
      reservationQuery(where).orderBy(desc(spaceReservations.createdAt)).limit(limit).offset(offset),
    count: db().select({ total: count() }).from(spaceReservations).where(where),
  });
  return { reservations: rows.map((row) => reservationView({ row, now })), total };
}

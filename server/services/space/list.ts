import { and, count, desc, eq, type SQL } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { ReservationView } from '@/lib/contracts/space';
import type { SessionUser } from '../../auth/session';
import { clockNow } from '../../clock';
import { db } from '../../db/client';
import { menuItems, orders, providers, spaceReservations, users } from '../../db/schema';
import { beforeCutoff } from './cancel';
import { holdsPlace } from './rules';

const staff = alias(users, 'booked_by_user');

function reservationQuery(where: SQL | undefined) {
  return db()
    .select({
      r: spaceReservations,
      order: {
        number: orders.number,
        status: orders.status,
        paid: orders.paid,
        totalPrice: orders.totalPrice,
        paymentBy: orders.paymentBy,
      },
      itemTitle: menuItems.title,
      spaceType: menuItems.spaceType,
      providerName: providers.name,
      cutoff: providers.cancelCutoffMinutes,
      firstName: users.firstName,
      lastName: users.lastName,
      phone: users.phone,
      staff: { firstName: staff.firstName, lastName: staff.lastName },
    })
    .from(spaceReservations)
    .innerJoin(orders, eq(orders.id, spaceReservations.orderId))
    .innerJoin(menuItems, eq(menuItems.id, spaceReservations.itemId))
    .innerJoin(providers, eq(providers.id, spaceReservations.providerId))
    .innerJoin(users, eq(users.id, spaceReservations.userId))
    .leftJoin(staff, eq(staff.id, spaceReservations.bookedBy))
    .where(where);
}

type Row = Awaited<ReturnType<typeof reservationQuery>>[number];

function view(row: Row, now: Date): ReservationView {
  const { r, order } = row;
  return {
    _id: r.id,
    orderId: r.orderId,
    orderNumber: order.number,
    status: order.status,
    paid: order.paid,
    itemId: r.itemId,
    itemTitle: row.itemTitle,
    spaceType: row.spaceType ?? 'pool',
    providerId: r.providerId,
    providerName: row.providerName,
    userId: r.userId,
    customerName: [row.firstName, row.lastName].filter(Boolean).join(' '),
    customerPhone: row.phone,
    date: r.day,
    startingHour: r.startingHour,
    endingHour: r.endingHour,
    seats: r.seats,
    totalPrice: order.totalPrice,
    paymentBy: order.paymentBy,
    bookedBy: r.bookedBy
      ? {
          _id: r.bookedBy,
          name: [row.staff?.firstName, row.staff?.lastName].filter(Boolean).join(' ') || 'کارکنان شعبه',
        }
      : null,
    startsAt: r.startsAt.toISOString(),
    createdAt: r.createdAt.toISOString(),
    cancelable:
      order.status !== 'canceled' && order.status !== 'delivered' && beforeCutoff(r.startsAt, row.cutoff, now),
  };
}

/**
 * GET /v1/order/space/list/{providerId}/{page}-50: a branch's reservations, newest day first;
 * with `date`, only that day's, and `active` leaves out canceled and lapsed ones.
 */
export async function providerReservations(
  providerId: string,
  paging: { page: number; size: number },
  opts: { date?: string; active?: boolean } = {},
) {
  const now = clockNow();
  const where = and(
    eq(spaceReservations.providerId, providerId),
    opts.date ? eq(spaceReservations.day, opts.date) : undefined,
    opts.active ? holdsPlace(new Date()) : undefined,
  );
  const rows = await reservationQuery(where)
    .orderBy(desc(spaceReservations.day), desc(spaceReservations.startsAt), desc(spaceReservations.createdAt))
    .limit(paging.size)
    .offset((paging.page - 1) * paging.size);
  const [{ n }] = await db()
    .select({ n: count() })
    .from(spaceReservations)
    .innerJoin(orders, eq(orders.id, spaceReservations.orderId))
    .where(where);
  return { reservations: rows.map((r) => view(r, now)), total: n };
}

/** GET /v1/order/space/mine/{page}-20: the signed-in customer's reservations. */
export async function myReservations(user: SessionUser, paging: { page: number; size: number }) {
  const now = clockNow();
  const where = eq(spaceReservations.userId, user.id);
  const rows = await reservationQuery(where)
    .orderBy(desc(spaceReservations.createdAt))
    .limit(paging.size)
    .offset((paging.page - 1) * paging.size);
  const [{ n }] = await db().select({ n: count() }).from(spaceReservations).where(where);
  return { reservations: rows.map((r) => view(r, now)), total: n };
}

/** The reservation of one order, for its owner (orderTracking); null when the order is not a reservation. */
export async function reservationOfOrder(user: SessionUser, orderId: string) {
  const [row] = await reservationQuery(
    and(eq(spaceReservations.orderId, orderId), eq(spaceReservations.userId, user.id)),
  ).limit(1);
  return { reservation: row ? view(row, clockNow()) : null };
}

/** The reservation of one order for staff (the scanner), or null when the order is no booking. */
export async function reservationByOrderId(orderId: string): Promise<ReservationView | null> {
  const [row] = await reservationQuery(eq(spaceReservations.orderId, orderId)).limit(1);
  return row ? view(row, clockNow()) : null;
}

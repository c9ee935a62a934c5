import { eq, type SQL } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { ReservationView } from '@/lib/contracts/space/booking';
import { db } from '../../db/client';
import { menuItems, orders, providers, spaceReservations, users } from '../../db/schema';
import { checkinWindow, mayCancel } from '@/lib/space-policy';

const staff = alias(users, 'booked_by_user');

export function reservationQuery(where: SQL | undefined) {
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
      policy: {
        tiers: providers.lateCancelTiers,
        opens: providers.checkinOpensMinutes,
        grace: providers.graceMinutes,
      },
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

function checkinTimes(startsAt: Date, p: { opens: number; grace: number }) {
  const w = checkinWindow({ startsAt, opensMinutes: p.opens, graceMinutes: p.grace });
  return { checkinOpensAt: w.opensAt.toISOString(), checkinClosesAt: w.closesAt.toISOString() };
}

export function reservationView({ row, now }: { row: Row; now: Date }): ReservationView {
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
      order.status !== 'canceled' &&
      order.status !== 'delivered' &&
      mayCancel({ startsAt: r.startsAt, cutoffMinutes: row.cutoff, tiers: row.policy.tiers, now }),
    ...checkinTimes(r.startsAt, row.policy),
    seriesId: r.seriesId,
    noShow: r.noShowAt !== null,
    feeKept: r.feeKept,
  };
}

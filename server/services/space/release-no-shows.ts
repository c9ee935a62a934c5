import { and, asc, eq, inArray, isNull, lt, sql } from 'drizzle-orm';
import { isoDayToJalali } from '@/lib/jalali';
import { toPersianDigits } from '@/lib/digits';
import { formatToman } from '@/lib/money';
import { feeOf } from '@/lib/space-policy';
import { COWORK_COPY } from '@/lib/messages/cowork';
import { clockNow } from '../../clock';
import { db } from '../../db/client';
import { menuItems, orders, providers, spaceReservations, users } from '../../db/schema';
import { sms } from '../../integrations/sms';
import { lockOrder } from '../order/load-order';
import { releaseOrderHoldings } from '../order/release-order';
import { recordOrderStatus } from '../order/record-status';
import { log } from '../../log';
import { paidOnline } from './cancel-terms';
import { notifyWaitlist } from './waitlist';

/** Booked and not checked in: the statuses a no-show can be released from (delivered = checked in). */
const BOOKED = ['new', 'accepted', 'preparing', 'ready'] as const;

/**
 * Releases one reservation nobody checked in for, once: under the order's row lock its status is checked
 * again (a check-in, a cancel or another sweep may have come first), then it is canceled, the branch's
 * no-show fee kept and the rest of what was paid online refunded to the wallet with the order's refund key.
 */
async function releaseNoShow({ reservationId, now }: { reservationId: string; now: Date }) {
  return db().transaction(async (tx) => {
    const [r] = await tx.select().from(spaceReservations).where(eq(spaceReservations.id, reservationId)).limit(1);
    if (!r) return null;
    const order = await lockOrder({ tx, orderId: r.orderId });
    if (!order || !(BOOKED as readonly string[]).includes(order.status)) return null;
    const [p] = await tx
      .select({ grace: providers.graceMinutes, percent: providers.noShowFeePercent })
      .from(providers)
      .where(eq(providers.id, r.providerId));
    if (r.startsAt.getTime() + (p?.grace ?? 20) * 60_000 >= now.getTime()) return null;
    const fee = feeOf(paidOnline(order), p?.percent ?? 0);
    const { refunded } = await releaseOrderHoldings({ tx, order, keep: fee });
    await tx
      .update(orders)
      .set({ status: 'canceled', cancelReason: 'ورود ثبت نشد و رزرو آزاد شد.', updatedAt: sql`now()` })
      .where(eq(orders.id, order.id));
    const [released] = await tx
      .update(spaceReservations)
      .set({ releasedAt: sql`now()`, noShowAt: now, feeKept: fee })
      .where(and(eq(spaceReservations.id, r.id), isNull(spaceReservations.releasedAt)))
      .returning({ id: spaceReservations.id });
    if (!released) throw new Error('no-show released twice');
    await recordOrderStatus({ tx, order, to: 'canceled', actorId: null });
    return { r, refunded, fee };
  });
}

/**
 * The no-show sweep (a background job, and safe to run on two instances at once): every reservation not
 * checked in by its start plus the branch's grace is released; its place is freed (the waitlist is texted)
 * and its customer is texted what was refunded. Reads the rules clock. Returns how many were released.
 */
export async function releaseNoShows(now = clockNow()): Promise<number> {
  const due = await db()
    .select({ id: spaceReservations.id })
    .from(spaceReservations)
    .innerJoin(orders, eq(orders.id, spaceReservations.orderId))
    .innerJoin(providers, eq(providers.id, spaceReservations.providerId))
    .where(
      and(
        isNull(spaceReservations.releasedAt),
        inArray(orders.status, [...BOOKED]),
        lt(spaceReservations.startsAt, sql`${now}::timestamptz - make_interval(mins => ${providers.graceMinutes})`),
      ),
    )
    .orderBy(asc(spaceReservations.startsAt))
    .limit(200);
  let n = 0;
  for (const d of due) {
    try {
      const out = await releaseNoShow({ reservationId: d.id, now });
      if (!out) continue;
      n++;
      await tellNoShow(out).catch((err) => log.error({ err, reservationId: d.id }, '[space] no-show texts'));
    } catch (err) {
      log.error({ err, reservationId: d.id }, '[space] releasing a no-show');
    }
  }
  return n;
}

async function tellNoShow({
  r,
  refunded,
}: {
  r: typeof spaceReservations.$inferSelect;
  refunded: number;
}): Promise<void> {
  await notifyWaitlist({ itemId: r.itemId, day: r.day });
  const [who] = await db()
    .select({ phone: users.phone, title: menuItems.title })
    .from(users)
    .innerJoin(menuItems, eq(menuItems.id, r.itemId))
    .where(eq(users.id, r.userId));
  if (!who) return;
  const when =
    r.startingHour === null
      ? isoDayToJalali(r.day)
      : `${isoDayToJalali(r.day)} ساعت ${toPersianDigits(r.startingHour)}`;
  const refund = refunded > 0 ? COWORK_COPY.noShowRefund(formatToman(refunded)) : '';
  await sms().send({ to: who.phone, text: COWORK_COPY.noShowSms(who.title, when, refund) });
}

import { and, desc, eq, gte, lte, ne, or, gt, sql } from 'drizzle-orm';
import type { SpaceType } from '@/lib/contracts/space';
import { tehranDayStart, tehranIsoDate } from '@/lib/jalali';
import type { DbOrTx } from '../../db/client';
import { menuItems, orders, spaceCapacityOverrides, spaceReservations } from '../../db/schema';
import { AppError } from '../../http/errors';

export type SpaceItemRow = typeof menuItems.$inferSelect;

function minutesOf(hhmm: string): number {
  const m = /^(\d{1,2}):(\d{2})$/.exec(hhmm.trim());
  return m ? Number(m[1]) * 60 + Number(m[2]) : 0;
}

/**
 * The whole Tehran hours a branch's resources can be booked in: from the first full hour after
 * opening to the last full hour before closing. A closing time at or before the opening time (open
 * past midnight, or around the clock) books up to midnight.
 */
export function bookableHours(provider: { openingTime: string; closingTime: string }): {
  openingHour: number;
  closingHour: number;
} {
  const open = minutesOf(provider.openingTime);
  const close = minutesOf(provider.closingTime);
  const openingHour = Math.ceil(open / 60);
  const closingHour = close <= open ? 24 : Math.floor(close / 60);
  return { openingHour, closingHour };
}

/** An hourly room's own hours inside the branch's bookable hours (its own are null: the branch's). */
export function itemHours(
  item: { openingHour: number | null; closingHour: number | null },
  branch: { openingHour: number; closingHour: number },
): { openingHour: number; closingHour: number } {
  const openingHour = Math.max(branch.openingHour, item.openingHour ?? branch.openingHour);
  const closingHour = Math.min(branch.closingHour, item.closingHour ?? branch.closingHour);
  return closingHour > openingHour ? { openingHour, closingHour } : { openingHour, closingHour: openingHour };
}

/** The instant hour `h` of a Tehran day begins. */
export function hourStart(day: string, hour: number): Date {
  return new Date(tehranDayStart(day)!.getTime() + hour * 3_600_000);
}

export function spaceTypeOf(item: SpaceItemRow): SpaceType {
  return item.spaceType ?? 'pool';
}

/** A bookable workspace item of a branch, or 404. */
export async function loadSpaceItem(tx: DbOrTx, itemId: string, providerId?: string): Promise<SpaceItemRow> {
  const [item] = await tx.select().from(menuItems).where(eq(menuItems.id, itemId)).limit(1);
  if (!item || item.kind !== 'space' || (providerId && item.providerId !== providerId))
    throw new AppError('SPACE_ITEM_NOT_FOUND');
  return item;
}

/** The capacity of an item on a day: the newest override covering it, else the item's own (a resource: 1). */
export async function capacityOn(tx: DbOrTx, item: SpaceItemRow, day: string): Promise<number> {
  const [o] = await tx
    .select({ capacity: spaceCapacityOverrides.capacity })
    .from(spaceCapacityOverrides)
    .where(
      and(
        eq(spaceCapacityOverrides.itemId, item.id),
        lte(spaceCapacityOverrides.startDate, day),
        gte(spaceCapacityOverrides.endDate, day),
      ),
    )
    .orderBy(desc(spaceCapacityOverrides.createdAt), desc(spaceCapacityOverrides.id))
    .limit(1);
  if (o) return o.capacity;
  return spaceTypeOf(item) === 'resource' ? 1 : (item.capacity ?? 0);
}

/**
 * Reservations that hold their place at `now`: every one whose order is not canceled, except an
 * unpaid online one whose payment time is over (its hold lapses even before the expiry sweep runs).
 */
export function holdsPlace(now: Date) {
  return and(ne(orders.status, 'canceled'), or(ne(orders.status, 'awaitingPayment'), gt(orders.expiresAt, now)));
}

/**
 * The reservations holding an item on a day. Payment holds lapse on the real clock, as the order's
 * `expires_at` is set and swept by it (the booking rules' `clockNow` is only for days and hours).
 */
export async function heldOn(tx: DbOrTx, itemId: string, day: string, now: Date = new Date()) {
  return tx
    .select({
      seats: spaceReservations.seats,
      startingHour: spaceReservations.startingHour,
      endingHour: spaceReservations.endingHour,
    })
    .from(spaceReservations)
    .innerJoin(orders, eq(orders.id, spaceReservations.orderId))
    .where(and(eq(spaceReservations.itemId, itemId), eq(spaceReservations.day, day), holdsPlace(now)));
}

/** Hours [h, h+1) of a day covered by the given bookings. */
export function takenHours(held: { startingHour: number | null; endingHour: number | null }[]): Set<number> {
  const taken = new Set<number>();
  for (const r of held) {
    if (r.startingHour === null || r.endingHour === null) continue;
    for (let h = r.startingHour; h < r.endingHour; h++) taken.add(h);
  }
  return taken;
}

/** Takes the lock row of an item and day: every booking of that day waits here for the one before it. */
export async function lockDay(tx: DbOrTx, itemId: string, day: string): Promise<void> {
  await tx.execute(
    sql`INSERT INTO space_day_locks (item_id, day) VALUES (${itemId}, ${day}) ON CONFLICT (item_id, day) DO UPDATE SET day = EXCLUDED.day`,
  );
}

/** Refuses a day before today (Tehran). */
export function assertNotPastDay(day: string, now: Date): void {
  if (day < tehranIsoDate(now)) throw new AppError('SPACE_PAST');
}

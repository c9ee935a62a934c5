import { and, eq, isNull, sql } from 'drizzle-orm';
import { SPACE_COPY } from '@/lib/messages/space';
import { isoDayToJalali } from '@/lib/jalali';
import { toPersianDigits } from '@/lib/digits';
import type { SessionUser } from '../../auth/session';
import { clockNow } from '../../clock';
import { db } from '../../db/client';
import { newId } from '../../db/ids';
import { menuItems, spaceWaitlist, users } from '../../db/schema';
import { AppError } from '../../http/errors';
import { sms } from '../../integrations/sms';
import { assertNotPastDay } from './lock-day';
import { capacityOn, loadSpaceItem } from './load-space-item';
import { heldOn, takenHours } from './space-holds';
import { spaceTypeOf } from './space-item-view';

/** Whether the wanted place (a pool seat, or every hour of [start, end)) is free now. */
async function isFree(
  item: typeof menuItems.$inferSelect,
  { day, start, end }: { day: string; start: number | null; end: number | null },
): Promise<boolean> {
  const capacity = await capacityOn({ tx: db(), item, day });
  if (capacity === 0) return false;
  const held = await heldOn({ tx: db(), itemId: item.id, day });
  if (spaceTypeOf(item) === 'pool') return held.reduce((n, r) => n + r.seats, 0) < capacity;
  if (start === null || end === null) return false;
  const taken = takenHours(held);
  for (let h = start; h < end; h++) if (taken.has(h)) return false;
  return true;
}

/**
 * POST /v1/order/space/waitlist: joins the waitlist of a full pool day or taken hours; refused when
 * the place is free (book it instead). Joining again replaces the wanted hours.
 */
export async function joinWaitlist({
  actor,
  input,
}: {
  actor: SessionUser;
  input: { itemId: string; date: string; startingHour?: number | null; endingHour?: number | null };
}): Promise<{ success: true }> {
  const item = await loadSpaceItem({ tx: db(), itemId: input.itemId });
  assertNotPastDay({ day: input.date, now: clockNow() });
  const resource = spaceTypeOf(item) === 'resource';
  const start = resource ? (input.startingHour ?? null) : null;
  const end = resource ? (input.endingHour ?? null) : null;
  if (resource && (start === null || end === null)) throw new AppError('SPACE_HOURS_REQUIRED');
  if (resource && end! <= start!) throw new AppError('SPACE_HOURS_ORDER');
  if (await isFree(item, { day: input.date, start, end })) throw new AppError('SPACE_WAITLIST_NOT_FULL');
  await db()
    .insert(spaceWaitlist)
    .values({ id: newId(), itemId: item.id, userId: actor.id, day: input.date, startingHour: start, endingHour: end })
    .onConflictDoUpdate({
      target: [spaceWaitlist.itemId, spaceWaitlist.userId, spaceWaitlist.day],
      set: { startingHour: start, endingHour: end, notifiedAt: null },
    });
  return { success: true };
}

/**
 * After a booking of an item's day is released: texts everyone waiting for it whose wanted place is
 * free now, once each (notified_at is set under a conditional update, so two releases text nobody twice).
 */
export async function notifyWaitlist({ itemId, day }: { itemId: string; day: string }): Promise<number> {
  const item = await loadSpaceItem({ tx: db(), itemId });
  const waiting = await db()
    .select({
      id: spaceWaitlist.id,
      start: spaceWaitlist.startingHour,
      end: spaceWaitlist.endingHour,
      phone: users.phone,
    })
    .from(spaceWaitlist)
    .innerJoin(users, eq(users.id, spaceWaitlist.userId))
    .where(and(eq(spaceWaitlist.itemId, itemId), eq(spaceWaitlist.day, day), isNull(spaceWaitlist.notifiedAt)));
  let sent = 0;
  for (const w of waiting) {
    if (!(await isFree(item, { day, start: w.start, end: w.end }))) continue;
    const claimed = await db()
      .update(spaceWaitlist)
      .set({ notifiedAt: sql`now()` })
      .where(and(eq(spaceWaitlist.id, w.id), isNull(spaceWaitlist.notifiedAt)))
      .returning({ id: spaceWaitlist.id });
    if (!claimed.length) continue;
    const when =
      w.start === null
        ? isoDayToJalali(day)
        : `${isoDayToJalali(day)} ساعت ${toPersianDigits(w.start)} تا ${toPersianDigits(w.end ?? 0)}`;
    await sms().send({ to: w.phone, text: SPACE_COPY.waitlistSms(item.title, when) });
    sent++;
  }
  return sent;
}

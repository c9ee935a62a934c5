import { and, eq, isNull, sql } from 'drizzle-orm';
import type { EventCreateInput, EventEditInput, EventView } from '@/lib/contracts/academy';
import { can } from '@/lib/permissions';
import type { SessionUser } from '../../auth/session';
import { db, type Tx } from '../../db/client';
import { events, menuItems, providers, teachers } from '../../db/schema';
import { newId } from '../../db/ids';
import { AppError } from '../../http/errors';
import { toEventViews } from './event-view';
import { loadEventForStaff } from './load-event';
import { cancelEventInTx, textCanceledEvent, type CanceledEvent } from './cancel-event';
import { seatsTaken } from './seats';

/** The branch, teacher and room an event names must exist (the room being one of the branch's). */
async function checkRefs(tx: Tx, input: EventCreateInput): Promise<void> {
  const [p] = await tx.select({ id: providers.id }).from(providers).where(eq(providers.id, input.providerId)).limit(1);
  if (!p) throw new AppError('PROVIDER_NOT_FOUND');
  if (input.teacherId) {
    const [t] = await tx
      .select({ id: teachers.id })
      .from(teachers)
      .where(and(eq(teachers.id, input.teacherId), isNull(teachers.removedAt)))
      .limit(1);
    if (!t) throw new AppError('TEACHER_NOT_FOUND');
  }
  if (input.spaceItemId) {
    const [item] = await tx
      .select({ id: menuItems.id })
      .from(menuItems)
      .where(and(eq(menuItems.id, input.spaceItemId), eq(menuItems.providerId, input.providerId)))
      .limit(1);
    if (!item) throw new AppError('ITEM_NOT_FOUND');
  }
}

function columns(input: EventCreateInput) {
  return {
    providerId: input.providerId,
    title: input.title,
    description: input.description,
    cover: input.cover || null,
    teacherId: input.teacherId || null,
    room: input.room || null,
    spaceItemId: input.spaceItemId || null,
    startAt: input.startAt,
    endAt: input.endAt,
    capacity: input.capacity,
    price: input.price,
    commissionPercent: input.commissionPercent ?? null,
    commissionFixed: input.commissionFixed ?? null,
    cancelCutoffHours: input.cancelCutoffHours,
  };
}

/** POST /v1/event/create (`events` at the branch, checked by the route). A new event cannot start canceled. */
export async function createEvent({
  actor,
  input,
}: {
  actor: SessionUser;
  input: EventCreateInput;
}): Promise<{ event: EventView }> {
  const row = await db().transaction(async (tx) => {
    await checkRefs(tx, input);
    const [e] = await tx
      .insert(events)
      .values({
        id: newId(),
        ...columns(input),
        status: input.status === 'canceled' ? 'draft' : input.status,
        createdBy: actor.id,
      })
      .returning();
    return e;
  });
  const [event] = await toEventViews({ rows: [row], viewer: actor });
  return { event };
}

/**
 * POST /v1/event/edit: the event row is locked, so the capacity is never set below the seats taken
 * by a purchase writing at the same moment. Setting status canceled cancels it as /change/status does.
 */
export async function editEvent({
  actor,
  input,
}: {
  actor: SessionUser;
  input: EventEditInput;
}): Promise<{ event: EventView; refunded: number }> {
  let canceled: CanceledEvent | null = null;
  const row = await db().transaction(async (tx) => {
    const old = await loadEventForStaff({ tx, eventId: input.eventId, actor, lock: true });
    if (!can(actor, 'events', input.providerId)) throw new AppError('FORBIDDEN');
    if (old.status === 'canceled') throw new AppError('EVENT_CANCELED');
    await checkRefs(tx, input);
    const taken = (await seatsTaken({ tx, eventIds: [old.id] })).get(old.id)?.taken ?? 0;
    if (input.capacity < taken) throw new AppError('EVENT_CAPACITY_BELOW_SOLD');
    const [e] = await tx
      .update(events)
      .set({
        ...columns(input),
        status: input.status === 'canceled' ? old.status : input.status,
        updatedAt: sql`now()`,
      })
      .where(eq(events.id, old.id))
      .returning();
    if (input.status === 'canceled') {
      canceled = await cancelEventInTx({ tx, event: e, actor });
      return canceled.event;
    }
    return e;
  });
  if (canceled) await textCanceledEvent(canceled);
  const [event] = await toEventViews({ rows: [row], viewer: actor });
  return { event, refunded: (canceled as CanceledEvent | null)?.refunded.length ?? 0 };
}

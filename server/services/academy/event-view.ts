import { inArray } from 'drizzle-orm';
import type { EventView } from '@/lib/contracts/academy';
import { can } from '@/lib/permissions';
import type { SessionUser } from '../../auth/session';
import { db, type DbOrTx } from '../../db/client';
import { events, providers, teachers } from '../../db/schema';
import { commissionDefaults, effectiveCommission } from './effective-commission';
import { seatsTaken } from './seats';
import { teacherView } from './teacher-view';

export type EventRow = typeof events.$inferSelect;

/** The last instant a ticket of the event can be canceled for a refund. */
export function cancelUntil(e: Pick<EventRow, 'startAt' | 'cancelCutoffHours'>): Date {
  return new Date(e.startAt.getTime() - e.cancelCutoffHours * 3_600_000);
}

/** Views of events; the commission and tickets sold only for a viewer with `events` at the event's branch. */
export async function toEventViews({
  rows,
  viewer,
  tx = db(),
}: {
  rows: EventRow[];
  viewer?: SessionUser | null;
  tx?: DbOrTx;
}): Promise<EventView[]> {
  if (!rows.length) return [];
  const providerIds = [...new Set(rows.map((r) => r.providerId))];
  const teacherIds = [...new Set(rows.map((r) => r.teacherId).filter((x): x is string => Boolean(x)))];
  const [provs, teacherRows, seats, defaults] = await Promise.all([
    tx.select({ id: providers.id, name: providers.name }).from(providers).where(inArray(providers.id, providerIds)),
    teacherIds.length ? tx.select().from(teachers).where(inArray(teachers.id, teacherIds)) : Promise.resolve([]),
    seatsTaken({ tx, eventIds: rows.map((r) => r.id) }),
    commissionDefaults({ tx }),
  ]);
  const names = new Map(provs.map((p) => [p.id, p.name]));
  const teacherById = new Map(teacherRows.map((t) => [t.id, t]));
  return rows.map((e) => {
    const staff = Boolean(viewer && can(viewer, 'events', e.providerId));
    const t = e.teacherId ? teacherById.get(e.teacherId) : undefined;
    const s = seats.get(e.id) ?? { taken: 0, sold: 0 };
    return {
      _id: e.id,
      providerId: e.providerId,
      providerName: names.get(e.providerId) ?? '',
      title: e.title,
      description: e.description,
      cover: e.cover,
      teacherId: e.teacherId,
      teacher: t ? teacherView({ teacher: t }) : null,
      room: e.room,
      spaceItemId: e.spaceItemId,
      startAt: e.startAt.toISOString(),
      endAt: e.endAt.toISOString(),
      capacity: e.capacity,
      seatsLeft: Math.max(0, e.capacity - s.taken),
      price: e.price,
      cancelCutoffHours: e.cancelCutoffHours,
      cancelUntil: cancelUntil(e).toISOString(),
      status: e.status,
      createdAt: e.createdAt.toISOString(),
      ...(staff ? { commission: effectiveCommission({ event: e, defaults }), ticketsSold: s.sold } : {}),
    };
  });
}

import { eq, inArray } from 'drizzle-orm';
import type { EventView, TeacherView } from '@/lib/contracts/academy';
import { can } from '@/lib/permissions';
import type { SessionUser } from '../../auth/session';
import { db, type DbOrTx } from '../../db/client';
import { events, providers, teachers, users } from '../../db/schema';
import { AppError } from '../../http/errors';
import { commissionDefaults, effectiveCommission } from './commission';
import { seatsTaken } from './seats';

export type EventRow = typeof events.$inferSelect;
export type TeacherRow = typeof teachers.$inferSelect;

/** The last instant a ticket of the event can be canceled for a refund. */
export function cancelUntil(e: Pick<EventRow, 'startAt' | 'cancelCutoffHours'>): Date {
  return new Date(e.startAt.getTime() - e.cancelCutoffHours * 3_600_000);
}

/** A teacher as anyone sees them; with `staff`, the linked account too. */
export function teacherView(t: TeacherRow, opts: { staff?: boolean; userPhone?: string | null } = {}): TeacherView {
  return {
    _id: t.id,
    name: t.name,
    bio: t.bio,
    photo: t.photo,
    ...(opts.staff ? { userId: t.userId, userPhone: opts.userPhone ?? null } : {}),
  };
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
      teacher: t ? teacherView(t) : null,
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
      ...(staff ? { commission: effectiveCommission(e, defaults), ticketsSold: s.sold } : {}),
    };
  });
}

/** One event row; a draft is shown only to staff of its branch (to others it does not exist). */
export async function loadEvent({
  eventId,
  viewer,
  tx = db(),
}: {
  eventId: string;
  viewer?: SessionUser | null;
  tx?: DbOrTx;
}): Promise<EventRow> {
  const [e] = await tx.select().from(events).where(eq(events.id, eventId)).limit(1);
  if (!e) throw new AppError('EVENT_NOT_FOUND');
  if (e.status === 'draft' && !(viewer && can(viewer, 'events', e.providerId))) throw new AppError('EVENT_NOT_FOUND');
  return e;
}

/** GET /v1/event/{id}: public for published and canceled events. */
export async function getEvent({ eventId, viewer }: { eventId: string; viewer: SessionUser | null }) {
  const e = await loadEvent({ eventId, viewer });
  const [event] = await toEventViews({ rows: [e], viewer });
  return { event };
}

/** Staff guard of a call naming an event: `events` at its branch or chain-wide. */
export async function loadEventForStaff({
  eventId,
  actor,
  tx = db(),
  lock = false,
}: {
  eventId: string;
  actor: SessionUser;
  tx?: DbOrTx;
  lock?: boolean;
}): Promise<EventRow> {
  const q = tx.select().from(events).where(eq(events.id, eventId));
  const [e] = lock ? await q.for('update') : await q.limit(1);
  if (!e) throw new AppError('EVENT_NOT_FOUND');
  if (!can(actor, 'events', e.providerId)) throw new AppError('FORBIDDEN');
  return e;
}

/** Phones of linked teacher accounts, for staff views. */
export async function teacherPhones({ tx, rows }: { tx: DbOrTx; rows: TeacherRow[] }): Promise<Map<string, string>> {
  const ids = rows.map((r) => r.userId).filter((x): x is string => Boolean(x));
  if (!ids.length) return new Map();
  const found = await tx.select({ id: users.id, phone: users.phone }).from(users).where(inArray(users.id, ids));
  return new Map(found.map((u) => [u.id, u.phone]));
}

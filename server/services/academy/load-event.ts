import { eq } from 'drizzle-orm';
import { can } from '@/lib/permissions';
import type { SessionUser } from '../../auth/session';
import { db, type DbOrTx } from '../../db/client';
import { events } from '../../db/schema';
import { AppError } from '../../http/errors';
import { toEventViews, type EventRow } from './event-view';

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

import { and, asc, count, desc, eq, gte, ilike, lt, type SQL } from 'drizzle-orm';
import type { EventListView, EventStatus } from '@/lib/contracts/academy';
import { tehranDayStart } from '@/lib/jalali';
import { can, canSomewhere } from '@/lib/permissions';
import type { SessionUser } from '../../auth/session';
import { clockNow } from '../../clock';
import { db } from '../../db/client';
import { events } from '../../db/schema';
import { escapeLike } from '../../db/like';
import { pagedRows } from '../../http/paging';
import { AppError } from '../../http/errors';
import { toEventViews } from './event-view';

/** A Tehran day (YYYY-MM-DD) or an ISO instant; `end` of a day is the next day's start. */
function instantOf(text: string | undefined, end: boolean): Date | null {
  if (!text) return null;
  if (/^\d{4}-\d{2}-\d{2}$/.test(text)) {
    const start = tehranDayStart(text);
    if (!start) throw new AppError('BAD_INPUT');
    return end ? new Date(start.getTime() + 86_400_000) : start;
  }
  const d = new Date(text);
  if (Number.isNaN(d.getTime())) throw new AppError('BAD_INPUT');
  return d;
}

/**
 * GET /v1/event/list/{page}-{size}: published events not yet over, soonest first, by branch, teacher
 * and dates. Staff with `events` (at the branch asked, or chain-wide) may ask for drafts and canceled
 * ones too (`status`), newest start first when no date is given.
 */
export async function listEvents({
  viewer,
  paging,
  filter,
}: {
  viewer: SessionUser | null;
  paging: { page: number; size: number };
  filter: {
    providerId?: string;
    teacherId?: string;
    from?: string;
    to?: string;
    status?: EventStatus | 'all';
    text?: string;
  };
}): Promise<EventListView> {
  const staffView =
    filter.status !== undefined &&
    Boolean(viewer) &&
    (filter.providerId ? can(viewer, 'events', filter.providerId) : can(viewer, 'events'));
  if (filter.status && filter.status !== 'published' && !staffView) {
    throw new AppError(canSomewhere(viewer, 'events') || viewer ? 'FORBIDDEN' : 'UNAUTHORIZED');
  }
  const from = instantOf(filter.from, false);
  const to = instantOf(filter.to, true);
  const conds: (SQL | undefined)[] = [
    filter.providerId ? eq(events.providerId, filter.providerId) : undefined,
    filter.teacherId ? eq(events.teacherId, filter.teacherId) : undefined,
    filter.text ? ilike(events.title, `%${escapeLike(filter.text)}%`) : undefined,
    to ? lt(events.startAt, to) : undefined,
  ];
  if (staffView) {
    if (filter.status && filter.status !== 'all') conds.push(eq(events.status, filter.status));
    if (from) conds.push(gte(events.endAt, from));
  } else {
    conds.push(eq(events.status, 'published'), gte(events.endAt, from ?? clockNow()));
  }
  const where = and(...conds);
  const order = staffView && !from ? [desc(events.startAt)] : [asc(events.startAt)];
  const { rows, total } = await pagedRows({
    paging,
    rows: ({ limit, offset }) =>
      db()
        .select()
        .from(events)
        .where(where)
        .orderBy(...order, asc(events.id))
        .limit(limit)
        .offset(offset),
    count: db().select({ total: count() }).from(events).where(where),
  });
  return { events: await toEventViews({ rows, viewer }), total };
}

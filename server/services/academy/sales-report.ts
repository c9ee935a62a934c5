import { and, eq, isNull, sql, type SQL } from 'drizzle-orm';
import type { EventReportView, EventStatus, SalesFigures, TeacherReportView } from '@/lib/contracts/academy';
import { canSomewhere } from '@/lib/permissions';
import type { SessionUser } from '../../auth/session';
import { db } from '../../db/client';
import { eventSettings, eventTicketPurchases, eventTickets, events, providers, teachers } from '../../db/schema';
import { AppError } from '../../http/errors';
import { commissionRuleText, commissionSql } from './commission';
import { commissionDefaults, effectiveCommission } from './effective-commission';
import { loadEventForStaff } from './load-event';
import { teacherView } from './teacher-view';

interface FigureRow {
  event_id: string;
  title: string;
  provider_name: string;
  start_at: string | Date;
  status: string;
  tickets_sold: number | string;
  gross: number | string;
  commission: number | string;
}

/**
 * Sales per event, as SQL sums over the sold tickets (paid purchase, ticket not canceled): tickets,
 * gross (price paid), commission (ticketCommission per ticket, in SQL) and owed = gross − commission.
 */
async function figuresBy(where: SQL): Promise<FigureRow[]> {
  const percent = sql`coalesce(${events.commissionPercent}, ${eventSettings.commissionPercent})`;
  const fixed = sql`coalesce(${events.commissionFixed}, ${eventSettings.commissionFixed})`;
  const perTicket = commissionSql({ pricePaid: sql`${eventTickets.pricePaid}`, percent, fixed });
  const sold = sql`${eventTicketPurchases.status} = 'paid' AND ${eventTickets.canceledAt} IS NULL`;
  const result = await db().execute(sql`
    SELECT ${events.id} AS event_id, ${events.title} AS title, ${providers.name} AS provider_name,
           ${events.startAt} AS start_at, ${events.status} AS status,
           count(${eventTickets.id}) FILTER (WHERE ${sold})::integer AS tickets_sold,
           coalesce(sum(${eventTickets.pricePaid}) FILTER (WHERE ${sold}), 0)::bigint AS gross,
           coalesce(sum(${perTicket}) FILTER (WHERE ${sold}), 0)::bigint AS commission
      FROM ${events}
      JOIN ${providers} ON ${providers.id} = ${events.providerId}
      CROSS JOIN ${eventSettings}
      LEFT JOIN ${eventTickets} ON ${eventTickets.eventId} = ${events.id}
      LEFT JOIN ${eventTicketPurchases} ON ${eventTicketPurchases.id} = ${eventTickets.purchaseId}
     WHERE ${where}
     GROUP BY ${events.id}, ${providers.name}
     ORDER BY ${events.startAt} DESC`);
  return (result as unknown as { rows: FigureRow[] }).rows;
}

function figures(r: FigureRow | undefined): SalesFigures {
  const ticketsSold = Number(r?.tickets_sold ?? 0);
  const gross = Number(r?.gross ?? 0);
  const commission = Number(r?.commission ?? 0);
  return { ticketsSold, gross, commission, owed: gross - commission };
}

function sum(rows: SalesFigures[]): SalesFigures {
  return rows.reduce(
    (s, r) => ({
      ticketsSold: s.ticketsSold + r.ticketsSold,
      gross: s.gross + r.gross,
      commission: s.commission + r.commission,
      owed: s.owed + r.owed,
    }),
    { ticketsSold: 0, gross: 0, commission: 0, owed: 0 },
  );
}

/** GET /v1/event/{id}/report: `{ticketsSold, gross, commission, owed}` of one event, and its rule. */
export async function eventReport({
  actor,
  eventId,
}: {
  actor: SessionUser;
  eventId: string;
}): Promise<EventReportView> {
  const e = await loadEventForStaff({ eventId, actor });
  const [row] = await figuresBy(sql`${events.id} = ${e.id}`);
  const rule = effectiveCommission({ event: e, defaults: await commissionDefaults({ tx: db() }) });
  return {
    eventId: e.id,
    title: e.title,
    ...figures(row),
    commissionRule: { percent: rule.percent, fixed: rule.fixed, text: commissionRuleText(rule) },
  };
}

async function reportOf(teacherId: string): Promise<TeacherReportView> {
  const [t] = await db().select().from(teachers).where(eq(teachers.id, teacherId)).limit(1);
  if (!t) throw new AppError('TEACHER_NOT_FOUND');
  const rows = await figuresBy(sql`${events.teacherId} = ${t.id} AND ${events.status} <> 'draft'`);
  const list = rows.map((r) => ({
    eventId: r.event_id,
    title: r.title,
    providerName: r.provider_name,
    startAt: new Date(r.start_at).toISOString(),
    status: r.status as EventStatus,
    ...figures(r),
  }));
  return { teacher: teacherView({ teacher: t }), events: list, ...sum(list) };
}

/** GET /v1/teacher/{id}/report: staff with `events` (anywhere) see a teacher's sales per event. */
export async function teacherReport({ actor, teacherId }: { actor: SessionUser; teacherId: string }) {
  if (!canSomewhere(actor, 'events')) throw new AppError('FORBIDDEN');
  return reportOf(teacherId);
}

/** GET /v1/teacher/my/report: a signed-in teacher's own events, tickets sold and what they are owed. */
export async function myTeacherReport({ user }: { user: SessionUser }): Promise<TeacherReportView> {
  const [t] = await db()
    .select({ id: teachers.id })
    .from(teachers)
    .where(and(eq(teachers.userId, user.id), isNull(teachers.removedAt)))
    .limit(1);
  if (!t) throw new AppError('TEACHER_NOT_FOUND');
  return reportOf(t.id);
}

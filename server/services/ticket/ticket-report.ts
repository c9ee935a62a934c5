import { and, count, desc, eq, gte, isNotNull, isNull, lt, ne, sql, type SQL } from 'drizzle-orm';
import { TICKET_STATES, type TicketReportView, type TicketState } from '@/lib/contracts/ticket/schemas';
import { config } from '../../config';
import { clockNow } from '../../clock';
import { db } from '../../db/client';
import { tickets } from '../../db/schema';

export interface TicketReportOptions {
  /** The customer's own report; absent for the desk's report over every ticket. */
  userId?: string;
  days: '7' | '30' | '90' | 'all';
  providerId?: string;
}

/**
 * GET v1/ticket/report (desk) and v1/ticket/external/report (the customer's own): counts by state,
 * tickets past their first-answer target, the median time to a first answer, and the ratings.
 */
export async function ticketReport(opts: TicketReportOptions): Promise<{ report: TicketReportView }> {
  const scope: SQL | undefined = and(
    opts.userId ? eq(tickets.userId, opts.userId) : undefined,
    opts.providerId ? eq(tickets.providerId, opts.providerId) : undefined,
    opts.days !== 'all'
      ? gte(tickets.createdAt, sql`now() - ${sql.raw(`interval '${Number(opts.days)} days'`)}`)
      : undefined,
  );
  const d = db();
  const states = await d.select({ state: tickets.state, n: count() }).from(tickets).where(scope).groupBy(tickets.state);
  const [{ overdue }] = await d
    .select({ overdue: count() })
    .from(tickets)
    .where(and(scope, isNull(tickets.firstAnsweredAt), ne(tickets.state, 'closed'), lt(tickets.dueAt, sql`now()`)));
  const [answers] = await d
    .select({
      n: count(),
      median: sql<
        string | number | null
      >`percentile_cont(0.5) WITHIN GROUP (ORDER BY extract(epoch FROM (${tickets.firstAnsweredAt} - ${tickets.createdAt}))::float8)`,
    })
    .from(tickets)
    .where(and(scope, isNotNull(tickets.firstAnsweredAt)));
  const ratings = await d
    .select({ rating: tickets.rating, n: count() })
    .from(tickets)
    .where(and(scope, isNotNull(tickets.rating)))
    .groupBy(tickets.rating);
  const recent = await d
    .select({
      id: tickets.id,
      number: tickets.number,
      subject: tickets.subject,
      rating: tickets.rating,
      comment: tickets.ratingComment,
      ratedAt: tickets.ratedAt,
    })
    .from(tickets)
    .where(and(scope, isNotNull(tickets.rating)))
    .orderBy(desc(tickets.ratedAt))
    .limit(5);
  const awaiting = opts.userId
    ? await d
        .select({ id: tickets.id, number: tickets.number, subject: tickets.subject, closedAt: tickets.closedAt })
        .from(tickets)
        .where(and(scope, eq(tickets.state, 'closed'), isNull(tickets.rating)))
        .orderBy(desc(tickets.closedAt))
        .limit(10)
    : [];

  const byState = Object.fromEntries(TICKET_STATES.map((s) => [s, 0])) as Record<TicketState, number>;
  for (const s of states) byState[s.state] = Number(s.n);
  const distribution = { '1': 0, '2': 0, '3': 0, '4': 0, '5': 0 } as TicketReportView['rating']['distribution'];
  let ratedCount = 0;
  let ratedSum = 0;
  for (const r of ratings) {
    const key = String(r.rating) as keyof typeof distribution;
    if (key in distribution) distribution[key] = Number(r.n);
    ratedCount += Number(r.n);
    ratedSum += Number(r.rating) * Number(r.n);
  }
  const median = answers?.median === null || answers?.median === undefined ? null : Number(answers.median);
  return {
    report: {
      total: Object.values(byState).reduce((a, b) => a + b, 0),
      byState,
      overdue: Number(overdue),
      medianFirstAnswerMinutes: median === null ? null : Math.round(median / 60),
      answeredCount: Number(answers?.n ?? 0),
      rating: {
        count: ratedCount,
        average: ratedCount ? Math.round((ratedSum / ratedCount) * 10) / 10 : null,
        distribution,
      },
      recentRatings: recent.map((r) => ({
        ticketId: r.id,
        number: r.number,
        subject: r.subject,
        rating: r.rating ?? 0,
        comment: r.comment,
        ratedAt: (r.ratedAt ?? clockNow()).toISOString(),
      })),
      awaitingRating: awaiting.map((a) => ({
        ticketId: a.id,
        number: a.number,
        subject: a.subject,
        closedAt: a.closedAt?.toISOString() ?? null,
      })),
      dueHours: config().ticketDueHours,
    },
  };
}
